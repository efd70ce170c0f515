import { useIntl } from 'react-intl';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import { reportMessages } from './report-messages';
import { SessionListItem } from './session-list-item';

/**
 * The classes that are over (ended by the teacher or out of time), the latest first, with their
 * date and time: choosing one shows its room as it was at the end and its report.
 */
export function EndedClassList({
  sessions,
  selected,
  onSelect,
}: {
  sessions: readonly ConductedLiveSession[];
  selected: number | null;
  onSelect: (sessionId: number) => void;
}) {
  const intl = useIntl();
  const latestFirst = [...sessions].sort(
    (a, b) => Date.parse(b.endsAt) - Date.parse(a.endsAt) || b.id - a.id,
  );
  return (
    <section className="panel console-card" aria-labelledby="ended-list-heading">
      <h2 id="ended-list-heading" className="console-card__title">
        {intl.formatMessage(reportMessages.endedHeading)}
      </h2>
      {latestFirst.length === 0 ? (
        <p className="console-muted">{intl.formatMessage(reportMessages.endedEmpty)}</p>
      ) : (
        <ul className="console-sessions">
          {latestFirst.map((session) => (
            <SessionListItem
              key={session.id}
              session={session}
              selected={session.id === selected}
              onSelect={onSelect}
              when={reportMessages.endedAt}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
