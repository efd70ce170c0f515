// What of TanStack Query's cache is saved on the device and what of it comes back
// (./query-persistence.ts, docs/offline-and-service-worker.md). Pure, for the tests. Loaded with
// the storage, after the first screen (it brings the token's digest); what the query client needs
// from the start is in ./query-persistence-keys.ts.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { isSavedQueryKey, QUERY_CACHE_MAX_AGE_MS } from './query-persistence-keys';

/** The first 16 hex digits of the token's SHA-256: enough to tell users apart, never the token. */
const tokenDigest = (token: string): string => bytesToHex(sha256(utf8ToBytes(token))).slice(0, 16);

/** The IndexedDB key of a session's saved cache: the token's digest, never the token. */
export const queryCacheStoreKey = (token: string): string =>
  `eigo.query-cache.v1.${tokenDigest(token)}`;

/**
 * Whether a query is saved: a successful answer of a path of ./query-persistence-keys.ts (exercise
 * content, courses and their lists, assignments, home's calls, the session's aliases, profile,
 * groups and flags), by the path its key starts with. Nothing else: no sign-in answer, no build
 * info, no live class state, no history.
 */
export function isSavedQuery(
  query: Pick<Query, 'queryKey' | 'state'>,
  now: number = Date.now(),
): boolean {
  return (
    query.state.status === 'success' &&
    isSavedQueryKey(query.queryKey) &&
    isYoungEnough(query.state.dataUpdatedAt, now)
  );
}

/**
 * An answer is saved, and comes back, only while it is younger than QUERY_CACHE_MAX_AGE_MS.
 * TanStack's `maxAge` judges the saved cache as a whole (its last save), and each restore puts
 * every answer back in memory, where the next save writes it again: without this, an exercise
 * opened once would stay on a device used every week for the whole school year.
 */
const isYoungEnough = (dataUpdatedAt: number, now: number) =>
  now - dataUpdatedAt < QUERY_CACHE_MAX_AGE_MS;

/** What is stored: the persisted client. */
export type SavedQueryCache = { client: PersistedClient };

/** The session's own queries, whose keys carry its token (../app/session-queries.ts). */
const SESSION_PATHS = ['/user/aliases/', '/user/profile/', '/user/feature-flags/', '/user/groups/'];
const isSessionQuery = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' &&
  SESSION_PATHS.some((path) => (queryKey[0] as string).startsWith(path));

/**
 * What of a saved cache may be restored for this session: the session's own queries of its token,
 * and every screen's query. A screen's key carries the alias and the language it was answered for
 * (src/api/queries/session-key.ts), so an answer saved for one organisation comes back under that
 * organisation's key and is never read for another: the session picks its alias as ever, and the
 * screens read that alias's entries.
 */
export function restorableClient(
  saved: SavedQueryCache,
  token: string,
  now: number = Date.now(),
): PersistedClient {
  return {
    ...saved.client,
    clientState: {
      mutations: [],
      queries: saved.client.clientState.queries.filter(
        (query) =>
          (!isSessionQuery(query.queryKey) || query.queryKey.includes(token)) &&
          isYoungEnough(query.state.dataUpdatedAt, now),
      ),
    },
  };
}
