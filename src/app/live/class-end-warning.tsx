import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useListLiveSessions } from '../../api/generated/endpoints/live/live';
import { LIVE_POLL_INTERVAL_MS } from './limited-mode-watch';
import { useMaintenanceActive } from '../app-state/build-info-query';
import { useSession } from '../../hooks/use-session';
import {
  endWarningThreshold,
  minutesLeft,
  nextEndWarningChange,
} from '../../lib/rules/live-class-end-warning';
import { classEndWarningMessages } from '../../features/shell/messages';

/**
 * The warning of one class end: shown from the moment a threshold (five, one minute left) is
 * crossed, with the minutes left then, until the next threshold or the end. A new `endsAt` (the
 * teacher extended the class) mounts a new one (keyed by it): the warnings follow the new end.
 */
export function ClassEndWarningFor({ endsAt }: { endsAt: string }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const threshold = endWarningThreshold(end, now);
  const [shown, setShown] = useState<{ threshold: number | null; minutes: number }>({
    threshold: null,
    minutes: 0,
  });
  // Once per threshold: the minutes said are those left when it was crossed (or first seen).
  if (shown.threshold !== threshold) setShown({ threshold, minutes: minutesLeft(end, now) });

  useEffect(() => {
    const next = nextEndWarningChange(end, now);
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [end, now]);

  if (threshold === null) return null;
  return (
    <p className="notice notice--warning class-end-warning">
      <FormattedMessage {...classEndWarningMessages.body} values={{ minutes: shown.minutes }} />
    </p>
  );
}

/** The class the learner is in: started, its end not passed on this device's clock. */
function classUnderWay(
  sessions: readonly { id: number; startsAt: string; endsAt: string }[] | undefined,
  now: number,
) {
  return sessions?.find(
    (session) => Date.parse(session.startsAt) <= now && Date.parse(session.endsAt) > now,
  );
}

/**
 * The five- and one-minute warnings before the end of the class under way (issue 36), for the
 * lobby and the exercise screens, announced politely. It reads `endsAt` from the sessions the
 * shell polls: an extension by the teacher shows at the next poll.
 */
export function ClassEndWarning() {
  const { status, aliasUuid } = useSession();
  const maintenance = useMaintenanceActive();
  const enabled = status === 'signed-in' && aliasUuid !== null && !maintenance;
  const { data } = useListLiveSessions({ query: { enabled, staleTime: LIVE_POLL_INTERVAL_MS } });
  // Looked up at each render (every poll that changes the list): one that is over is not.
  const current = enabled ? classUnderWay(data, Date.now()) : undefined;
  // The live region is there for the whole class, so a warning appearing in it is announced.
  if (!current) return null;
  return (
    <div role="status" className="class-end-warning__region">
      <ClassEndWarningFor key={`${current.id} ${current.endsAt}`} endsAt={current.endsAt} />
    </div>
  );
}
