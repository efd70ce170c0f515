import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { liveSessionsQuery } from '../../api/queries/live';
import { useQuerySession } from '../../hooks/use-query-session';
import { LIVE_POLL_INTERVAL_MS } from './limited-mode-watch';
import { useMaintenanceActive } from '../app-state/build-info-query';
import { useNow } from '../../hooks/use-now';
import { useSession } from '../../hooks/use-session';

/** The warning itself, with its rules: downloaded when a class is under way. */
const ClassEndWarningFor = lazy(() => import('./class-end-warning-notice'));

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
  const { data } = useQuery({
    ...liveSessionsQuery(useQuerySession()),
    enabled,
    staleTime: LIVE_POLL_INTERVAL_MS,
  });
  // The device's clock, renewed at the pace of the polls: a class that is over is not under way.
  const now = useNow(LIVE_POLL_INTERVAL_MS);
  const current = enabled ? classUnderWay(data, now.getTime()) : undefined;
  // The live region is there for the whole class, so a warning appearing in it is announced.
  if (!current) return null;
  return (
    <div role="status" className="class-end-warning__region">
      <Suspense fallback={null}>
        <ClassEndWarningFor key={`${current.id} ${current.endsAt}`} endsAt={current.endsAt} />
      </Suspense>
    </div>
  );
}
