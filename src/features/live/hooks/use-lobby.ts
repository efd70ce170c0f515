import {
  getGetLimitedModeQueryKey,
  useGetLimitedMode,
  useListLiveSessions,
} from '../../../api/generated/endpoints/live/live';
import { currentLiveSession, isUpcoming } from '../../../lib/live-current-session';

/**
 * The lobby's data: the class in force (the shell polls the sessions every 5 s; this reads the
 * same query) and, once it has started in limited mode, the exercises the teacher chose. Their
 * query is keyed by the limited mode's version too, so a change by the teacher loads them again.
 */
export function useLobby(enabled: boolean, now: Date) {
  const sessions = useListLiveSessions({ query: { enabled } });
  const current = sessions.data ? currentLiveSession(sessions.data, now) : null;
  const upcoming = current ? isUpcoming(current, now) : false;
  const limitedMode = current && !upcoming ? current.limitedMode : null;
  const sessionId = current?.id ?? 0;
  const limitedModeId = limitedMode?.id ?? 0;
  const exercises = useGetLimitedMode(sessionId, limitedModeId, {
    query: {
      enabled: enabled && limitedMode !== null,
      queryKey: [...getGetLimitedModeQueryKey(sessionId, limitedModeId), limitedMode?.version],
    },
  });
  return { sessions, current, upcoming, limitedMode, exercises };
}
