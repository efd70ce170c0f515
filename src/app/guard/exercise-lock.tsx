import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { liveSessionsQuery } from '../../api/queries/live';
import { useQuerySession } from '../../hooks/use-query-session';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/routes';
import { useLimitedModeDetails } from '../../features/live/hooks/use-limited-mode-details';
import { lobbyNoticeState } from '../../features/live/lobby-notice';
import { lobbyMessages } from '../../features/live/messages';
import {
  CLASS_LIST_WAIT_MS,
  exerciseLockVerdict,
  isClassListKnown,
} from '../../lib/rules/live-exercise-lock';
import { limitedModeIn } from '../../lib/rules/live-limited-mode';
import { Navigate, useLocation, useParams } from 'react-router';
import { useMaintenanceActive } from '../app-state/build-info-query';
import { LIVE_POLL_INTERVAL_MS } from '../live/limited-mode-watch';
import { useSession } from '../../hooks/use-session';

/** True once `waiting` has lasted `ms` (it stays true: the list, once had, is kept in memory). */
function useWaitedOut(waiting: boolean, ms: number): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setOut(true), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return out;
}

/**
 * The teacher's lock on the exercise routes (spec 2.2, 4.4): while a class's limited mode is in
 * force, only the exercises the teacher chose open; any other exercise address (typed, a bookmark,
 * the back button, an old link) goes to the lobby, which says why. It reads the live sessions the
 * shell polls and the chosen exercises (the lobby's query), and shows a spinner, not the exercise,
 * until both are known, or the list has not answered in CLASS_LIST_WAIT_MS (offline it is not
 * waited for at all: isClassListKnown); chosen exercises that cannot be loaded send the learner
 * to the lobby.
 *
 * An exercise already on screen stays while a new limited mode's exercises load (the class started
 * while the learner was in it): a chosen one goes on undisturbed, any other is left for the lobby
 * (unmounted, which neither asks the exercise's "leave?" question nor loses an answer: answers
 * wait as the app's offline calls, the run in session storage).
 */
export function ExerciseLock({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { key } = useLocation();
  const { courseUuid = '', exerciseUuid = '' } = useParams();
  const { status, aliasUuid } = useSession();
  const maintenance = useMaintenanceActive();
  const enabled = status === 'signed-in' && aliasUuid !== null && !maintenance;
  const sessions = useQuery({
    ...liveSessionsQuery(useQuerySession()),
    enabled,
    staleTime: LIVE_POLL_INTERVAL_MS,
  });
  const inForce = sessions.data ? limitedModeIn(sessions.data, new Date()) : null;
  const details = useLimitedModeDetails(inForce, { enabled });
  /** The history entry whose exercise was last let through (kept as the render lets it through). */
  const [opened, setOpened] = useState<string | null>(null);
  const listKnown = isClassListKnown(sessions);
  const waitedOut = useWaitedOut(enabled && !listKnown, CLASS_LIST_WAIT_MS);

  // Not signed in yet: the exercise waits for the session itself.
  if (!enabled) return children;
  const verdict = exerciseLockVerdict({
    classKnown: listKnown || waitedOut,
    inClass: inForce !== null,
    chosen: details.data ? details.data.exercises : details.isError ? 'failed' : 'loading',
    exercise: { courseUuid, exerciseUuid },
  });
  const onScreen = opened === key;
  if (verdict === 'open') {
    if (!onScreen) setOpened(key);
    return children;
  }
  if (verdict === 'wait')
    return onScreen ? children : <Spinner label={intl.formatMessage(lobbyMessages.loading)} />;
  // A class locked to no exercise: the teacher called everyone back to the lobby.
  const calledBack = details.data !== undefined && details.data.exercises.length === 0;
  const notice =
    verdict === 'unverified'
      ? 'unverified'
      : calledBack
        ? 'calledBack'
        : onScreen
          ? 'movedOut'
          : 'notChosen';
  return <Navigate to={paths.liveLobby(true)} replace state={lobbyNoticeState(notice)} />;
}
