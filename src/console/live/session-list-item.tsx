import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import { liveMessages } from './live-messages';
import { SessionStatus } from './session-status';

/**
 * One class of the console's lists (./class-list.tsx, ./ended-class-list.tsx): its group and
 * status, its school and its time (`when`, a message given its start and end), and any more lines;
 * pressing it shows the class beside the list.
 */
export function SessionListItem({
  session,
  selected,
  onSelect,
  when,
  children,
}: {
  session: ConductedLiveSession;
  selected: boolean;
  onSelect: (sessionId: number) => void;
  when: MessageDescriptor;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <li>
      <button
        type="button"
        className="console-session"
        aria-pressed={selected}
        onClick={() => onSelect(session.id)}
      >
        <span className="console-session__title">
          {intl.formatMessage(liveMessages.panelHeading, { group: session.group.name })}
          <SessionStatus status={session.status} />
        </span>
        <span className="console-session__meta">
          {session.group.orgName}
          {' · '}
          {intl.formatMessage(when, {
            start: new Date(session.startsAt),
            end: new Date(session.endsAt),
          })}
        </span>
        {children}
      </button>
    </li>
  );
}
