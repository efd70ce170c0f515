// The session every call is made for, outside React: the one place that knows the token, the
// alias, the user and the display language (docs/architecture.md#the-session).
//
// - The token is the stored login item (spec 4.2: its presence is what "signed in" means), read
//   again whenever it changes: a sign-in or sign-out of this tab, another tab, a 401, the item
//   removed by hand (spec 9's poll every 500 ms, while anyone subscribes).
// - The alias is the one the session settled on for that token, here (settleSessionAlias, by the
//   rule of src/lib/rules/alias-selection.ts) once the user's aliases are known, by whichever comes
//   first, a route loader (src/app/loaders/loader-session.ts) or the session provider; or the one
//   the alias switch picks. A new token starts without one.
// - The user is the one the token's profile names (the session provider writes it once the profile
//   is in): the offline calls are stamped with it. A new token starts without one.
// - The language is the screen's (src/i18n/language-provider.tsx), which every call asks answers in.
//
// The HTTP client, the route loaders, the offline calls and the saved query cache read it when they
// call; the app reads it with useSyncExternalStore (src/app/session.ts). Nothing writes it during a
// render. It lives beside the HTTP client, under the features and the app, because it is the
// client's state: a feature reading it does not reach up into src/app/.
import { pickAlias, requestedAliasUuid } from '../lib/rules/alias-selection';
import {
  authToken,
  language as storedLanguage,
  selectedAliases,
  subscribe,
  type Language,
} from '../lib/services/storage';

export type SessionSnapshot = {
  readonly token: string | null;
  readonly aliasUuid: string | null;
  readonly language: Language;
  /** The token's user, once its profile is known (absent until then). */
  readonly userUuid?: string;
};

/** Spec 9: the auth info is polled every 500 ms. */
export const AUTH_INFO_POLL_MS = 500;

/** Null until first read: the store starts from what is stored. */
let snapshot: SessionSnapshot | null = null;
const listeners = new Set<() => void>();
/** How many listeners asked for the poll (the app's; the offline calls only follow changes). */
let polling = 0;
let stopWatching: (() => void) | null = null;

function current(): SessionSnapshot {
  snapshot ??= { token: authToken.read(), aliasUuid: null, language: storedLanguage.read() };
  return snapshot;
}

function update(change: Partial<SessionSnapshot>): void {
  const before = current();
  const next = { ...before, ...change };
  // An alias and a user belong to a token: another token (or none) starts without them.
  if (next.token !== before.token) {
    if (change.aliasUuid === undefined) next.aliasUuid = null;
    if (change.userUuid === undefined) delete next.userUuid;
  }
  if (
    next.token === before.token &&
    next.aliasUuid === before.aliasUuid &&
    next.userUuid === before.userUuid &&
    next.language === before.language
  )
    return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** The session now (the same object until something of it changes). */
export function sessionSnapshot(): SessionSnapshot {
  return current();
}

/** Reads the stored token again; a change of token drops the alias picked for the one before. */
export function syncStoredToken(): void {
  update({ token: authToken.read() });
}

/** Stores a fresh token (a sign-in): the session is that user's from now on, no alias picked yet. */
export function storeSessionToken(token: string): void {
  authToken.write(token);
  syncStoredToken();
}

/** Removes the stored token (a sign-out, a token the backend refused). */
export function clearSessionToken(): void {
  authToken.clear();
  syncStoredToken();
}

/**
 * The alias the session's calls are made for, picked for `token`: ignored when the session has
 * another token by now (an answer that came back after a sign-out or a sign-in as someone else).
 */
export function setSessionAlias(token: string, aliasUuid: string | null): void {
  if (current().token !== token) return;
  update({ aliasUuid });
}

/**
 * The alias the session is in among the user's aliases (spec 4.2): the one it settled on, if the
 * user has it; else the one an `aliasUuid` in the address asks for (a teacher's link, the way back
 * after sign-in), else the one remembered for the user, else the first. It writes nothing: the
 * session provider reads it while it renders, before settleSessionAlias has run.
 */
export function sessionAliasAmong(
  aliasUuids: readonly string[],
  settled: string | null = current().aliasUuid,
): string | null {
  if (settled !== null && aliasUuids.includes(settled)) return settled;
  return pickAlias(aliasUuids, requestedAliasUuid(window.location.search), selectedAliases.read());
}

/**
 * Settles the alias of `token`'s session once the user's aliases are known (sessionAliasAmong),
 * and returns it; null when the session has another token by now (an answer that came back after a
 * sign-out or a sign-in as someone else). The route loaders and the session provider both ask
 * here, whichever knows the aliases first: the other finds it settled.
 */
export function settleSessionAlias(token: string, aliasUuids: readonly string[]): string | null {
  if (current().token !== token) return null;
  const aliasUuid = sessionAliasAmong(aliasUuids);
  update({ aliasUuid });
  return aliasUuid;
}

/** The user `token`'s profile names (ignored when the session has another token by now). */
export function setSessionUser(token: string, userUuid: string): void {
  if (current().token !== token) return;
  update({ userUuid });
}

/** The screen's language, once its catalogue is in (or while it loads, the one wanted). */
export function setSessionLanguage(language: Language): void {
  update({ language });
}

// Every change of the stored token this tab makes or another tab reports (storage.ts) reaches the
// store at once, whoever made it.
subscribe(authToken, syncStoredToken);

/**
 * Calls `listener` whenever the session changes. While anyone listens (the app), the stored token
 * is also polled every 500 ms (spec 9), for what no event reports (the item removed by hand);
 * `{ poll: false }` only follows the changes (the offline calls, which outlive no app).
 */
export function subscribeSession(
  listener: () => void,
  { poll = true }: { poll?: boolean } = {},
): () => void {
  // A listener of its own, so that one function subscribed twice is told twice and unsubscribed once.
  const own = () => listener();
  listeners.add(own);
  if (poll) {
    polling += 1;
    if (stopWatching === null) {
      const timer = setInterval(syncStoredToken, AUTH_INFO_POLL_MS);
      stopWatching = () => clearInterval(timer);
      syncStoredToken();
    }
  }
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    listeners.delete(own);
    if (poll) {
      polling -= 1;
      if (polling === 0) {
        stopWatching?.();
        stopWatching = null;
      }
    }
  };
}

/**
 * The session ends with the app that read it (the tests render one app after another on one
 * page): the next read starts again from what is stored, and no alias is carried over.
 */
export function endSession(): void {
  snapshot = null;
}
