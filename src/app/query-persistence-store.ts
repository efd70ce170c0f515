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
import { API_CACHE_SCOPE_PARAM, tokenDigest } from '../sw/shared/api-cache-key';
import { CACHE_NAMES } from '../sw/shared/cache-names';
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

/** A persister for one session: idb-keyval under its key, written only while it is signed in. */
function sessionPersister(token: string, storage: DeviceStorage) {
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
    deserialize: (text) => restorableClient(JSON.parse(text) as SavedQueryCache, token),
  });
}

/** The service worker's API answers of one session (their keys carry its token's digest). */
async function forgetCachedAnswers(token: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(CACHE_NAMES.api);
  const mark = `${tokenDigest(token)}.`;
  const requests = await cache.keys();
  await Promise.all(
    requests
      .filter((request) =>
        new URL(request.url).searchParams.get(API_CACHE_SCOPE_PARAM)?.startsWith(mark),
      )
      .map((request) => cache.delete(request)),
  );
}

/** Everything this device kept of a session that has ended: its saved queries, its API answers. */
export async function forgetSession(token: string): Promise<void> {
  await Promise.all([del(queryCacheStoreKey(token)), forgetCachedAnswers(token)]).catch(
    (error: unknown) =>
      logEvent('offline-cache-clear-failed', {
        message: error instanceof Error ? error.message : String(error),
      }),
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
  const persister = sessionPersister(token, storage);
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
