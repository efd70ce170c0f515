// ============================================================================================
// OWNED BY THE AUTH ENGINEER (shell issue, part 2). The app shell (part 1) wrote this contract
// and a skeleton; the implementation of the provider below is yours to replace: sign-in, alias
// loading then profile (spec 4.2), the selected alias per user (storage.selectedAliases), feature
// flags, logout (clears token, aliases, groups, profile, flags, push tags), the 500 ms auth-info
// poll. Keep the exported names and the shape of `Session` / `SessionActions`: the shell reads them.
//
// What the shell gives you (src/app/guard/*):
// - `useNavigateAfterSignIn()` (guard/after-sign-in.ts): call it after a successful sign-in; it
//   goes to the login page's `nextPath` (or home).
// - `requestedAliasUuid(search)` (guard/alias-query.ts): the `aliasUuid` query the user arrived
//   with; prefer it over the stored alias when you pick the alias after loading aliases. The
//   guard itself calls `selectAlias` for a known one and `logout` for an unknown one.
// - `storage.authToken` (src/lib/storage.ts): the stored login item; its presence is what
//   "signed in" means for the guard.
// ============================================================================================
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UserAlias } from '../api/generated/model/userAlias';
import type { UserProfile } from '../api/generated/model/userProfile';
import { authToken, subscribe } from '../lib/storage';

export type SessionStatus = 'signed-out' | 'loading' | 'signed-in';

export type SessionAlias = UserAlias;

export type SessionProfile = UserProfile;

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
  limitedMode: SessionLimitedMode | null;
};

export type SessionActions = {
  /** Stores a fresh token from a sign-in call; aliases and profile load after it. */
  signIn: (token: string) => void;
  /** Signs out (spec 4.2); the guard then sends the user to login. */
  logout: () => Promise<void>;
  selectAlias: (aliasUuid: string) => void;
  /** Replaces the profile after an update (settings saves it with updateProfile). */
  setProfile: (profile: SessionProfile) => void;
  /** Set by the live-class polling when a limited mode starts, changes or ends. */
  setLimitedMode: (limitedMode: SessionLimitedMode | null) => void;
};

export type SessionValue = Session & SessionActions;

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

let credentials: { token: string | null; aliasUuid: string | null } = { token: null, aliasUuid: null };

/** The token and alias every authenticated call sends (read by the HTTP client's configuration). */
export function sessionCredentials(): { token: string | null; aliasUuid: string | null } {
  return credentials;
}

/** Skeleton: only the stored token. The auth engineer replaces it with the full implementation. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(() => authToken.read());
  const [profile, setProfile] = useState<SessionProfile | null>(null);
  const [limitedMode, setLimitedMode] = useState<SessionLimitedMode | null>(null);
  useEffect(() => subscribe(authToken, () => setToken(authToken.read())), []);
  credentials = { token, aliasUuid: null };

  const value: SessionValue = {
    status: token ? 'signed-in' : 'signed-out',
    token,
    userUuid: profile?.userUuid ?? null,
    aliasUuid: null,
    profile,
    aliases: [],
    flags: {},
    limitedMode,
    signIn: (next) => authToken.write(next),
    logout: async () => authToken.clear(),
    selectAlias: () => undefined,
    setProfile,
    setLimitedMode,
  };
  return createElement(SessionContext.Provider, { value }, children);
}
