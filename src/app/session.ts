// The session of spec 4.2: the stored token (its presence is what "signed in" means for the
// guard), then the user's aliases, the selected alias (remembered per user, sent on every call),
// the profile through that alias, the alias's feature flags and, after the profile, its groups. The shell reads `Session` and
// calls `SessionActions`; the sign-in screens call `signIn` and then `useNavigateAfterSignIn()`.
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { logout as logoutCall } from '../api/generated/endpoints/auth/auth';
import { getListAliasesQueryKey, tagAlias } from '../api/generated/endpoints/user/user';
import { ApiError } from '../api/http-client';
import { useStoredAuthToken } from '../features/auth/hooks/use-stored-auth-token';
import { pickAlias, requestedAliasUuid } from '../lib/alias-selection';
import { whenIdle } from '../lib/when-idle';
import { logEvent } from '../lib/log-event';
import { announcedLimitedModes, authToken, selectedAliases } from '../lib/storage';
import { BUILD_INFO_QUERY_KEY } from './app-state/build-info-query';
import {
  aliasesQuery,
  authHeaders,
  flagsQuery,
  groupsQuery,
  profileQuery,
  type SessionAlias,
  type SessionProfile,
} from './session-queries';

export type SessionStatus = 'signed-out' | 'loading' | 'signed-in';

export type { SessionAlias, SessionProfile } from './session-queries';

/** The live class's limited mode the user is in (spec 4.4), or null. */
export type SessionLimitedMode = { sessionId: number; limitedModeId: number; version: number };

export type Session = {
  /** signed-out: no stored token; loading: token, aliases or profile not loaded yet. */
  status: SessionStatus;
  token: string | null;
  userUuid: string | null;
  aliasUuid: string | null;
  profile: SessionProfile | null;
  aliases: SessionAlias[];
  /** Feature flags of the user and alias; a missing name is false. */
  flags: Record<string, boolean>;
  /** The names of the alias's groups (spec 3), e.g. "2-A"; empty until loaded after the profile. */
  groupNames: readonly string[];
  limitedMode: SessionLimitedMode | null;
};

export type SessionActions = {
  /** Stores a fresh token from a sign-in call; aliases and profile load after it. */
  signIn: (token: string) => void;
  /** Signs out (spec 4.2); the guard then sends the user to login. */
  logout: () => Promise<void>;
  /**
   * Switches to another of the user's aliases; everything loaded for the previous one reloads.
   * Refused while a limited mode is in force: the class holds the learner in its organisation.
   */
  selectAlias: (aliasUuid: string) => void;
  /** Replaces the profile after an update (settings saves it with updateProfile). */
  setProfile: (profile: SessionProfile) => void;
  /** Set by the live-class polling when a limited mode starts, changes or ends. */
  setLimitedMode: (limitedMode: SessionLimitedMode | null) => void;
};

export type SessionValue = Session & SessionActions;

/** Forgets the exercise runs and conversations kept in session storage (all under `eigo.`). */
function forgetExerciseRuns(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith('eigo.')) window.sessionStorage.removeItem(key);
    }
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

let credentials: { token: string | null; aliasUuid: string | null } = {
  token: null,
  aliasUuid: null,
};

/** The token and alias every authenticated call sends (read by the HTTP client's configuration). */
export function sessionCredentials(): { token: string | null; aliasUuid: string | null } {
  return credentials;
}

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

/** Queries that outlive an alias switch: the published build and the (token-wide) alias list. */
const keptOnAliasSwitch = (query: Query) =>
  query.queryKey[0] === BUILD_INFO_QUERY_KEY[0] ||
  query.queryKey[0] === getListAliasesQueryKey()[0];

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useStoredAuthToken();
  const [chosen, setChosen] = useState<{ token: string; aliasUuid: string } | null>(null);
  const [limitedMode, setLimitedMode] = useState<SessionLimitedMode | null>(null);
  const inClass = useRef(false);
  inClass.current = limitedMode !== null;

  const aliasesAnswer = useQuery({ ...aliasesQuery(token ?? ''), enabled: token !== null });
  const aliases = (token !== null && aliasesAnswer.data) || NO_ALIASES;

  // The alias the session starts with: an `aliasUuid` query, else the one remembered, else the
  // first (computed once per alias list, so dropping the query from the address keeps it).
  const initialAlias = useMemo(
    () =>
      pickAlias(
        aliases.map((alias) => alias.uuid),
        requestedAliasUuid(window.location.search),
        selectedAliases.read(),
      ),
    [aliases],
  );
  const aliasUuid =
    chosen && chosen.token === token && aliases.some((alias) => alias.uuid === chosen.aliasUuid)
      ? chosen.aliasUuid
      : initialAlias;
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

  // Every call made from here on (children's queries start in effects, after this render).
  credentials = { token, aliasUuid };

  const pendingLogout = useRef<Promise<void> | null>(null);
  const logout = useCallback((): Promise<void> => {
    pendingLogout.current ??= (async () => {
      const current = authToken.read();
      if (current) {
        try {
          await logoutCall({ headers: authHeaders(current) });
        } catch (error) {
          // The session ends on this device whatever the backend answers.
          logEvent('logout-failed', {
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
      signedOutOnPurpose = true;
      authToken.clear();
    })().finally(() => {
      pendingLogout.current = null;
    });
    return pendingLogout.current;
  }, []);

  // The token went away (logout, another tab, a 401) or was replaced by another user's: nothing
  // of the previous session stays (aliases, groups, profile, flags and every other answer).
  const previousToken = useRef(token);
  useEffect(() => {
    const before = previousToken.current;
    previousToken.current = token;
    if (before === null || before === token) return;
    credentials = { token, aliasUuid: null };
    setChosen(null);
    setLimitedMode(null);
    // A class is announced again to whoever signs in next.
    announcedLimitedModes.clear();
    // The exercises under way, kept for a reload, were the previous user's. (Their answers wait
    // in the answer queue, each sent for the alias it was made for; preferences the spec keeps per
    // user, such as the selected alias, stay.)
    forgetExerciseRuns();
    // The new session's own queries (keyed by its token) may be under way already: kept.
    queryClient.removeQueries({
      predicate: (query) =>
        query.queryKey[0] !== BUILD_INFO_QUERY_KEY[0] &&
        (token === null || !query.queryKey.includes(token)),
    });
    queryClient.getMutationCache().clear();
  }, [token, queryClient]);

  // A token the backend no longer accepts is dropped; a user without any alias cannot use the app.
  useEffect(() => {
    if (isUnauthorized(aliasesAnswer.error) || isUnauthorized(profileAnswer.error))
      authToken.clear();
  }, [aliasesAnswer.error, profileAnswer.error]);
  useEffect(() => {
    if (token !== null && aliasesAnswer.data?.length === 0) {
      logEvent('no-alias-logout');
      void logout();
    }
  }, [token, aliasesAnswer.data, logout]);

  // Remember the selection for this user, and tag the push subscription with it (spec 4.2).
  const userUuid = profile?.userUuid ?? null;
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

  const signIn = useCallback((next: string) => {
    credentials = { token: next, aliasUuid: null };
    authToken.write(next);
  }, []);

  const selectAlias = useCallback(
    (next: string) => {
      const current = authToken.read();
      if (!current) return;
      // The teacher's lock (spec 2.2) is not left by way of another organisation.
      if (inClass.current) {
        logEvent('alias-switch-refused-in-class', { aliasUuid: next });
        return;
      }
      // Set before the reset below refetches, so the reloaded answers are the new alias's.
      credentials = { token: current, aliasUuid: next };
      setChosen({ token: current, aliasUuid: next });
      setLimitedMode(null);
      // Everything cached was answered for the previous alias (another organisation's courses,
      // assignments, live classes): dropped and loaded again rather than shown stale.
      void queryClient.resetQueries({ predicate: (query) => !keptOnAliasSwitch(query) });
    },
    [queryClient],
  );

  const setProfile = useCallback(
    (next: SessionProfile) => queryClient.setQueryData(profileKey, next),
    [queryClient, profileKey],
  );

  const value = useMemo<SessionValue>(
    () => ({
      status: token === null ? 'signed-out' : profile ? 'signed-in' : 'loading',
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
    ],
  );
  return createElement(SessionContext.Provider, { value }, children);
}
