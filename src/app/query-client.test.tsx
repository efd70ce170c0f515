import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http-client';
import { createAppQueryClient } from './query-client';
import { QUERY_CACHE_MAX_AGE_MS } from './query-persistence-keys';
import { tokens } from '../../mock-server/db/identity';
import { authToken } from '../lib/services/storage';
import { HANA, renderApp, SLOW } from '../../tests/support/render-app';

describe('a token the backend no longer accepts', () => {
  it('signs the user out and sends them to sign in when any call answers 401', async () => {
    const { router } = await renderApp('/release-notes', { as: HANA });
    await screen.findByRole('navigation', { name: 'メインメニュー' }, SLOW);
    // Logged out elsewhere: the backend forgets the token, the next call answers 401.
    await tokens.remove(authToken.read()!);
    await router.navigate('/assignment/explore/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), SLOW);
    expect(authToken.read()).toBeNull();
  });
});

describe('how long an unwatched answer stays in memory', () => {
  it('as long as its saved copy, for an answer the device saves (the save writes memory)', () => {
    const client = createAppQueryClient();
    const gcTime = (queryKey: unknown[]) =>
      client.getQueryCache().build(client, { queryKey }).gcTime;
    expect(gcTime(['/assignments/mine/'])).toBe(QUERY_CACHE_MAX_AGE_MS);
    expect(gcTime(['/user/profile/', 'token', 'alias'])).toBe(QUERY_CACHE_MAX_AGE_MS);
    // Not saved: TanStack's five minutes.
    expect(gcTime(['/learning-history/summary/'])).toBe(5 * 60 * 1000);
    expect(gcTime(['build-info'])).toBe(5 * 60 * 1000);
  });
});

describe('a saved query that holds an answer, when the network is away', () => {
  const networkError = () =>
    new ApiError({ type: 'about:blank', title: 'Network error', status: 0 });
  const retryOf = (client: QueryClient, queryKey: unknown[]) => {
    const { retry } = client.defaultQueryOptions({ queryKey });
    if (typeof retry !== 'function') throw new Error('retry is not a function');
    return (failureCount: number, error: ApiError) => retry(failureCount, error);
  };

  it('keeps trying (its answer stays on screen) rather than ending in an error', () => {
    const client = createAppQueryClient();
    client.setQueryData(['/assignments/mine/', 'alias', 'ja'], { active: [] });
    const retry = retryOf(client, ['/assignments/mine/', 'alias', 'ja']);
    expect(retry(10, networkError())).toBe(true);
    // The backend's own answer is another matter: a 404 is not asked again.
    expect(retry(0, new ApiError({ type: 'about:blank', title: 'Not Found', status: 404 }))).toBe(
      false,
    );
  });

  it('without an answer, fails after its tries as before', () => {
    const client = createAppQueryClient();
    const retry = retryOf(client, ['/assignments/mine/', 'alias', 'ja']);
    expect(retry(1, networkError())).toBe(true);
    expect(retry(2, networkError())).toBe(false);
  });

  it('only for the answers the device saves: the live class list fails as before', () => {
    const client = createAppQueryClient();
    client.setQueryData(['/live/sessions/', 'alias', 'ja'], []);
    expect(retryOf(client, ['/live/sessions/', 'alias', 'ja'])(2, networkError())).toBe(false);
  });

  it("leaves a query's own retry alone", () => {
    const client = createAppQueryClient();
    expect(client.defaultQueryOptions({ queryKey: ['x'], retry: 1 }).retry).toBe(1);
  });
});
