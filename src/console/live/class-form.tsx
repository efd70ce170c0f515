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
import { classTimeMessages } from './class-time-messages';
import { liveMessages } from './live-messages';

const DEFAULT_MINUTES = 50;
/** A class lasts a whole number of minutes in this range (the input's step is one minute). */
const MIN_MINUTES = 1;
const MAX_MINUTES = 240;

/** The class length typed, as whole minutes, or null when it is not one in range (no rounding). */
function classMinutes(typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= MIN_MINUTES && minutes <= MAX_MINUTES ? minutes : null;
}
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
  const [minutes, setMinutes] = useState(String(DEFAULT_MINUTES));
  const [timeError, setTimeError] = useState(false);
  const [durationError, setDurationError] = useState(false);
  const conduct = useConductLiveSession();

  const organisation = organisations.find((org) => org.hash === orgHash) ?? organisations[0];
  const group =
    organisation?.groups.find((candidate) => candidate.id === groupId) ?? organisation?.groups[0];
  const backendNow = state?.clock.now ?? new Date().toISOString();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!group) return;
    const start = when === 'now' ? backendNow : fromJapanInput(startsAt);
    const length = classMinutes(minutes);
    setTimeError(!start);
    setDurationError(length === null);
    if (!start || length === null) return;
    try {
      const session = await conduct.mutateAsync({
        data: { groupName: group.name, startsAt: start, endsAt: minutesAfter(start, length) },
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
      <form className="console-form" onSubmit={submit} noValidate>
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
        <Field
          label={
            <>
              {intl.formatMessage(liveMessages.duration)}{' '}
              <span className="console-hint">
                {intl.formatMessage(classTimeMessages.durationStep)}
              </span>
            </>
          }
        >
          {(id) => (
            <span className="console-unit">
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={MIN_MINUTES}
                max={MAX_MINUTES}
                step={1}
                required
                value={minutes}
                aria-invalid={durationError || undefined}
                aria-describedby={durationError ? 'class-duration-error' : undefined}
                onChange={(event) => setMinutes(event.target.value)}
              />
              <span>{intl.formatMessage(liveMessages.durationUnit)}</span>
            </span>
          )}
        </Field>
        {durationError ? (
          <p id="class-duration-error" className="form-error" role="alert">
            {intl.formatMessage(classTimeMessages.badDuration)}
          </p>
        ) : null}
        <Button type="submit" disabled={!group || conduct.isPending}>
          {intl.formatMessage(when === 'now' ? liveMessages.startNow : liveMessages.schedule)}
        </Button>
      </form>
    </section>
  );
}
