import { useQuery } from '@tanstack/react-query';
import { limitedModeQuery } from '../../../api/queries/live';
import { useQuerySession } from '../../../hooks/use-query-session';

/**
 * The exercises the teacher chose for the limited mode in force, with this learner's progress on
 * each (getLimitedMode), read by the lobby and by the lock on exercise routes. One query per
 * limited mode: when the teacher changes the selection (a new version) the shell's watch
 * invalidates it, and the answer on screen stays until the new one arrives. The lobby asks again
 * each time it opens (`refetchOnMount: 'always'`: the learner's progress moved meanwhile); the
 * lock reads what is there.
 */
export function useLimitedModeDetails(
  limitedMode: { sessionId: number; limitedModeId: number } | null,
  options: { enabled: boolean; refetchOnMount?: 'always' },
) {
  return useQuery({
    ...limitedModeQuery(
      limitedMode?.sessionId ?? 0,
      limitedMode?.limitedModeId ?? 0,
      useQuerySession(),
    ),
    enabled: options.enabled && limitedMode !== null,
    staleTime: Infinity,
    refetchOnMount: options.refetchOnMount ?? true,
  });
}
