// What every screen's query is made for besides its own inputs: the session's alias and the screen
// language, at the end of its key (docs/routing-and-data-loading.md#keys-carry-the-session). The
// query options of each area (./<area>.ts) are built here from the generated ones, and a route
// loader and its screen take them from the same function with the same inputs: one key by
// construction. Another organisation or another language is another entry, so a switch needs no
// reset of the cache and never shows one organisation's answer in another.
import type { QueryKey } from '@tanstack/react-query';
import type { Language } from '../../lib/services/storage';

/** The session a query is made for (a loader's session, or useQuerySession() on screen). */
export type QuerySession = { readonly aliasUuid: string | null; readonly language: Language };

/** `key` (a generated `get…QueryKey()`) for `session`: its alias and language appended. */
function sessionKey(key: QueryKey, session: QuerySession): QueryKey {
  return [...key, session.aliasUuid, session.language];
}

/**
 * Generated query options for `session`: the same call, its key ending with the session's alias
 * and language (the call itself sends them, from the session store or the loader's headers).
 * Invalidating the generated key (`get…QueryKey()`) still reaches every session's entry.
 */
export function forSession<O extends { queryKey: QueryKey }>(options: O, session: QuerySession): O {
  return { ...options, queryKey: sessionKey(options.queryKey, session) };
}

/**
 * Generated query options for what is the same in every organisation but written in the request's
 * language (the release notes): the key ends with the session's language alone, so an alias switch
 * keeps the entry and a language switch reads another.
 */
export function forLanguage<O extends { queryKey: QueryKey }>(
  options: O,
  session: Pick<QuerySession, 'language'>,
): O {
  return { ...options, queryKey: [...options.queryKey, session.language] };
}
