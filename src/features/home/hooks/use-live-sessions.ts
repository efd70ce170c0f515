import { useQuery } from '@tanstack/react-query';
import { liveSessionsQuery } from '../../../api/queries/live';
import { useQuerySession } from '../../../hooks/use-query-session';

/**
 * The alias's live classes. The shell polls the same query every 5 s (spec 4.4), so the banners
 * follow the classes without polling twice.
 */
export function useLiveSessions(enabled: boolean) {
  return useQuery({ ...liveSessionsQuery(useQuerySession()), enabled });
}
