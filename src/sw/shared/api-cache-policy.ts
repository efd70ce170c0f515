// Which of the API's answers the service worker keeps for offline use, and how it answers them.
// Pure, shared by the service worker (../worker/service-worker.ts), the query client (which of its queries
// are asked for offline too) and the saved query cache (which of its answers are saved), tested in
// vitest. No hashing here: the query client is part of every screen's first load.

/**
 * Which kind of kept answer a GET of the API is. The worker answers both network-first (the
 * network, the cache when it fails or hangs): even content carries the learner's own state (an
 * exercise its cards' learned marks, a course's tree its trophies), which a run changes, so a
 * cached copy served first would show the marks from before the run after a reload.
 */
export type ApiCachePolicy =
  /** Content "download for offline" fetches ahead (an exercise, a course's tree). */
  | 'content'
  /** Lists and the session's answers, kept as the learner saw them. */
  | 'list';

// Paths under the API base (/api/v1), without the query. Content first, then what home, the
// assignments, the courses and the session read. Nothing else is kept: sign-in and other auth
// calls, live classes' state (the class list too: a saved copy of it could lock a learner in a
// class that has ended, or open an exercise the class does not allow until the fresh answer
// comes; while it is unknown the app neither locks nor announces), history, recordings, speech,
// the mock's own operations.
const RULES: readonly { test: RegExp; policy: ApiCachePolicy }[] = [
  // GET exercises/{courseUuid}/{exerciseType}/{exerciseUuid}/ (its answers and start are POSTs).
  { test: /^\/exercises\/[^/]+\/\d+\/[^/]+\/$/, policy: 'content' },
  // GET courses/{uuid}/: the course's tree (its lists are below).
  {
    test: /^\/courses\/(?!bookmarked\/$|organisation\/$|recommended\/$)[^/]+\/$/,
    policy: 'content',
  },
  { test: /^\/courses\/(bookmarked|organisation|recommended)\/$/, policy: 'list' },
  { test: /^\/assignments\/((active|mine)\/|\d+\/)?$/, policy: 'list' },
  // Home's recent exercises.
  { test: /^\/learning-history\/recent-exercises\/$/, policy: 'list' },
  // The session: aliases, profile, groups, feature flags; the learner's progress in a course.
  { test: /^\/user\/(aliases|profile|groups|feature-flags)\/$/, policy: 'list' },
  { test: /^\/user\/history\/courses\/[^/]+\/$/, policy: 'list' },
];

/**
 * The policy for a request, or null when the service worker leaves it to the network: anything
 * but a GET (writes are never cached), anything outside the API base, anything not in the list.
 * `apiBasePath` is the API's path on the app's origin (/api/v1).
 */
export function apiCachePolicy(
  method: string,
  url: URL,
  appOrigin: string,
  apiBasePath = '/api/v1',
): ApiCachePolicy | null {
  if (method.toUpperCase() !== 'GET') return null;
  if (url.origin !== appOrigin) return null;
  const base = apiBasePath.replace(/\/+$/, '');
  if (!url.pathname.startsWith(`${base}/`)) return null;
  return apiPathPolicy(url.pathname.slice(base.length));
}

/**
 * The policy for a path under the API base (`/assignments/mine/`), or null: the same list decides
 * which of TanStack Query's answers are saved on the device (src/app/query-persistence.ts), whose
 * keys start with that path.
 */
export function apiPathPolicy(path: string): ApiCachePolicy | null {
  return RULES.find((rule) => rule.test.test(path))?.policy ?? null;
}
