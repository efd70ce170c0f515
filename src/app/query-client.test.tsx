import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
