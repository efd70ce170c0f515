// What of TanStack Query's cache is saved on the device and what of it comes back
// (./query-persistence.ts, docs/offline-and-service-worker.md). Pure, for the tests. Loaded with
// the storage, after the first screen (it brings the token's digest); what the query client needs
// from the start is in ./query-persistence-keys.ts.
import type { Query } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { pickAlias, requestedAliasUuid } from '../lib/rules/alias-selection';
import { tokenDigest } from '../sw/shared/api-cache-key';
import { isSavedQueryKey } from './query-persistence-keys';

/** The IndexedDB key of a session's saved cache: the token's digest, never the token. */
export const queryCacheStoreKey = (token: string): string =>
  `eigo.query-cache.v1.${tokenDigest(token)}`;

/**
 * Whether a query is saved: a successful answer of a GET the service worker keeps for offline use
 * too (src/sw/shared/api-cache-key.ts: exercise content, courses and their lists, assignments, home's
 * calls, the session's aliases, profile, groups and flags), by the path its key starts with.
 * Nothing else: no sign-in answer, no build info, no live class state, no history.
 */
export function isSavedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && isSavedQueryKey(query.queryKey);
}

/** What is stored: the persisted client and the alias its answers were made for. */
export type SavedQueryCache = { aliasUuid: string | null; client: PersistedClient };

/**
 * The alias whose screens' answers come back from a saved cache: the alias it was saved for, when
 * the session will start there (the same pickAlias as src/app/session.ts: a teacher's link to the
 * other organisation starts there, and must not show this one's lists); else null.
 */
export function screensRestoredFor(
  saved: SavedQueryCache,
  context: { token: string; search: string; remembered: Readonly<Record<string, string>> },
): string | null {
  const aliases = saved.client.clientState.queries.find(
    (query) => query.queryKey[0] === '/user/aliases/' && query.queryKey.includes(context.token),
  )?.state.data as { uuid: string }[] | undefined;
  const startsIn = aliases
    ? pickAlias(
        aliases.map((alias) => alias.uuid),
        requestedAliasUuid(context.search),
        context.remembered,
      )
    : null;
  return startsIn !== null && startsIn === saved.aliasUuid ? startsIn : null;
}

/**
 * What of a saved cache may be restored for this session. The session's own queries carry the
 * token in their keys (aliases; profile, flags and groups the alias too) and always may; the
 * screens' queries (`['/assignments/mine/']`…) name no alias, so they come back only when the
 * session will start in the alias they were saved for (screensRestoredFor).
 */
export function restorableClient(
  saved: SavedQueryCache,
  context: { token: string; search: string; remembered: Readonly<Record<string, string>> },
): PersistedClient {
  const sameAlias = screensRestoredFor(saved, context) !== null;
  return {
    ...saved.client,
    clientState: {
      mutations: [],
      // Every restored answer is stale: it comes from an earlier page, maybe from before a run
      // that changed it (a card's learned mark), and the throttled save may have missed its
      // invalidation. Shown at once, asked again on mount wherever the network allows.
      queries: saved.client.clientState.queries
        .filter((query) => sameAlias || query.queryKey.includes(context.token))
        .map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })),
    },
  };
}

/**
 * The alias a save is written for: the session's; before the session has picked one (its own
 * answers are still coming back, as on a reload offline), the alias of the screens' answers that
 * came back, which are the only screens' answers in memory then. Saving null there would drop
 * home's lists at the next reload.
 */
export const aliasOfSave = (sessionAlias: string | null, restoredFor: string | null) =>
  sessionAlias ?? restoredFor;
