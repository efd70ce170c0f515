import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, storeSessionToken } from '../../api/session-store';
import { authToken } from '../../lib/services/storage';
import * as loaderSession from './loader-session';
import { screenLoader, signedInOnly, type ScreenQueries } from './screen-loader';

// A loader that may wait (the first screen's: the root's and home's) waits for its calls to settle,
// never longer than its bound, and not at all offline; any other answers at once.

const SESSION: loaderSession.LoaderSession = {
  token: 'token',
  aliasUuid: 'alias',
  language: 'ja',
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

  describe('the signed-in layout route (signedInOnly)', () => {
    const visit = { params: {}, request: new Request('http://localhost/course/explore/?q=food') };
    /** What the loader threw or answered. */
    const outcome = (run: () => unknown): unknown => {
      try {
        return run();
      } catch (thrown) {
        return thrown;
      }
    };
    afterEach(() => {
      authToken.clear();
      endSession();
    });

    it('sends a signed-out visitor to login with the way back', () => {
      const answer = outcome(() => signedInOnly(visit as LoaderFunctionArgs));
      expect(answer).toBeInstanceOf(Response);
      const response = answer as Response;
      expect(response.status).toBe(302);
      const login = new URL(response.headers.get('Location') ?? '', 'http://localhost');
      expect(login.pathname).toBe('/user/login');
      expect(login.searchParams.get('nextPath')).toBe('/course/explore/?q=food');
    });

    it('lets a signed-in visitor in', () => {
      storeSessionToken('token');
      expect(outcome(() => signedInOnly(visit as LoaderFunctionArgs))).toBeNull();
    });

    it("starts none of a screen's calls for a signed-out visitor (the router runs both loaders)", async () => {
      vi.mocked(loaderSession.startSession).mockResolvedValue(null);
      const queries = vi.fn<ScreenQueries>();
      expect(screenLoader(queryClient, queries)(visit as LoaderFunctionArgs)).toBeNull();
      await vi.runAllTimersAsync();
      expect(queries).not.toHaveBeenCalled();
    });
  });
});
