import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetLiveClassViewQueryKey,
  getListConductedLiveSessionsQueryKey,
  useExtendLiveSession,
  useSendLiveClassToLobby,
} from '../../api/generated/endpoints/mock/mock';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast/toast-context';
import { minutesLeft } from '../../lib/rules/live-time-left';
import { useProblemText } from '../components/use-problem-text';
import { classroomHash } from '../lib/console-view';
import { classTimeMessages } from './class-time-messages';

/** The minutes the teacher can add with one button. */
const EXTEND_STEPS = [5, 10] as const;

/** What is left of the class as its pupils' lobby says it, or when it starts, or that it is over. */
export function TimeLeft({
  session,
  now,
  className,
}: {
  session: Pick<ConductedLiveSession, 'startsAt' | 'endsAt'>;
  now: Date;
  className?: string;
}) {
  const intl = useIntl();
  const toStart = minutesLeft(session.startsAt, now);
  const left = minutesLeft(session.endsAt, now);
  return (
    <p className={className} role="timer" aria-live="off">
      {toStart !== null
        ? intl.formatMessage(classTimeMessages.startsIn, { minutes: toStart })
        : left !== null
          ? intl.formatMessage(classTimeMessages.left, { minutes: left })
          : intl.formatMessage(classTimeMessages.over)}
    </p>
  );
}

/**
 * The class's time in the teacher's hands: what is left, more time (+5, +10 min; the pupils see
 * the new end at their next poll), everyone back to the lobby (asked first) and the classroom
 * view for the projector, in a new window.
 */
export function ClassTime({ session, now }: { session: ConductedLiveSession; now: Date }) {
  const intl = useIntl();
  const toast = useToast();
  const problemText = useProblemText();
  const queryClient = useQueryClient();
  const extend = useExtendLiveSession();
  const lobby = useSendLiveClassToLobby();
  const [confirming, setConfirming] = useState(false);
  const over = minutesLeft(session.endsAt, now) === null;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetLiveClassViewQueryKey(session.id) }),
      queryClient.invalidateQueries({ queryKey: getListConductedLiveSessionsQueryKey() }),
    ]);
  const addMinutes = async (minutes: number) => {
    try {
      const extended = await extend.mutateAsync({ sessionId: session.id, data: { minutes } });
      await refresh();
      toast(
        intl.formatMessage(classTimeMessages.extended, {
          group: session.group.name,
          minutes,
          end: new Date(extended.endsAt),
        }),
      );
    } catch (error) {
      toast(problemText(error));
    }
  };
  const sendToLobby = async () => {
    try {
      await lobby.mutateAsync({ sessionId: session.id });
      await refresh();
      setConfirming(false);
      toast(intl.formatMessage(classTimeMessages.lobbySent, { group: session.group.name }));
    } catch (error) {
      toast(problemText(error));
    }
  };

  return (
    <div
      className="console-time"
      role="group"
      aria-label={intl.formatMessage(classTimeMessages.heading)}
    >
      <div className="console-time__left">
        <TimeLeft session={session} now={now} className="console-time__minutes" />
        <p className="console-muted">
          {intl.formatMessage(classTimeMessages.until, { end: new Date(session.endsAt) })}
        </p>
      </div>
      <div className="console-actions">
        {/* A class that is over keeps its room and report, not its time controls. */}
        {over
          ? null
          : EXTEND_STEPS.map((minutes) => (
              <Button
                key={minutes}
                variant="secondary"
                disabled={extend.isPending}
                aria-label={intl.formatMessage(classTimeMessages.extendLabel, { minutes })}
                onClick={() => addMinutes(minutes)}
              >
                {intl.formatMessage(classTimeMessages.extend, { minutes })}
              </Button>
            ))}
        {confirming || over ? null : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {intl.formatMessage(classTimeMessages.lobby)}
          </Button>
        )}
        <a
          className="button button--secondary"
          href={`#${classroomHash(session.id)}`}
          target="_blank"
          rel="noopener"
        >
          {intl.formatMessage(classTimeMessages.classroomOpen)}
          <span aria-hidden="true"> ↗</span>
          <span className="visually-hidden">
            {intl.formatMessage(classTimeMessages.classroomNewWindow)}
          </span>
        </a>
      </div>
      {confirming ? (
        <div className="console-actions">
          <span className="console-actions__question">
            {intl.formatMessage(classTimeMessages.lobbyConfirm)}
          </span>
          <Button onClick={sendToLobby} disabled={lobby.isPending}>
            {intl.formatMessage(classTimeMessages.lobbyYes)}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {intl.formatMessage(classTimeMessages.lobbyNo)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
