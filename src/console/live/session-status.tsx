import { useIntl } from 'react-intl';
import type { ConductedLiveSession } from '../../api/generated/model/conductedLiveSession';
import { liveMessages } from './live-messages';

/** Upcoming, under way or over, as a badge. */
export function SessionStatus({ status }: { status: ConductedLiveSession['status'] }) {
  const intl = useIntl();
  return (
    <span className={`console-badge console-badge--${status}`}>
      {intl.formatMessage(liveMessages.status, { status })}
    </span>
  );
}
