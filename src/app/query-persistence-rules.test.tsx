import { describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import {
  isSavedQuery,
  queryCacheStoreKey,
  restorableClient,
  type SavedQueryCache,
} from './query-persistence-rules';

const success = { status: 'success' } as const;
const NOW = Date.UTC(2026, 10, 30, 9);
const DAY = 24 * 60 * 60 * 1000;
const saved = (
  queryKey: unknown[],
  status: 'success' | 'error' = 'success',
  dataUpdatedAt = NOW - 60_000,
) => isSavedQuery({ queryKey, state: { ...success, status, dataUpdatedAt } as never }, NOW);

describe('which queries are saved on the device', () => {
  it("saves home's, the assignments', the courses', the exercises' and the session's answers", () => {
    expect(saved(['/assignments/mine/'])).toBe(true);
    expect(saved(['/assignments/'])).toBe(true);
    expect(saved(['/assignments/7/'])).toBe(true);
    expect(saved(['/learning-history/recent-exercises/', { lang: 'ja' }])).toBe(true);
    expect(saved(['/courses/bookmarked/', 'ja'])).toBe(true);
    expect(saved(['/courses/c-1/', 'ja'])).toBe(true);
    expect(saved(['/exercises/c-1/4/e-1/', { lang: 'ja' }])).toBe(true);
    expect(saved(['/user/aliases/', 'token'])).toBe(true);
    expect(saved(['/user/profile/', 'token', 'alias'])).toBe(true);
  });

  it('saves no failed answer, no build info, no live class state, no history', () => {
    expect(saved(['/assignments/mine/'], 'error')).toBe(false);
    expect(saved(['build-info'])).toBe(false);
    // The class list too: a saved copy could hold a learner in a class that has ended.
    expect(saved(['/live/sessions/'])).toBe(false);
    expect(saved(['/live/sessions/s-1/'])).toBe(false);
    expect(saved(['/learning-history/achievement/'])).toBe(false);
    expect(saved([{ not: 'a path' }])).toBe(false);
  });

  it('saves an answer only while it is younger than a week (the saved cache is bounded)', () => {
    expect(saved(['/exercises/c-1/4/e-1/', { lang: 'ja' }], 'success', NOW - 6 * DAY)).toBe(true);
    expect(saved(['/exercises/c-1/4/e-1/', { lang: 'ja' }], 'success', NOW - 8 * DAY)).toBe(false);
  });

  it('keys each session apart, without the token in the key', () => {
    expect(queryCacheStoreKey('token-a')).not.toBe(queryCacheStoreKey('token-b'));
    expect(queryCacheStoreKey('token-a')).not.toContain('token-a');
  });
});

describe('what of a saved cache comes back', () => {
  const token = 'token-hana';
  const query = (queryKey: unknown[], data: unknown, dataUpdatedAt = NOW - DAY) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { ...success, data, dataUpdatedAt, fetchStatus: 'idle' },
  });
  const cache: SavedQueryCache = {
    client: {
      timestamp: 1,
      buster: 'b',
      clientState: {
        mutations: [],
        queries: [
          query(['/user/aliases/', token], [{ uuid: 'sakura' }, { uuid: 'midori' }]),
          query(['/user/profile/', token, 'sakura'], { userName: 'Hana' }),
          query(['/assignments/mine/', 'sakura', 'ja'], { active: [] }),
          query(['/assignments/mine/', 'midori', 'ja'], { active: [] }),
        ],
      },
    } as unknown as PersistedClient,
  };
  const keys = (client: PersistedClient) =>
    client.clientState.queries.map((saved) => saved.queryKey);

  it("the session's own answers and every screen's, each under the alias it was answered for", () => {
    // A teacher's link to the other organisation reads that organisation's entry: the keys say
    // whose each answer is, so nothing needs choosing here.
    expect(keys(restorableClient(cache, token, NOW))).toEqual([
      ['/user/aliases/', token],
      ['/user/profile/', token, 'sakura'],
      ['/assignments/mine/', 'sakura', 'ja'],
      ['/assignments/mine/', 'midori', 'ja'],
    ]);
  });

  it("none of another session's own answers", () => {
    const restored = restorableClient(cache, 'token-ken', NOW);
    expect(keys(restored).map((key) => key[0])).toEqual([
      '/assignments/mine/',
      '/assignments/mine/',
    ]);
  });

  it('nothing older than a week, though the saved cache itself is younger', () => {
    const old = query(['/exercises/c-1/9/e-1/', { lang: 'ja' }, 'sakura', 'ja'], {}, NOW - 8 * DAY);
    const withOld = {
      client: {
        ...cache.client,
        clientState: { mutations: [], queries: [...cache.client.clientState.queries, old] },
      },
    } as unknown as SavedQueryCache;
    expect(keys(restorableClient(withOld, token, NOW))).not.toContainEqual(old.queryKey);
  });
});
