// The session of spec 4.2: the stored token (its presence is what "signed in" means for the
// guard), then the user's aliases, the selected alias (remembered per user, sent on every call),
// the profile through that alias, the alias's feature flags and, after the profile, its groups.
// The token, the alias and the user are the session store's (src/api/session-store.ts), outside
// React, where the HTTP client, the route loaders and the offline calls read them too; this
// provider loads the rest with TanStack Query and gives the screens all of it. It writes the store
// only from effects and event handlers, never while it renders.
// The shell reads `Session` and calls `SessionActions` (both in src/hooks/use-session.ts); the
// sign-in screens call `signIn` and then `useNavigateAfterSignIn()`.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { logout as logoutCall } from '../api/generated/endpoints/auth/auth';
import { tagAlias } from '../api/generated/endpoints/user/user';
import { ApiError } from '../api/http-client';
import {
  clearSessionToken,
  endSession,
  sessionAliasAmong,
  sessionSnapshot,
  setSessionAlias,
  setSessionUser,
  settleSessionAlias,
  storeSessionToken,
  subscribeSession,
} from '../api/session-store';
import { isOfflineCall } from '../features/exercises/player/call-key';
import { unsubscribeFromPush } from '../features/notifications/push-subscription';
import { whenIdle } from '../lib/services/when-idle';
import { logEvent } from '../lib/services/log-event';
import { announcedLimitedModes, clearSessionItems, selectedAliases } from '../lib/services/storage';
import { BUILD_INFO_QUERY_KEY } from './app-state/build-info-query';
import {
  SessionContext,
  type SessionAlias,
  type SessionLimitedMode,
  type SessionProfile,
  type SessionValue,
} from '../hooks/use-session';
import {
  aliasesQuery,
  authHeaders,
  flagsQuery,
  groupsQuery,
  profileQuery,
} from './session-queries';

let signedOutOnPurpose = false;

/**
 * True once after the user signed out themselves (rather than being sent to sign in): the login
 * page then opens without a nextPath back to where they were.
 */
export function takeSignedOutOnPurpose(): boolean {
  const value = signedOutOnPurpose;
  signedOutOnPurpose = false;
  return value;
}

const NO_ALIASES: SessionAlias[] = [];
const NO_FLAGS: Record<string, boolean> = {};
const NO_GROUPS: readonly string[] = [];

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

let pendingLogout: Promise<void> | null = null;

/**
 * Signs out (after `first`, if given): the backend is told, this device stops receiving the user's
 * pushes, and the stored token goes. Made for the session the store holds when it runs; one at a
 * time (a second call while one is under way waits for it).
 */
function logout(first?: () => Promise<unknown>): Promise<void> {
  pendingLogout ??= (async () => {
    // On purpose from its start: should the token go meanwhile (a 401 after the demo's reset,
    // another tab), the login page still opens without a way back.
    signedOutOnPurpose = true;
    try {
      await first?.();
    } catch (error) {
      signedOutOnPurpose = false;
      throw error;
    }
    const { token, aliasUuid } = sessionSnapshot();
    if (token) {
      // This device stops receiving the user's pushes (the backend drops them at logout too).
      void unsubscribeFromPush({ headers: authHeaders(token, aliasUuid ?? undefined) });
      try {
        await logoutCall({ headers: authHeaders(token) });
      } catch (error) {
        // The session ends on this device whatever the backend answers.
        logEvent('logout-failed', {
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
    clearSessionToken();
  })().finally(() => {
    pendingLogout = null;
  });
  return pendingLogout;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { token, aliasUuid: storedAlias } = useSyncExternalStore(subscribeSession, sessionSnapshot);
  const [limitedMode, setLimitedMode] = useState<SessionLimitedMode | null>(null);
  const inClass = limitedMode !== null;

  const aliasesAnswer = useQuery({ ...aliasesQuery(token ?? ''), enabled: token !== null });
  const aliases = (token !== null && aliasesAnswer.data) || NO_ALIASES;

  // The alias the store settled on (a loader, the switch, the effect below), or, in the render the
  // aliases arrive in, the one it is about to settle on (the store's rule: an `aliasUuid` query,
  // else the one remembered, else the first). Once settled it stays, so dropping the query from
  // the address keeps it.
  const aliasUuid = useMemo(
    () =>
      aliases.length === 0
        ? null
        : sessionAliasAmong(
            aliases.map((alias) => alias.uuid),
            storedAlias,
          ),
    [aliases, storedAlias],
  );
  const ready = token !== null && aliasUuid !== null;

  const profileOptions = useMemo(
    () => profileQuery(token ?? '', aliasUuid ?? ''),
    [token, aliasUuid],
  );
  const profileKey = profileOptions.queryKey;
  const profileAnswer = useQuery({ ...profileOptions, enabled: ready });
  const flagsAnswer = useQuery({ ...flagsQuery(token ?? '', aliasUuid ?? ''), enabled: ready });
  const profile = (ready && profileAnswer.data) || null;
  const flags = (ready && flagsAnswer.data) || NO_FLAGS;
  const groupsAnswer = useQuery({
    ...groupsQuery(token ?? '', aliasUuid ?? ''),
    enabled: profile !== null,
  });
  const groups = ready && profile !== null ? groupsAnswer.data : undefined;
  const groupNames = useMemo(() => groups?.map((group) => group.name) ?? NO_GROUPS, [groups]);

  // Once the aliases are in, the store settles the alias before any child's effect runs (the
  // children's queries start in theirs): every call from then on is made for it. Usually a route
  // loader settled it already, and this finds it so.
  useLayoutEffect(() => {
    if (token !== null && aliases.length > 0)
      settleSessionAlias(
        token,
        aliases.map((alias) => alias.uuid),
      );
  }, [token, aliases, storedAlias]);
  // The session ends with the app: the next one starts again from what is stored (another app on
  // the same page, as the tests render one after another), and its sign-out is forgotten.
  useEffect(
    () => () => {
      endSession();
      signedOutOnPurpose = false;
    },
    [],
  );
  // The user the token's profile names is the store's as soon as it is known, before any child's
  // effect: the offline calls made from then on are stamped with it.
  const userUuid = profile?.userUuid ?? null;
  useLayoutEffect(() => {
    if (token !== null && userUuid !== null) setSessionUser(token, userUuid);
  }, [token, userUuid]);

  // The token went away (logout, another tab, a 401) or was replaced by another user's: nothing
  // of the previous session stays (aliases, groups, profile, flags and every other answer).
  const previousToken = useRef(token);
  useEffect(() => {
    const before = previousToken.current;
    previousToken.current = token;
    if (before === null || before === token) return;
    setLimitedMode(null);
    // A class is announced again to whoever signs in next.
    announcedLimitedModes.clear();
    // The exercises under way, kept for a reload, were the previous user's. (Their answers wait
    // as offline calls, each sent for the alias it was made for; preferences the spec keeps per
    // user, such as the selected alias, stay.)
    clearSessionItems();
    // The new session's own queries (keyed by its token) may be under way already: kept.
    queryClient.removeQueries({
      predicate: (query) =>
        query.queryKey[0] !== BUILD_INFO_QUERY_KEY[0] &&
        (token === null || !query.queryKey.includes(token)),
    });
    // The offline calls stay: the player moves another learner's to her own store itself.
    const mutations = queryClient.getMutationCache();
    for (const mutation of mutations.getAll())
      if (!isOfflineCall(mutation)) mutations.remove(mutation);
  }, [token, queryClient]);

  // A token the backend no longer accepts is dropped; a user without any alias cannot use the app.
  useEffect(() => {
    if (isUnauthorized(aliasesAnswer.error) || isUnauthorized(profileAnswer.error))
      clearSessionToken();
  }, [aliasesAnswer.error, profileAnswer.error]);
  useEffect(() => {
    if (token !== null && aliasesAnswer.data?.length === 0) {
      logEvent('no-alias-logout');
      void logout();
    }
  }, [token, aliasesAnswer.data]);

  // Remember the selection for this user, and tag the push subscription with it (spec 4.2).
  const tagged = useRef<string | null>(null);
  useEffect(() => {
    if (!token || !aliasUuid || !userUuid) return;
    const stored = selectedAliases.read();
    if (stored[userUuid] !== aliasUuid) selectedAliases.write({ ...stored, [userUuid]: aliasUuid });
    const key = `${token} ${aliasUuid}`;
    if (tagged.current === key) return;
    // Once the screen has rendered (docs/performance.md): nothing waits for it.
    return whenIdle(() => {
      tagged.current = key;
      tagAlias({ headers: authHeaders(token, aliasUuid) }).catch((error: unknown) => {
        logEvent('tag-alias-failed', {
          message: error instanceof Error ? error.message : String(error),
        });
      });
    });
  }, [token, aliasUuid, userUuid]);

  const signIn = useCallback((next: string) => storeSessionToken(next), []);

  const selectAlias = useCallback(
    (next: string) => {
      const current = sessionSnapshot().token;
      if (!current) return;
      // The teacher's lock (spec 2.2) is not left by way of another organisation.
      if (inClass) {
        logEvent('alias-switch-refused-in-class', { aliasUuid: next });
        return;
      }
      // The screens' queries carry the alias in their keys (src/api/queries/session-key.ts): on
      // the next render they read the new alias's entries, asked for now or kept from before;
      // nothing of the previous organisation's is shown, and nothing needs resetting.
      setSessionAlias(current, next);
      setLimitedMode(null);
    },
    [inClass],
  );

  const setProfile = useCallback(
    (next: SessionProfile) => queryClient.setQueryData(profileKey, next),
    [queryClient, profileKey],
  );

  const value = useMemo<SessionValue>(
    () => ({
      status: token === null ? 'signed-out' : profile ? 'signed-in' : 'loading',
      queriesReady: ready,
      token,
      userUuid,
      aliasUuid,
      profile,
      aliases,
      flags,
      groupNames,
      limitedMode,
      signIn,
      logout,
      selectAlias,
      setProfile,
      setLimitedMode,
    }),
    [
      ready,
      token,
      userUuid,
      aliasUuid,
      profile,
      aliases,
      flags,
      groupNames,
      limitedMode,
      signIn,
      selectAlias,
      setProfile,
    ],
  );
  return createElement(SessionContext.Provider, { value }, children);
}
