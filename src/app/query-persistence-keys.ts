// What the query client needs from the start of the saved query cache's rules
// (./query-persistence-rules.ts, loaded later with the storage): which keys are saved, and for
// how long a saved answer may come back.
import { apiPathPolicy } from '../sw/shared/api-cache-policy';

/** A week: long enough for homework across a weekend, short enough not to show last term's. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a query's key names a path whose successful answers are saved (isSavedQuery). */
export function isSavedQueryKey(queryKey: readonly unknown[] | undefined): boolean {
  const head = queryKey?.[0];
  return (
    typeof head === 'string' &&
    head.startsWith('/') &&
    apiPathPolicy(head.split('?')[0] ?? head) !== null
  );
}
