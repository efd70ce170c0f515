import { FormattedMessage, useIntl } from 'react-intl';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import { Spinner } from '../../components/ui/spinner';
import { consoleMessages } from '../messages';
import { liveMessages } from './live-messages';
import { SessionListItem } from './session-list-item';

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
            <SessionListItem
              key={session.id}
              session={session}
              selected={session.id === selected}
              onSelect={onSelect}
              when={liveMessages.timeRange}
            >
              <span className="console-session__meta">
                {intl.formatMessage(liveMessages.exercisesCount, {
                  count: session.exercises.length,
                })}
                {' · '}
                {intl.formatMessage(liveMessages.listJoined, { count: session.joinedCount })}
              </span>
            </SessionListItem>
          ))}
        </ul>
      )}
    </section>
  );
}
