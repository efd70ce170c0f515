import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as loaderSession from './loader-session';
import { screenLoader, type ScreenQueries } from './screen-loader';

// A loader that may wait (the first screen's: the root's and home's) waits for its calls to settle,
// never longer than its bound, and not at all offline; any other answers at once.

const SESSION: loaderSession.LoaderSession = {
  token: 'token',
  aliasUuid: 'alias',
  language: 'ja',
  request: { headers: {} },
};
const args = { params: {}, request: new Request('http://localhost/') } as LoaderFunctionArgs;

/** A screen with one call, answering after `ms` (never, with null). */
function screenWithOneCall(ms: number | null): ScreenQueries {
  return ({ ensure }) =>
    ensure({
      queryKey: ['the-call'],
      queryFn: () =>
        new Promise<string>((resolve) => {
          if (ms !== null) setTimeout(resolve, ms, 'answer');
        }),
    });
}

let queryClient: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = new QueryClient();
  vi.spyOn(loaderSession, 'startSession').mockResolvedValue(SESSION);
});
afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** When the loader's answer came, in ms of the fake clock (null: not within `within` ms). */
async function answeredAfter(answer: unknown, within: number): Promise<number | null> {
  let at: number | null = null;
  const start = Date.now();
  void Promise.resolve(answer).then(() => (at = Date.now() - start));
  for (let t = 0; t < within && at === null; t += 10) await vi.advanceTimersByTimeAsync(10);
  return at;
}

describe('screenLoader', () => {
  it('answers at once without a bound, the call started', () => {
    const answer = screenLoader(queryClient, screenWithOneCall(100))(args);
    expect(answer).toBeNull();
  });

  it('waits for its calls to settle, the answers then in the cache', async () => {
    const answer = screenLoader(queryClient, screenWithOneCall(100), { settleWithinMs: 600 })(args);
    expect(answer).toBeInstanceOf(Promise);
    const at = await answeredAfter(answer, 1_000);
    expect(at).toBeGreaterThanOrEqual(100);
    expect(at).toBeLessThan(200);
    expect(queryClient.getQueryData(['the-call'])).toBe('answer');
  });

  it('waits no longer than its bound for a call that does not answer', async () => {
    const answer = screenLoader(queryClient, screenWithOneCall(null), { settleWithinMs: 600 })(
      args,
    );
    const at = await answeredAfter(answer, 2_000);
    expect(at).toBeGreaterThanOrEqual(600);
    expect(at).toBeLessThan(700);
    await expect(answer).resolves.toBeNull();
  });

  it('does not wait offline', () => {
    onlineManager.setOnline(false);
    const answer = screenLoader(queryClient, screenWithOneCall(100), { settleWithinMs: 600 })(args);
    expect(answer).toBeNull();
  });
});
