// The caches the app's service worker (../worker/service-worker.ts) keeps, named in one place because the
// page reads and fills them too ("download for offline" puts an assignment's content there ahead).
// A new version suffix empties a cache on the next activation.

export const CACHE_NAMES = {
  /** Exercise content and the lists a learner has seen: GET answers of the API, network-first. */
  api: 'eigo-api-v1',
  /** Content audio and images (immutable URLs): cache-first. */
  media: 'eigo-media-v1',
} as const;
