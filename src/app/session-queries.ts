// The session's queries (spec 4.2), shared by the session (./session.ts) and the route loaders
// (./loaders/): the same keys and calls wherever they are asked for first, so a loader's answer is
// the one the session reads.
//
// Unlike a screen's query (src/api/queries/session-key.ts), each of these is made for one token:
// they decide whose session it is, and the session drops every entry of a token that went. One
// factory, `tokenQuery`, keys each by its token (and alias) and sends it with the same ones, so an
// answer asked for one user is never kept under another's key, whatever the store holds by then.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import {
  getGetFeatureFlagsQueryKey,
  getGetProfileQueryKey,
  getListAliasesQueryKey,
  getListGroupsQueryKey,
  getProfile,
  listAliases,
  listGroups,
} from '../api/generated/endpoints/user/user';
import { loadFeatureFlags } from '../features/auth/feature-flags';
import type { SessionAlias, SessionProfile } from '../hooks/use-session';

/** The headers of a session call made for a given token (and alias), whatever the session holds. */
export const authHeaders = (token: string, aliasUuid?: string): Record<string, string> => ({
  Authorization: `Token ${token}`,
  ...(aliasUuid ? { 'X-Alias-Uuid': aliasUuid } : {}),
});

/** What a session query is made for: its token, and the alias for all but the aliases. */
type Made = { token: string; aliasUuid?: string };

/**
 * One of the session's queries: `key` (a generated `get…QueryKey()`) followed by the token and the
 * alias it is made for, and `call` given the headers of the same token and alias.
 */
function tokenQuery<T>(
  key: QueryKey,
  { token, aliasUuid }: Made,
  call: (request: { signal: AbortSignal; headers: Record<string, string> }) => Promise<T>,
) {
  return queryOptions({
    queryKey: [...key, token, ...(aliasUuid === undefined ? [] : [aliasUuid])],
    queryFn: ({ signal }): Promise<T> => call({ signal, headers: authHeaders(token, aliasUuid) }),
    staleTime: Infinity,
  });
}

/** The user's aliases (token-wide: they outlive an alias switch). */
export const aliasesQuery = (token: string) =>
  tokenQuery(getListAliasesQueryKey(), { token }, (request): Promise<SessionAlias[]> =>
    listAliases(request),
  );

/** The profile of the user through one alias. */
export const profileQuery = (token: string, aliasUuid: string) =>
  tokenQuery(getGetProfileQueryKey(), { token, aliasUuid }, (request): Promise<SessionProfile> =>
    getProfile(request),
  );

/**
 * The alias's feature flags (failures count every flag as off: no retry). The alias is in the
 * generated key already (it is the call's parameter).
 */
export const flagsQuery = (token: string, aliasUuid: string) => ({
  ...tokenQuery(getGetFeatureFlagsQueryKey({ alias_uuid: aliasUuid }), { token }, ({ signal }) =>
    loadFeatureFlags(token, aliasUuid, signal),
  ),
  retry: false,
});

/** The alias's groups (spec 4.2: loaded once the profile is in); a failure only shows none. */
export const groupsQuery = (token: string, aliasUuid: string) => ({
  ...tokenQuery(getListGroupsQueryKey(), { token, aliasUuid }, (request) => listGroups(request)),
  retry: false,
});
