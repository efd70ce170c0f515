import { useListLiveSessions } from '../../../api/generated/endpoints/live/live';

/**
 * The alias's live classes. The shell polls the same query every 5 s (spec 4.4), so the banners
 * follow the classes without polling twice.
 */
export function useLiveSessions(enabled: boolean) {
  return useListLiveSessions({ query: { enabled } });
}
