// Which of TanStack Query's answers are saved on the device, the one place the app keeps API
// answers for offline use (the service worker keeps the app and its media only:
// docs/offline-and-service-worker.md). What the query client needs of it from the start is here
// (./query-client.ts: how long a saved answer stays in memory, which ones are asked for offline
// too); the rest of the saved cache's rules (./query-persistence-rules.ts) is loaded with its
// storage.

/** A week: long enough for homework across a weekend, short enough not to show last term's. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Which kind of saved answer a query's path is. Both come back from the device as they were
 * saved, stale, and are asked for again wherever the network allows.
 */
type SavedAnswer =
  /** Content "download for offline" fetches ahead (an exercise, a course's tree). */
  | 'content'
  /** Lists and the session's answers, kept as the learner last saw them. */
  | 'list';

// Paths under the API base (/api/v1), without the query, as a generated query key starts. Content
// first, then what home, the assignments, the courses and the session read. Nothing else is saved:
// sign-in and other auth calls, live classes' state (the class list too: a saved copy of it could
// lock a learner in a class that has ended, or open an exercise the class does not allow until the
// fresh answer comes; while it is unknown the app neither locks nor announces), history,
// recordings, speech, the mock's own operations, the build info.
const SAVED: readonly { test: RegExp; kind: SavedAnswer }[] = [
  // GET exercises/{courseUuid}/{exerciseType}/{exerciseUuid}/ (its answers and start are POSTs).
  { test: /^\/exercises\/[^/]+\/\d+\/[^/]+\/$/, kind: 'content' },
  // GET courses/{uuid}/: the course's tree (its lists are below).
  {
    test: /^\/courses\/(?!bookmarked\/$|organisation\/$|recommended\/$)[^/]+\/$/,
    kind: 'content',
  },
  { test: /^\/courses\/(bookmarked|organisation|recommended)\/$/, kind: 'list' },
  { test: /^\/assignments\/((active|mine)\/|\d+\/)?$/, kind: 'list' },
  // Home's recent exercises.
  { test: /^\/learning-history\/recent-exercises\/$/, kind: 'list' },
  // The session: aliases, profile, groups, feature flags; the learner's progress in a course.
  { test: /^\/user\/(aliases|profile|groups|feature-flags)\/$/, kind: 'list' },
  { test: /^\/user\/history\/courses\/[^/]+\/$/, kind: 'list' },
];

/** The kind of saved answer a query key names (by the API path it starts with), or null. */
export function savedAnswerOf(queryKey: readonly unknown[] | undefined): SavedAnswer | null {
  const head = queryKey?.[0];
  if (typeof head !== 'string' || !head.startsWith('/')) return null;
  const path = head.split('?')[0] ?? head;
  return SAVED.find((rule) => rule.test.test(path))?.kind ?? null;
}

/** Whether a query's key names a path whose successful answers are saved (isSavedQuery). */
export function isSavedQueryKey(queryKey: readonly unknown[] | undefined): boolean {
  return savedAnswerOf(queryKey) !== null;
}
