import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '../lib/services/storage';
import { queryCacheStoreKey, type SavedQueryCache } from './query-persistence-rules';
import { persistSession, type DeviceStorage } from './query-persistence-store';

// The device's storage as a map (jsdom has no IndexedDB).
const device = new Map<string, string>();
const storage: DeviceStorage = {
  get: (key) => Promise.resolve(device.get(key)),
  set: (key, value) => Promise.resolve(void device.set(key, value)),
  del: (key) => Promise.resolve(void device.delete(key)),
};

const TOKEN = 'token-of-hana';

/** The paths of the queries saved for the session (the first item of each key). */
function savedPaths(): string[] {
  const text = device.get(queryCacheStoreKey(TOKEN));
  if (text === undefined) return [];
  const saved = JSON.parse(text) as SavedQueryCache;
  return saved.client.clientState.queries.map((query) => String(query.queryKey[0]));
}

describe('saving the query cache on the device', () => {
  beforeEach(() => {
    device.clear();
    authToken.write(TOKEN);
  });
  afterEach(() => authToken.clear());

  it('saves the answers that came before the saving started, with no further change', async () => {
    // The first screen's answers arrive while the storage module loads and the restore runs.
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/assignments/'], { results: [] });
    const stop = persistSession(queryClient, TOKEN, storage);
    try {
      // Nothing else happens in the cache: they are saved all the same.
      await vi.waitFor(() => expect(savedPaths()).toEqual(['/assignments/']));
    } finally {
      stop();
    }
  });

  it('keeps saving what comes later', async () => {
    const queryClient = new QueryClient();
    const stop = persistSession(queryClient, TOKEN, storage);
    try {
      await vi.waitFor(() => expect(device.has(queryCacheStoreKey(TOKEN))).toBe(true));
      queryClient.setQueryData(['/courses/bookmarked/', 'ja'], []);
      await vi.waitFor(() => expect(savedPaths()).toContain('/courses/bookmarked/'), {
        timeout: 3_000,
      });
    } finally {
      stop();
    }
  });

  it('brings the saved answers back stale (asked for again), never a newer answer', async () => {
    const earlier = new QueryClient();
    earlier.setQueryData(['/assignments/mine/', 'sakura', 'ja'], { active: [] });
    earlier.setQueryData(['/courses/bookmarked/', 'sakura', 'ja'], []);
    const stopEarlier = persistSession(earlier, TOKEN, storage);
    await vi.waitFor(() => expect(savedPaths()).toHaveLength(2));
    stopEarlier();

    // The next page: one answer came from the network before the restore ran.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    queryClient.setQueryData(['/courses/bookmarked/', 'sakura', 'ja'], [{ fresh: true }]);
    const stop = persistSession(queryClient, TOKEN, storage);
    try {
      const cache = queryClient.getQueryCache();
      await vi.waitFor(() =>
        expect(
          cache.find({ queryKey: ['/assignments/mine/', 'sakura', 'ja'] })?.state,
        ).toMatchObject({ data: { active: [] }, isInvalidated: true }),
      );
      expect(
        cache.find({ queryKey: ['/courses/bookmarked/', 'sakura', 'ja'] })?.state,
      ).toMatchObject({ data: [{ fresh: true }], isInvalidated: false });
    } finally {
      stop();
    }
  });

  it('never marks stale an answer fetched before the restore, even at the same clock time', async () => {
    // A clock that stands still (e2e's fixed page clock): every answer has the same time.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-22T00:00:00.000Z'));
    try {
      const earlier = new QueryClient();
      earlier.setQueryData(['/user/aliases/', TOKEN], [{ uuid: 'sakura' }]);
      earlier.setQueryData(['/assignments/mine/', 'sakura', 'ja'], { active: [] });
      const stopEarlier = persistSession(earlier, TOKEN, storage);
      await vi.waitFor(() => expect(savedPaths()).toHaveLength(2));
      stopEarlier();

      const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
      queryClient.setQueryData(['/user/aliases/', TOKEN], [{ uuid: 'sakura', fresh: true }]);
      const fresh = queryClient.getQueryCache().find({ queryKey: ['/user/aliases/', TOKEN] });
      expect(fresh?.state.dataUpdatedAt).toBe(Date.parse('2026-11-22T00:00:00.000Z'));
      const stop = persistSession(queryClient, TOKEN, storage);
      try {
        // The answer only the restore brought is marked stale…
        await vi.waitFor(() =>
          expect(
            queryClient.getQueryCache().find({ queryKey: ['/assignments/mine/', 'sakura', 'ja'] })
              ?.state,
          ).toMatchObject({ data: { active: [] }, isInvalidated: true }),
        );
        // …the one this page fetched is not, though its time is the saved one's.
        expect(fresh?.state).toMatchObject({
          data: [{ uuid: 'sakura', fresh: true }],
          isInvalidated: false,
        });
      } finally {
        stop();
      }
    } finally {
      now.mockRestore();
    }
  });
});
