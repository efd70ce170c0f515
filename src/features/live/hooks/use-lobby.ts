import { useQuery } from '@tanstack/react-query';
import { liveSessionsQuery } from '../../../api/queries/live';
import { useQuerySession } from '../../../hooks/use-query-session';
import { currentLiveSession, isUpcoming } from '../../../lib/rules/live-current-session';
import { useLimitedModeDetails } from './use-limited-mode-details';

/**
 * The lobby's data: the class in force (the shell polls the sessions every 5 s; this reads the
 * same query) and, once it has started in limited mode, the exercises the teacher chose with this
 * learner's progress, asked again each time the lobby opens (coming back from an exercise, a
 * reload) and when the teacher changes them (the shell's watch invalidates them).
 */
export function useLobby(enabled: boolean, now: Date) {
  const sessions = useQuery({ ...liveSessionsQuery(useQuerySession()), enabled });
  const current = sessions.data ? currentLiveSession(sessions.data, now) : null;
  const upcoming = current ? isUpcoming(current, now) : false;
  const limitedMode = current && !upcoming ? current.limitedMode : null;
  const exercises = useLimitedModeDetails(
    current && limitedMode ? { sessionId: current.id, limitedModeId: limitedMode.id } : null,
    { enabled, refetchOnMount: 'always' },
  );
  return { sessions, current, upcoming, limitedMode, exercises };
}
