// The session's first API calls, started by a script of their own while the app's JavaScript is
// still downloading. Signed in, the first screen waits for the aliases, then for the profile and
// the feature flags of the alias the session picks (src/app/session.ts), and home for its
// dashboard's five calls with that alias; all of them need nothing but the stored token, the
// stored alias choice and the address, so this script asks for them at once (the alias calls for
// the likely alias even before the aliases have answered) and leaves each answer in
// `window.__eigoEarlyRequests`. The HTTP client
// (src/api/http-client.ts) then takes an answer instead of fetching, when the request it is about
// to make is the same one (method, URL and the headers the answer depends on). The build puts this
// script in index.html just before the entry (scripts/early-requests.ts).
//
// Nothing is imported at run time, only types: a module shared with the app would go into a common
// chunk that this script would have to download first, and the build fails if it imports anything.
// So the few rules it needs are copies: how src/lib/storage.ts names and reads the token, the
// remembered aliases and the language; src/lib/alias-selection.ts; and the URLs and headers the
// session's and home's calls go out with. early-requests.test.tsx checks the copies against the
// originals.
//
// It never throws and never logs: whatever fails simply leaves nothing to take, and the app asks
// as it always does.

/** One request started early, as the HTTP client compares it with the request it is about to make. */
export type EarlyRequest = {
  method: 'GET';
  /** The absolute URL. */
  url: string;
  /** The headers the answer depends on: X-App-Key, Authorization, Accept-Language, X-Alias-Uuid. */
  headers: Record<string, string>;
  response: Promise<Response>;
  /** When (Date.now()) the answer stops being offered. */
  expiresAt: number;
};

declare global {
  interface Window {
    /** Requests started by src/boot/early-requests.ts that the HTTP client has not taken yet. */
    __eigoEarlyRequests?: EarlyRequest[];
  }
}

/**
 * How long an answer waits to be taken. The app asks within a few seconds of loading; an answer
 * it never asks for (another screen, a different alias after all) is dropped rather than kept.
 */
export const EARLY_RESPONSE_LIFETIME_MS = 30_000;

/** The keys of the items read here, named as src/lib/storage.ts names them (`eigo.v1.<name>`). */
export const EARLY_STORAGE_KEYS = {
  authToken: 'eigo.v1.authToken',
  selectedAliases: 'eigo.v1.selectedAliases',
  language: 'eigo.v1.language',
} as const;

/** A stored item read as storage.ts reads it: undefined when missing, malformed or unreadable. */
function stored<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** The stored token (`authToken`: a non-empty string), or null. */
export function readStoredToken(): string | null {
  return (
    stored(EARLY_STORAGE_KEYS.authToken, (v) =>
      typeof v === 'string' && v !== '' ? v : undefined,
    ) ?? null
  );
}

/** The remembered aliases (`selectedAliases`: userUuid → aliasUuid, malformed entries dropped). */
export function readStoredSelectedAliases(): Record<string, string> {
  const parse = (v: unknown): Record<string, string> | undefined => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const out: Record<string, string> = {};
    for (const [key, item] of Object.entries(v)) {
      if (typeof item === 'string' && item !== '') out[key] = item;
    }
    return out;
  };
  return stored(EARLY_STORAGE_KEYS.selectedAliases, parse) ?? {};
}

/** The screen language (`language`: 'ja' or 'en', Japanese until one is chosen). */
export function readStoredLanguage(): 'ja' | 'en' {
  return (
    stored(EARLY_STORAGE_KEYS.language, (v) => (v === 'ja' || v === 'en' ? v : undefined)) ?? 'ja'
  );
}

/** src/lib/alias-selection.ts's pickAlias: the requested alias, else the remembered one, else the first. */
export function pickAlias(
  aliases: readonly string[],
  requested: string | null,
  remembered: Readonly<Record<string, string>>,
): string | null {
  if (requested !== null && aliases.includes(requested)) return requested;
  return Object.values(remembered).find((uuid) => aliases.includes(uuid)) ?? aliases[0] ?? null;
}

/** Home's address (src/config/routes.ts ROUTE_PATTERN.home). */
export const HOME_PATH = '/';

/**
 * The calls home's dashboard makes once the alias is known (src/app/routes/home.tsx: live
 * classes, recent exercises in the screen language, assignments, bookmarked and recommended
 * courses), as the generated client writes their URLs under the API base.
 */
export function homeRequestPaths(language: 'ja' | 'en'): string[] {
  return [
    '/live/sessions/',
    `/learning-history/recent-exercises/?${new URLSearchParams({ lang: language })}`,
    '/assignments/mine/',
    '/courses/bookmarked/',
    '/courses/recommended/',
  ];
}

/**
 * The alias pickAlias will most likely choose, before the aliases are known: the one the address
 * asks for, else the one remembered when a single one is (one learner on this device; with more,
 * whose is unknown until the profile says). Null when there is no telling.
 */
export function likelyAlias(
  requested: string | null,
  remembered: Readonly<Record<string, string>>,
): string | null {
  if (requested !== null) return requested;
  const distinct = new Set(Object.values(remembered));
  return distinct.size === 1 ? ([...distinct][0] ?? null) : null;
}

/** src/lib/alias-selection.ts's requestedAliasUuid: the `aliasUuid` query, or null. */
export function requestedAliasUuid(search: string): string | null {
  const value = new URLSearchParams(search).get('aliasUuid');
  return value && value.trim() !== '' ? value.trim() : null;
}

/** Starts the aliases request, and the profile and flags requests after it; see the top. */
export function startEarlyRequests(): void {
  try {
    const token = readStoredToken();
    if (token === null) return;
    const registry = (window.__eigoEarlyRequests ??= []);
    // The base URL and the application key as the HTTP client reads them, and its URL rule. (Each
    // name is read on its own: the build replaces it with its value, not with the whole env.)
    const apiBase = import.meta.env.VITE_API_BASE_URL as string | undefined;
    const appKey = import.meta.env.VITE_APP_KEY as string | undefined;
    const base = String(apiBase ?? '/api/v1').replace(/\/$/, '');
    const screenLanguage = readStoredLanguage();
    const common: Record<string, string> = {
      'X-App-Key': String(appKey ?? 'eigo-learner-web'),
      Authorization: `Token ${token}`,
      'Accept-Language': screenLanguage,
    };

    // `seen` looks at the answer before the registry offers it, so the app can never have read the
    // body first (a body is read once).
    const send = (path: string, headers: Record<string, string>, seen?: (r: Response) => void) => {
      const url = new URL(base + path, location.href).href;
      const response = fetch(url, { headers }).then((r) => {
        try {
          seen?.(r);
        } catch {
          // The answer is still the app's to use.
        }
        return r;
      });
      // Handled here so that an answer nobody takes never reports an unhandled rejection; the
      // HTTP client still sees the rejection when it takes this promise.
      response.catch(() => undefined);
      const entry: EarlyRequest = {
        method: 'GET',
        url,
        headers,
        response,
        expiresAt: Date.now() + EARLY_RESPONSE_LIFETIME_MS,
      };
      registry.push(entry);
      setTimeout(() => {
        const index = registry.indexOf(entry);
        if (index === -1) return;
        registry.splice(index, 1);
        // Nobody will read it: the connection need not keep the body.
        response.then((r) => r.body?.cancel()).catch(() => undefined);
      }, EARLY_RESPONSE_LIFETIME_MS);
    };

    // session.ts's profileQuery and flagsQuery (feature-flags.ts): the same token, the alias as
    // X-Alias-Uuid, the flags' alias in the query too; and home's dashboard on home.
    const sendFor = (aliasUuid: string) => {
      const withAlias = { ...common, 'X-Alias-Uuid': aliasUuid };
      send('/user/profile/', withAlias);
      send(`/user/feature-flags/?${new URLSearchParams({ alias_uuid: aliasUuid })}`, withAlias);
      // Home, the first screen of most visits: its dashboard's calls too.
      if (location.pathname === HOME_PATH) {
        for (const path of homeRequestPaths(screenLanguage)) send(path, withAlias);
      }
    };
    // The alias the session will most likely pick, asked for at once rather than after the
    // aliases (whose answer waits for the main thread, busy with the app's evaluation by then).
    const guessed = likelyAlias(requestedAliasUuid(location.search), readStoredSelectedAliases());

    // The aliases go out without X-Alias-Uuid (the client never sends it on /user/aliases/).
    send('/user/aliases/', common, (answer) => {
      if (answer.status !== 200) return;
      answer
        .clone()
        .json()
        .then((list: unknown) => {
          if (!Array.isArray(list)) return;
          const uuids = list.map((alias: { uuid?: unknown } | null) => alias?.uuid);
          if (!uuids.every((uuid): uuid is string => typeof uuid === 'string')) return;
          const aliasUuid = pickAlias(
            uuids,
            requestedAliasUuid(location.search),
            readStoredSelectedAliases(),
          );
          // A right guess has been asked for already; a wrong one is never taken (the app asks
          // with another alias) and expires.
          if (aliasUuid !== null && aliasUuid !== guessed) sendFor(aliasUuid);
        })
        .catch(() => undefined);
    });
    if (guessed !== null) sendFor(guessed);
  } catch {
    // Anything unexpected (no window, storage or fetch): the app asks as it always does.
  }
}

startEarlyRequests();
