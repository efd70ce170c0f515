import { describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import {
  isSavedQuery,
  queryCacheStoreKey,
  aliasOfSave,
  restorableClient,
  screensRestoredFor,
  type SavedQueryCache,
} from './query-persistence-rules';

const success = { status: 'success' } as const;
const saved = (queryKey: unknown[], status: 'success' | 'error' = 'success') =>
  isSavedQuery({ queryKey, state: { ...success, status } as never });

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

  it('keys each session apart, without the token in the key', () => {
    expect(queryCacheStoreKey('token-a')).not.toBe(queryCacheStoreKey('token-b'));
    expect(queryCacheStoreKey('token-a')).not.toContain('token-a');
  });
});

describe('what of a saved cache comes back', () => {
  const token = 'token-hana';
  const query = (queryKey: unknown[], data: unknown) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { ...success, data, dataUpdatedAt: 1, fetchStatus: 'idle' },
  });
  const cache = (aliasUuid: string): SavedQueryCache => ({
    aliasUuid,
    client: {
      timestamp: 1,
      buster: 'b',
      clientState: {
        mutations: [],
        queries: [
          query(['/user/aliases/', token], [{ uuid: 'sakura' }, { uuid: 'midori' }]),
          query(['/user/profile/', token, aliasUuid], { userName: 'Hana' }),
          query(['/assignments/mine/'], { active: [] }),
        ],
      },
    } as unknown as PersistedClient,
  });
  const keys = (client: PersistedClient) =>
    client.clientState.queries.map((saved) => saved.queryKey[0]);

  it('everything, when the session starts in the alias it was saved for', () => {
    const restored = restorableClient(cache('sakura'), {
      token,
      search: '',
      remembered: { 'user-hana': 'sakura' },
    });
    expect(keys(restored)).toEqual(['/user/aliases/', '/user/profile/', '/assignments/mine/']);
  });

  it('restores every answer as stale, so it is asked again on mount (it may predate a run)', () => {
    const restored = restorableClient(cache('sakura'), {
      token,
      search: '',
      remembered: { 'user-hana': 'sakura' },
    });
    expect(restored.clientState.queries.map((query) => query.state.isInvalidated)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("only the session's own (token-keyed) answers when it starts in another alias", () => {
    const restored = restorableClient(cache('sakura'), {
      token,
      search: '?aliasUuid=midori',
      remembered: { 'user-hana': 'sakura' },
    });
    expect(keys(restored)).toEqual(['/user/aliases/', '/user/profile/']);
  });

  it('knows which alias the screens that came back were saved for', () => {
    const context = { token, search: '', remembered: { 'user-hana': 'sakura' } };
    expect(screensRestoredFor(cache('sakura'), context)).toBe('sakura');
    expect(screensRestoredFor(cache('sakura'), { ...context, search: '?aliasUuid=midori' })).toBe(
      null,
    );
  });

  it("none of another session's answers", () => {
    const restored = restorableClient(cache('sakura'), {
      token: 'token-ken',
      search: '',
      remembered: {},
    });
    expect(keys(restored)).toEqual([]);
  });
});

describe('the alias a save is written for', () => {
  it("is the session's once it has one", () => {
    expect(aliasOfSave('midori', 'sakura')).toBe('midori');
  });

  it("before the session has picked one (a reload offline), is the restored screens' alias", () => {
    // Saved as null, home's lists would not come back at the next reload.
    expect(aliasOfSave(null, 'sakura')).toBe('sakura');
    expect(aliasOfSave(null, null)).toBe(null);
  });
});
