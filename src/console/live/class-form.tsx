import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  getListConductedLiveSessionsQueryKey,
  useConductLiveSession,
  useGetMockDirectory,
  useGetMockState,
} from '../../api/generated/endpoints/mock/mock';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast/toast-context';
import { Field } from '../../components/ui/field';
import { useProblemText } from '../components/use-problem-text';
import { fromJapanInput, minutesAfter, toJapanInput } from '../lib/japan-time-input';
import { consoleMessages } from '../messages';
import { liveMessages } from './live-messages';

const DEFAULT_MINUTES = 50;
const KIND_ORDER = ['school', 'cram_school', 'company'];

/** A teacher starts a class for a group of an organisation: now, or at a time (Japan time). */
export function ClassForm({ onStarted }: { onStarted: (sessionId: number) => void }) {
  const intl = useIntl();
  const toast = useToast();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const { data: directory } = useGetMockDirectory({ query: { staleTime: 60_000 } });
  const { data: state } = useGetMockState();
  // Schools first (the live class is a school's lesson), then cram schools, then companies.
  const organisations = (directory?.organisations ?? [])
    .filter((org) => org.groups.length > 0)
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  const [orgHash, setOrgHash] = useState('');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [startsAt, setStartsAt] = useState('');
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const [timeError, setTimeError] = useState(false);
  const conduct = useConductLiveSession();

  const organisation = organisations.find((org) => org.hash === orgHash) ?? organisations[0];
  const group =
    organisation?.groups.find((candidate) => candidate.id === groupId) ?? organisation?.groups[0];
  const backendNow = state?.clock.now ?? new Date().toISOString();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!group) return;
    const start = when === 'now' ? backendNow : fromJapanInput(startsAt);
    if (!start) {
      setTimeError(true);
      return;
    }
    setTimeError(false);
    try {
      const session = await conduct.mutateAsync({
        data: { groupName: group.name, startsAt: start, endsAt: minutesAfter(start, minutes) },
      });
      await queryClient.invalidateQueries({ queryKey: getListConductedLiveSessionsQueryKey() });
      toast(intl.formatMessage(liveMessages.started, { group: group.name }));
      onStarted(session.id);
    } catch (error) {
      toast(problemText(error));
    }
  };

  return (
    <section className="panel console-card" aria-labelledby="class-form-heading">
      <h2 id="class-form-heading" className="console-card__title">
        <FormattedMessage {...liveMessages.formHeading} />
      </h2>
      <form className="console-form" onSubmit={submit}>
        <Field label={intl.formatMessage(liveMessages.organisation)}>
          {(id) => (
            <select
              id={id}
              value={organisation?.hash ?? ''}
              onChange={(event) => {
                setOrgHash(event.target.value);
                setGroupId(null);
              }}
            >
              {organisations.map((org) => (
                <option key={org.hash} value={org.hash}>
                  {org.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={intl.formatMessage(liveMessages.group)}>
          {(id) => (
            <select
              id={id}
              value={group?.id ?? ''}
              onChange={(event) => setGroupId(Number(event.target.value))}
            >
              {organisation?.groups.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {intl.formatMessage(liveMessages.learnerCount, {
                    group: candidate.name,
                    count: candidate.learners.length,
                  })}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="console-choice">
          <legend>{intl.formatMessage(liveMessages.when)}</legend>
          <label className="console-choice__option">
            <input
              type="radio"
              name="class-when"
              checked={when === 'now'}
              onChange={() => setWhen('now')}
            />
            {intl.formatMessage(liveMessages.now)}
          </label>
          <label className="console-choice__option">
            <input
              type="radio"
              name="class-when"
              checked={when === 'at'}
              onChange={() => {
                setWhen('at');
                if (!startsAt) setStartsAt(toJapanInput(minutesAfter(backendNow, 60)));
              }}
            />
            {intl.formatMessage(liveMessages.atTime)}
          </label>
        </fieldset>
        {when === 'at' ? (
          <Field
            label={
              <>
                {intl.formatMessage(liveMessages.startsAt)}{' '}
                <span className="console-hint">
                  {intl.formatMessage(consoleMessages.japanTime)}
                </span>
              </>
            }
          >
            {(id) => (
              <input
                id={id}
                type="datetime-local"
                value={startsAt}
                aria-invalid={timeError || undefined}
                aria-describedby={timeError ? `${id}-error` : undefined}
                onChange={(event) => setStartsAt(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        {timeError ? (
          <p className="form-error" role="alert">
            {intl.formatMessage(liveMessages.badTime)}
          </p>
        ) : null}
        <Field label={intl.formatMessage(liveMessages.duration)}>
          {(id) => (
            <span className="console-unit">
              <input
                id={id}
                type="number"
                min={5}
                max={240}
                step={5}
                value={minutes}
                onChange={(event) => setMinutes(Math.max(5, Number(event.target.value) || 5))}
              />
              <span>{intl.formatMessage(liveMessages.durationUnit)}</span>
            </span>
          )}
        </Field>
        <Button type="submit" disabled={!group || conduct.isPending}>
          {intl.formatMessage(when === 'now' ? liveMessages.startNow : liveMessages.schedule)}
        </Button>
      </form>
    </section>
  );
}
