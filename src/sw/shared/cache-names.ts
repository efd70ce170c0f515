// The caches the app's service worker (../worker/service-worker.ts) keeps, named in one place
// because the page reads and fills one of them too ("download for offline" puts an exercise's
// sounds and pictures there ahead). A new version suffix empties a cache on the next activation.
// The API's answers are in none of them: they are the page's, in TanStack Query's cache saved in
// IndexedDB (docs/offline-and-service-worker.md).

export const CACHE_NAMES = {
  /** Content audio and images (immutable URLs): cache-first. */
  media: 'eigo-media-v1',
} as const;

/**
 * Caches earlier builds kept and this one does not, deleted when the worker activates:
 * `eigo-api-v1` held GET answers of the backend per user, alias and language until issue 38.
 */
export const RETIRED_CACHE_NAMES: readonly string[] = ['eigo-api-v1'];
