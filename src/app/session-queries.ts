// The session's queries (spec 4.2), shared by the session (./session.ts) and the route loaders
// (./loaders/): the same keys and calls wherever they are asked for first, so a loader's answer is
// the one the session reads.
import { queryOptions } from '@tanstack/react-query';
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

/** The user's aliases (token-wide: they outlive an alias switch). */
export const aliasesQuery = (token: string) =>
  queryOptions({
    queryKey: [...getListAliasesQueryKey(), token],
    queryFn: ({ signal }): Promise<SessionAlias[]> =>
      listAliases({ signal, headers: authHeaders(token) }),
    staleTime: Infinity,
  });

/** The profile of the user through one alias. */
export const profileQuery = (token: string, aliasUuid: string) =>
  queryOptions({
    queryKey: [...getGetProfileQueryKey(), token, aliasUuid],
    queryFn: ({ signal }): Promise<SessionProfile> =>
      getProfile({ signal, headers: authHeaders(token, aliasUuid) }),
    staleTime: Infinity,
  });

/** The alias's feature flags (failures count every flag as off: no retry). */
export const flagsQuery = (token: string, aliasUuid: string) =>
  queryOptions({
    queryKey: [...getGetFeatureFlagsQueryKey({ alias_uuid: aliasUuid }), token],
    queryFn: ({ signal }) => loadFeatureFlags(token, aliasUuid, signal),
    staleTime: Infinity,
    retry: false,
  });

/** The alias's groups (spec 4.2: loaded once the profile is in); a failure only shows none. */
export const groupsQuery = (token: string, aliasUuid: string) =>
  queryOptions({
    queryKey: [...getListGroupsQueryKey(), token, aliasUuid],
    queryFn: ({ signal }) => listGroups({ signal, headers: authHeaders(token, aliasUuid) }),
    staleTime: Infinity,
    retry: false,
  });
