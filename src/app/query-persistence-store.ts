// The saved query cache's storage (./query-persistence.ts decides what is saved): idb-keyval
// through TanStack Query's persister packages, and forgetting a session that has ended. Loaded
// after the first screen, so none of it weighs on the first load.
import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { sessionSnapshot } from '../api/session-store';
import { env } from '../config/env';
import { logEvent } from '../lib/services/log-event';
import { QUERY_CACHE_MAX_AGE_MS } from './query-persistence-keys';
import {
  isSavedQuery,
  queryCacheStoreKey,
  restorableClient,
  type SavedQueryCache,
} from './query-persistence-rules';

/** Another build may read answers differently: its saved cache is dropped (the buster). */
const QUERY_CACHE_BUSTER = `${env.webVersion}+${env.buildCommitHash}`;

/** Where the saved cache is kept: idb-keyval's default store (a map in the tests). */
export type DeviceStorage = {
  get: (key: string) => Promise<string | undefined>;
  set: (key: string, value: string) => Promise<void>;
  del: (key: string) => Promise<void>;
};
const indexedDbStorage: DeviceStorage = { get: (key) => get<string>(key), set, del };

/**
 * What a restore brought back: each query's hash, with the answer it restored (the object the
 * saved cache was read into, which hydrate puts in the query as it is) and its time.
 */
type Restored = Map<string, { data: unknown; dataUpdatedAt: number }>;

/** A persister for one session: idb-keyval under its key, written only while it is signed in. */
function sessionPersister(token: string, storage: DeviceStorage, restored: Restored) {
  const key = queryCacheStoreKey(token);
  return createAsyncStoragePersister({
    key,
    throttleTime: 1000,
    storage: {
      getItem: (name: string) => storage.get(name),
      // A write the throttle held back past sign-out (or past another user's sign-in) is dropped.
      setItem: (name: string, value: string) =>
        sessionSnapshot().token === token ? storage.set(name, value) : undefined,
      removeItem: (name: string) => storage.del(name),
    },
    serialize: (client) => JSON.stringify({ client } satisfies SavedQueryCache),
    deserialize: (text) => {
      const client = restorableClient(JSON.parse(text) as SavedQueryCache, token);
      for (const query of client.clientState.queries)
        restored.set(query.queryHash, {
          data: query.state.data,
          dataUpdatedAt: query.state.dataUpdatedAt,
        });
      return client;
    },
  });
}

/** Everything this device kept of a session that has ended: its saved queries. */
export async function forgetSession(token: string): Promise<void> {
  await del(queryCacheStoreKey(token)).catch((error: unknown) =>
    logEvent('offline-cache-clear-failed', {
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}

/**
 * Marks stale what the restore brought back and nothing newer has replaced: an answer from an
 * earlier page may predate a run that changed it (a card's learned mark), and the throttled save
 * may have missed its invalidation. TanStack Query's own invalidation: shown at once, and the
 * screen's queries asked for again now, the others when next read, wherever the network allows.
 */
function invalidateRestored(queryClient: QueryClient, restored: Restored): Promise<void> {
  return queryClient.invalidateQueries(
    {
      // The restored answer itself, not an equal time: a page whose clock stands still (a test's
      // fixed clock), or an answer fetched in the same millisecond as the one saved, has the same
      // dataUpdatedAt, and hydrate keeps the answer the query already holds then.
      predicate: (query) => {
        const was = restored.get(query.queryHash);
        return (
          was !== undefined &&
          was.data === query.state.data &&
          was.dataUpdatedAt === query.state.dataUpdatedAt
        );
      },
    },
    // A call already under way for it (the screen's loader asked before the restore) is awaited.
    { cancelRefetch: false },
  );
}

/**
 * Restores the session's saved cache into the client, then saves it (throttled) while the session
 * lasts. Returns the function that stops saving.
 */
export function persistSession(
  appQueryClient: QueryClient,
  token: string,
  storage: DeviceStorage = indexedDbStorage,
): () => void {
  const queryClient = appQueryClient;
  const restored: Restored = new Map();
  const persister = sessionPersister(token, storage, restored);
  let stopped = false;
  let unsubscribe = () => {};
  void persistQueryClientRestore({
    queryClient,
    persister,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: QUERY_CACHE_BUSTER,
  })
    .catch(() => undefined)
    .then(() => {
      if (stopped) return;
      void invalidateRestored(queryClient, restored).catch(() => undefined);
      const saving = {
        queryClient,
        persister,
        buster: QUERY_CACHE_BUSTER,
        dehydrateOptions: {
          shouldDehydrateQuery: isSavedQuery,
          shouldDehydrateMutation: () => false,
        },
      };
      unsubscribe = persistQueryClientSubscribe(saving);
      // Saved once now: the subscription hears only later changes, so the answers that came
      // while this module loaded and the restore ran (the first screen's, often all of them)
      // would wait for the next change of the cache, which may never come before the device
      // goes offline.
      void persistQueryClientSave(saving).catch(() => undefined);
    });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
