// The session every call is made for, outside React: the one place that knows the token, the
// alias and the display language (docs/architecture.md#the-session).
//
// - The token is the stored login item (spec 4.2: its presence is what "signed in" means), read
//   again whenever it changes: a sign-in or sign-out of this tab, another tab, a 401, the item
//   removed by hand (spec 9's poll every 500 ms, while anyone subscribes).
// - The alias is the one the session picked for that token (src/lib/rules/alias-selection.ts):
//   set by the first route loader that knows the user's aliases (src/app/loaders/loader-session.ts),
//   by the alias switch, or by the session provider once the aliases arrive; a new token starts
//   without one.
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
};

/** Spec 9: the auth info is polled every 500 ms. */
export const AUTH_INFO_POLL_MS = 500;

/** Null until first read: the store starts from what is stored. */
let snapshot: SessionSnapshot | null = null;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function current(): SessionSnapshot {
  snapshot ??= { token: authToken.read(), aliasUuid: null, language: storedLanguage.read() };
  return snapshot;
}

function update(change: Partial<SessionSnapshot>): void {
  const before = current();
  const next = { ...before, ...change };
  // An alias is picked for a token: another token (or none) starts without one.
  if (next.token !== before.token && change.aliasUuid === undefined) next.aliasUuid = null;
  if (
    next.token === before.token &&
    next.aliasUuid === before.aliasUuid &&
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
 * The alias a session with these aliases starts in (spec 4.2): the one an `aliasUuid` in the
 * address asks for (a teacher's link, the way back after sign-in), else the one remembered for the
 * user, else the first. The route loaders and the session provider ask the same question here.
 */
export function startingAlias(
  aliasUuids: readonly string[],
  search: string = window.location.search,
): string | null {
  return pickAlias(aliasUuids, requestedAliasUuid(search), selectedAliases.read());
}

/** The screen's language, once its catalogue is in (or while it loads, the one wanted). */
export function setSessionLanguage(language: Language): void {
  update({ language });
}

// Every change of the stored token this tab makes or another tab reports (storage.ts) reaches the
// store at once, whoever made it.
subscribe(authToken, syncStoredToken);

/**
 * Calls `listener` whenever the session changes. While anyone listens, the stored token is also
 * polled every 500 ms (spec 9), for what no event reports (the item removed by hand).
 */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (stopWatching === null) {
    const timer = setInterval(syncStoredToken, AUTH_INFO_POLL_MS);
    stopWatching = () => clearInterval(timer);
    syncStoredToken();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
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
