import { FormattedMessage, useIntl } from 'react-intl';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import { Spinner } from '../../components/ui/spinner';
import { consoleMessages } from '../messages';
import { liveMessages } from './live-messages';
import { SessionStatus } from './session-status';

/** The classes not yet over, earliest first; choosing one shows it beside the list. */
export function ClassList({
  sessions,
  loading,
  selected,
  onSelect,
}: {
  sessions: readonly ConductedLiveSession[];
  loading: boolean;
  selected: number | null;
  onSelect: (sessionId: number) => void;
}) {
  const intl = useIntl();
  return (
    <section className="panel console-card" aria-labelledby="class-list-heading">
      <h2 id="class-list-heading" className="console-card__title">
        <FormattedMessage {...liveMessages.listHeading} />
      </h2>
      {loading ? (
        <Spinner label={intl.formatMessage(consoleMessages.loading)} />
      ) : sessions.length === 0 ? (
        <p className="console-muted">{intl.formatMessage(liveMessages.listEmpty)}</p>
      ) : (
        <ul className="console-sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <button
                type="button"
                className="console-session"
                aria-pressed={session.id === selected}
                onClick={() => onSelect(session.id)}
              >
                <span className="console-session__title">
                  {intl.formatMessage(liveMessages.panelHeading, { group: session.group.name })}
                  <SessionStatus status={session.status} />
                </span>
                <span className="console-session__meta">
                  {session.group.orgName}
                  {' · '}
                  {intl.formatMessage(liveMessages.timeRange, {
                    start: new Date(session.startsAt),
                    end: new Date(session.endsAt),
                  })}
                </span>
                <span className="console-session__meta">
                  {intl.formatMessage(liveMessages.exercisesCount, {
                    count: session.exercises.length,
                  })}
                  {' · '}
                  {intl.formatMessage(liveMessages.listJoined, { count: session.joinedCount })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
