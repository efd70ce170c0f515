import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWaitingCalls, waitingCalls } from '../../../../tests/support/waiting-calls';
import { ApiError } from '../../../api/http-client';
import { apiError, callsPage, manualExecutor } from './offline-calls-harness';
import { retryDelay } from './offline-calls';
import { useCallsStatus } from './use-calls-status';
import { deferredEndCall } from './deferred-run-end';
import { initialRunState } from './run-state';
import { readWaiting } from './waiting-calls-store';
import { OLD_QUEUE_STORAGE_KEY } from './waiting-calls';

// The offline calls: TanStack's mutations, one at a time per scope, each kept in local storage
// from before its first try until it is delivered or failed for good, retried with backoff while
// the network fails, with one idempotency key for all tries, and only for their owner.

const page = callsPage();
/** Lets the mutations run what they can now (their promises, TanStack's zero timers). */
const flush = () => vi.advanceTimersByTimeAsync(0);
const OP = 'postUserFeedback';
const hana = { userUuid: 'hana', aliasUuid: 'alias-of-hana' };
const ken = { userUuid: 'ken', aliasUuid: 'alias-of-ken' };

beforeEach(() => {
  vi.useFakeTimers();
  forgetWaitingCalls();
});
afterEach(() => vi.useRealTimers());

describe('offline calls', () => {
  it('resolves a delivered call and rejects one failed for good, not a retried try', async () => {
    const { execute, tries } = manualExecutor();
    const calls = page.load(execute);
    const a = calls.enqueue({ operation: OP, args: ['a'], scope: 's' });
    const b = calls.enqueue({ operation: OP, args: ['b'], scope: 's' });
    const settled = vi.fn();
    void page.result(a.id).then(settled, settled);
    await flush();
    tries[0]!.settle(apiError(503));
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).not.toHaveBeenCalled();
    tries[1]!.settle();
    await expect(page.result(a.id)).resolves.toBe('done a');
    await flush();
    tries[2]!.settle(apiError(409));
    await expect(page.result(b.id)).rejects.toBeInstanceOf(ApiError);
    expect(waitingCalls()).toEqual([]);
  });

  it('delivers the calls of a scope one after another in order, other scopes beside them', async () => {
    const { execute, tries } = manualExecutor();
    const calls = page.load(execute);
    const a = calls.enqueue({ operation: OP, args: ['a'], scope: 's1' });
    const b = calls.enqueue({ operation: OP, args: ['b'], scope: 's2' });
    const c = calls.enqueue({ operation: OP, args: ['c'], scope: 's1' });
    await flush();
    expect(tries.map((t) => t.call.args[0])).toEqual(['a', 'b']);
    expect(page.pending('s1')).toEqual([a.id, c.id]);
    tries[1]!.settle();
    await expect(page.result(b.id)).resolves.toBe('done b');
    await flush();
    expect(tries.map((t) => t.call.args[0])).toEqual(['a', 'b']);
    tries[0]!.settle();
    await expect(page.result(a.id)).resolves.toBe('done a');
    await flush();
    expect(tries.map((t) => t.call.args[0])).toEqual(['a', 'b', 'c']);
    tries[2]!.settle();
    await expect(page.result(c.id)).resolves.toBe('done c');
    expect(page.pending()).toEqual([]);
    expect(waitingCalls()).toEqual([]);
  });

  it('writes a call to storage before its first try, as TanStack dehydrates it', async () => {
    const seen: ReturnType<typeof waitingCalls>[] = [];
    const calls = page.load(() => {
      seen.push(waitingCalls());
      return new Promise(() => {});
    });
    const { id } = calls.enqueue({
      operation: 'submitDrillAnswer',
      args: [1, { x: 1 }],
      scope: 's',
    });
    expect(waitingCalls()).toMatchObject([{ id, operation: 'submitDrillAnswer' }]);
    await flush();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject([{ id, operation: 'submitDrillAnswer', args: [1, { x: 1 }] }]);
    const kept = JSON.parse(localStorage.getItem('eigo.waitingCalls.anyone') ?? '[]') as unknown[];
    expect(kept).toMatchObject([
      {
        mutationKey: ['call', 'submitDrillAnswer'],
        scope: { id: 's' },
        state: { status: 'pending' },
      },
    ]);
  });

  it('survives a reload mid-request: the new page sends it once more with the same key', async () => {
    const first = manualExecutor();
    const before = page.load(first.execute);
    const { id } = before.enqueue({ operation: OP, args: ['a'], scope: 's' });
    await flush();
    const key = first.tries[0]!.key;

    const second = manualExecutor();
    page.load(second.execute);
    await flush();
    expect(second.tries).toHaveLength(1);
    expect(second.tries[0]!.key).toBe(key);
    expect(second.tries[0]!.call.idempotencyKey).toBe(key);
    expect(page.pending('s')).toEqual([id]);
    second.tries[0]!.settle();
    await expect(page.result(id)).resolves.toBe('done a');
    expect(second.tries).toHaveLength(1);
    expect(waitingCalls()).toEqual([]);
  });

  it('keeps the results a run’s end waiting for marks counts until it goes, never sending them again', async () => {
    page.signIn(hana);
    const first = manualExecutor();
    const calls = page.load(first.execute);
    const answer = (key: string) =>
      calls.enqueue({
        operation: 'logExerciseAnswer',
        args: [key],
        scope: 'run:7',
        idempotencyKey: key,
      });
    answer('k1');
    answer('k2');
    await flush();
    // k1 is delivered before the run finishes, k2 after: the end counts both.
    first.tries[0]!.settle();
    await expect(page.result('k1')).resolves.toBe('done k1');
    const deferred = (key: string) => ({
      callId: `c-${key}`,
      call: { operation: 'logExerciseAnswer' as const, args: [key], idempotencyKey: key },
      problemUuid: `p-${key}`,
      attempt: 0,
      answer: null,
      skipped: false,
    });
    const run = {
      ...initialRunState,
      status: 'in-progress' as const,
      screen: 'finishing' as const,
      logId: 7,
      deferred: { 'p-k1': deferred('k1'), 'p-k2': deferred('k2') },
    };
    const end = calls.enqueue({
      ...deferredEndCall({
        logId: 7,
        snapshotKey: 's',
        target: { personalised: false, courseUuid: 'c', exerciseType: 7, exerciseUuid: 'e' },
        state: run,
      }),
      scope: 'run:7',
    });
    await flush();
    first.tries[1]!.settle();
    await expect(page.result('k2')).resolves.toBe('done k2');
    const statuses = () =>
      readWaiting('user.hana').map(({ state }) => [
        (state.variables as { idempotencyKey: string }).idempotencyKey,
        state.status,
        state.data,
      ]);
    expect(statuses()).toEqual([
      [end.idempotencyKey, 'pending', undefined],
      ['k1', 'success', 'done k1'],
      ['k2', 'success', 'done k2'],
    ]);

    // A reload: the end goes, its answers are not sent again; once it went, nothing is kept.
    const second = manualExecutor();
    page.load(second.execute);
    await flush();
    expect(second.tries.map((t) => t.key)).toEqual([end.idempotencyKey]);
    second.tries[0]!.settle();
    await flush();
    expect(waitingCalls()).toEqual([]);
  });

  it('keeps whose call it is across a reload (the user and the alias it is sent for)', async () => {
    page.signIn(hana);
    const first = manualExecutor();
    page.load(first.execute).enqueue({ operation: OP, args: ['a'], scope: 's' });
    await flush();
    expect(first.tries[0]!.call.owner).toEqual(hana);

    const second = manualExecutor();
    page.load(second.execute);
    await flush();
    expect(second.tries[0]!.call.owner).toEqual(hana);
    second.tries[0]!.settle();
  });

  it('sends a call made again under its key (a screen after a reload) once, before or after her calls come back', async () => {
    page.signIn(hana);
    const first = manualExecutor();
    const a = page.load(first.execute).enqueue({ operation: OP, args: ['a'], scope: 's' });
    await flush();

    // The reload: the screen asks again for its answer before the session has said who is in.
    page.who = null;
    const second = manualExecutor();
    const calls = page.load(second.execute);
    const again = calls.enqueue({
      operation: OP,
      args: ['a'],
      scope: 's',
      idempotencyKey: a.idempotencyKey,
      owner: { userUuid: null, aliasUuid: hana.aliasUuid },
    });
    await flush();
    expect(second.tries).toEqual([]);
    page.signIn(hana);
    await flush();
    expect(second.tries.map((t) => t.key)).toEqual([a.idempotencyKey]);
    // Asked again while it is on its way: the same call.
    expect(
      calls.enqueue({ operation: OP, args: ['a'], scope: 's', idempotencyKey: a.idempotencyKey })
        .id,
    ).toBe(second.tries[0]!.call.callId);
    second.tries[0]!.settle();
    // One call under the key: the screens read its result by the key (./use-call-results.ts).
    expect(again.idempotencyKey).toBe(a.idempotencyKey);
    await expect(page.result(a.idempotencyKey)).resolves.toBe('done a');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(second.tries).toHaveLength(1);
    expect(waitingCalls()).toEqual([]);
  });

  it('moves the calls the queue before kept (eigo.answerQueue) to their owner, once', async () => {
    page.signIn(hana);
    localStorage.setItem(
      OLD_QUEUE_STORAGE_KEY,
      JSON.stringify([
        {
          id: 'old-1',
          idempotencyKey: 'k1',
          operation: OP,
          args: ['a'],
          scope: 's',
          enqueuedAt: 1,
          owner: hana,
        },
        {
          id: 'old-2',
          idempotencyKey: 'k2',
          operation: OP,
          args: ['b'],
          scope: 's',
          enqueuedAt: 2,
          owner: 'alias-of-hana',
        },
        {
          id: 'old-3',
          idempotencyKey: 'k3',
          operation: OP,
          args: ['k'],
          scope: 't',
          enqueuedAt: 3,
          owner: ken,
        },
        { not: 'a call' },
      ]),
    );
    const { execute, tries } = manualExecutor();
    page.load(execute);
    expect(localStorage.getItem(OLD_QUEUE_STORAGE_KEY)).toBeNull();
    await flush();
    // hana's (her user's, and her alias's from before owners had a user) go, in order; ken's wait.
    expect(tries.map((t) => [t.call.args[0], t.key])).toEqual([['a', 'k1']]);
    tries[0]!.settle();
    await expect(page.result('old-1')).resolves.toBe('done a');
    await flush();
    expect(tries.map((t) => [t.call.args[0], t.key])).toEqual([
      ['a', 'k1'],
      ['b', 'k2'],
    ]);
    tries[1]!.settle();
    await flush();
    expect(waitingCalls().map((call) => [call.id, call.owner])).toEqual([['old-3', ken]]);
  });

  describe('on a shared device', () => {
    it("never sends a learner's calls while another one is signed in, and sends them once she is back", async () => {
      const { execute, tries } = manualExecutor();
      page.signIn(hana);
      onlineManager.setOnline(false);
      const calls = page.load(execute);
      const { id } = calls.enqueue({ operation: OP, args: ['a'], scope: 's' });
      page.signIn(null);
      onlineManager.setOnline(true);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(tries).toEqual([]);
      expect(page.pending()).toEqual([]);

      // ken signs in: his own calls go, hana's wait in her own store (and never block his).
      page.signIn(ken);
      const kens = calls.enqueue({ operation: OP, args: ['k'], scope: 't' });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(tries.map((t) => t.call.args[0])).toEqual(['k']);
      tries[0]!.settle();
      await expect(page.result(kens.id)).resolves.toBe('done k');
      expect(page.pending()).toEqual([]);
      expect(waitingCalls().map((call) => [call.args[0], call.owner])).toEqual([['a', hana]]);

      page.signIn(hana);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(tries.map((t) => t.call.args[0])).toEqual(['k', 'a']);
      tries[1]!.settle();
      await expect(page.result(id)).resolves.toBe('done a');
      expect(page.pending()).toEqual([]);
      expect(waitingCalls()).toEqual([]);
    });

    it('never sends a call whose owner is not the one the client sends the token of', async () => {
      const { execute, tries } = manualExecutor();
      page.signIn(hana);
      const calls = page.load(execute);
      // The session changed under the calls (another learner's token), before they were told.
      page.who = ken;
      calls.enqueue({ operation: OP, args: ['a'], scope: 's', owner: hana });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(tries).toEqual([]);
      expect(waitingCalls().map((call) => [call.args[0], call.owner])).toEqual([['a', hana]]);
      page.signIn(hana);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(tries.map((t) => t.call.args[0])).toEqual(['a']);
      tries[0]!.settle();
    });

    it('keeps a call refused for its token (401) until someone signs in again, then sends it', async () => {
      const { execute, tries } = manualExecutor();
      page.signIn(hana);
      const calls = page.load(execute);
      const { id } = calls.enqueue({ operation: OP, args: ['a'], scope: 's' });
      calls.enqueue({ operation: OP, args: ['b'], scope: 's' });
      await flush();
      tries[0]!.settle(apiError(401));
      await vi.advanceTimersByTimeAsync(60_000);
      // Held, in order: neither call is tried again with the refused token, nor dropped.
      expect(tries).toHaveLength(1);
      expect(waitingCalls().map((call) => call.args[0])).toEqual(['a', 'b']);

      page.signIn(hana);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(tries.map((t) => t.call.args[0])).toEqual(['a', 'a']);
      expect(tries[1]!.key).toBe(tries[0]!.key);
      tries[1]!.settle();
      await expect(page.result(id)).resolves.toBe('done a');
    });
  });

  it('retries network failures with backoff and the same key, then resolves once', async () => {
    const { execute, tries } = manualExecutor();
    const calls = page.load(execute);
    const { id } = calls.enqueue({ operation: OP, args: ['a'], scope: 's' });
    const resolved = vi.fn();
    void page.result(id).then(resolved);
    await flush();

    tries[0]!.settle(apiError(0));
    await vi.advanceTimersByTimeAsync(499);
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toHaveLength(2);
    tries[1]!.settle(apiError(503));
    await vi.advanceTimersByTimeAsync(999);
    expect(tries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toHaveLength(3);
    tries[2]!.settle();
    await flush();

    expect(resolved).toHaveBeenCalledOnce();
    expect(resolved).toHaveBeenCalledWith('done a');
    expect(new Set(tries.map((t) => t.key)).size).toBe(1);
    expect(page.pending()).toEqual([]);
  });

  it('tries a request the HTTP client gave up waiting for (aborted, timed out) again', async () => {
    const { execute, tries } = manualExecutor();
    const calls = page.load(execute);
    const { id } = calls.enqueue({ operation: OP, args: ['a'], scope: 's' });
    await flush();
    tries[0]!.settle(new DOMException('The operation timed out.', 'TimeoutError'));
    await vi.advanceTimersByTimeAsync(500);
    tries[1]!.settle(new DOMException('The operation was aborted.', 'AbortError'));
    await vi.advanceTimersByTimeAsync(1000);
    tries[2]!.settle();
    await expect(page.result(id)).resolves.toBe('done a');
    expect(new Set(tries.map((t) => t.key)).size).toBe(1);
  });

  it('backs off from 500 ms doubling to 30 s, with a jitter of 50-100 %', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => retryDelay(n, 1))).toEqual([
      500, 1000, 2000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelay(1, 0)).toBe(250);
  });

  it.each([
    {
      offline: 'TanStack knows the device is offline',
      goOffline: () => onlineManager.setOnline(false),
    },
    {
      offline: 'the device says it is offline though TanStack thought it online',
      goOffline: () => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false),
    },
  ])('waits while $offline and delivers when the network is back', async ({ goOffline }) => {
    const { execute, tries } = manualExecutor();
    const calls = page.load(execute);
    goOffline();
    const { id } = calls.enqueue({ operation: OP, args: ['a'], scope: 's' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toHaveLength(0);
    expect(onlineManager.isOnline()).toBe(false);

    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    await flush();
    expect(tries).toHaveLength(1);
    tries[0]!.settle();
    await expect(page.result(id)).resolves.toBe('done a');
  });

  it('rejects a call that fails for good, drops it and goes on with the next', async () => {
    const { execute, tries } = manualExecutor();
    const calls = page.load(execute);
    const bad = calls.enqueue({ operation: OP, args: ['a'], scope: 's' });
    const next = calls.enqueue({ operation: OP, args: ['b'], scope: 's' });
    const problem = apiError(400);
    await flush();
    tries[0]!.settle(problem);
    await expect(page.result(bad.id)).rejects.toBe(problem);
    await expect(page.result(bad.id)).rejects.toBe(problem);
    expect(waitingCalls().map((call) => call.id)).toEqual([next.id]);
    await flush();
    expect(tries).toHaveLength(2);
    tries[1]!.settle();
    await expect(page.result(next.id)).resolves.toBe('done b');
  });

  it('ignores corrupt storage content', async () => {
    for (const content of ['{not json', '{"a":1}', '[1,{"state":2},null,{"state":{}}]']) {
      localStorage.setItem('eigo.waitingCalls.anyone', content);
      localStorage.setItem(OLD_QUEUE_STORAGE_KEY, content);
      const { execute, tries } = manualExecutor();
      const calls = page.load(execute);
      expect(page.pending()).toEqual([]);
      const { id } = calls.enqueue({ operation: OP, args: ['a'], scope: 's' });
      await flush();
      tries[0]!.settle();
      await expect(page.result(id)).resolves.toBe('done a');
    }
  });

  it('useCallsStatus follows the calls (useMutationState)', async () => {
    const { execute, tries } = manualExecutor();
    const calls = page.load(execute);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={page.client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCallsStatus(), { wrapper });
    expect(result.current).toBe('idle');
    await act(async () => {
      calls.enqueue({ operation: OP, args: ['a'], scope: 's' });
      await flush();
    });
    expect(result.current).toBe('saving');
    await act(async () => {
      tries[0]!.settle(apiError(0));
      await flush();
    });
    expect(result.current).toBe('retrying');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
      tries[1]!.settle();
      await flush();
    });
    expect(result.current).toBe('idle');
    await act(async () => {
      onlineManager.setOnline(false);
      calls.enqueue({ operation: OP, args: ['b'], scope: 's' });
      await flush();
    });
    expect(result.current).toBe('offline');
  });
});
