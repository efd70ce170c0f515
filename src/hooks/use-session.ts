// What the screens know of the signed-in session (spec 4.2) and how they read it. The provider
// that loads it and acts on it is the app's (src/app/session.ts); the context and its reader live
// here, with the hooks every feature may use, so a feature that needs the profile or the alias
// (the speaking turn) reads it without importing src/app/.
import { createContext, useContext } from 'react';

type SessionStatus = 'signed-out' | 'loading' | 'signed-in';

export type SessionAlias = { uuid: string; name: string; orgName: string; orgHash: string };

export type SessionProfile = {
  userUuid: string;
  userType: 'individual' | 'org_member';
  userName: string;
  email: string;
  orgName: string | null;
  org: { hash: string } | null;
  useOnlyHttp: boolean;
  audio: { accent: number; speed: number };
};

/** The live class's limited mode the user is in (spec 4.4), or null. */
export type SessionLimitedMode = { sessionId: number; limitedModeId: number; version: number };

type Session = {
  /** signed-out: no stored token; loading: token, aliases or profile not loaded yet. */
  status: SessionStatus;
  /**
   * The token and the alias are known: the screens' queries, keyed by both, can be made (their
   * route loaders made them already), though the profile may still be on its way. A screen whose
   * queries waited for the profile as well fetched again what its loader had just failed to get,
   * flashing its loading state between two of the same errors.
   */
  queriesReady: boolean;
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

type SessionActions = {
  /** Stores a fresh token from a sign-in call; aliases and profile load after it. */
  signIn: (token: string) => void;
  /**
   * Signs out (spec 4.2); the guard then sends the user to login. `first` runs before, as part of
   * the sign-out (the static demo's reset: its 401s meanwhile are the sign-out's, not a lost
   * session's); when it fails, nothing is signed out and the promise rejects.
   */
  logout: (first?: () => Promise<unknown>) => Promise<void>;
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

/** Provided by the app's SessionProvider (src/app/session.ts). */
export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
