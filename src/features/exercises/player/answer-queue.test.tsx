import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http-client';
import {
  createAnswerQueue,
  retryDelay,
  type AnswerQueueDeps,
  type Executor,
  type QueuedCall,
} from './answer-queue';
import { useQueueStatus } from './use-queue-status';

const KEY = 'test.answerQueue';

function memoryStorage(): AnswerQueueDeps['storage'] & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const apiError = (status: number) => new ApiError({ type: 'about:blank', title: 'x', status });
const stored = (storage: ReturnType<typeof memoryStorage>): QueuedCall[] =>
  JSON.parse(storage.data.get(KEY) ?? '[]') as QueuedCall[];

/** An executor whose calls are answered by hand. */
function manualExecutor() {
  const tries: { call: QueuedCall; key: string; settle: (error?: unknown) => void }[] = [];
  const execute: Executor = (call, headers) =>
    new Promise((resolve, reject) => {
      const settle = (error?: unknown) => (error ? reject(error) : resolve(`done ${call.args[0]}`));
      tries.push({ call, key: headers['Idempotency-Key'], settle });
    });
  return { execute, tries };
}

let online = true;
let events: EventTarget;

function queueOver(storage: ReturnType<typeof memoryStorage>, execute: Executor) {
  return createAnswerQueue({
    execute,
    storage,
    storageKey: KEY,
    isOnline: () => online,
    onlineEvents: events,
    random: () => 1,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  events = new EventTarget();
});
afterEach(() => vi.useRealTimers());

describe('answer queue', () => {
  it('tells onSettled of each call delivered or failed for good, not of a retried try', async () => {
    const storage = memoryStorage();
    const { execute, tries } = manualExecutor();
    const settled: [string, unknown][] = [];
    const queue = createAnswerQueue({
      execute,
      storage,
      storageKey: KEY,
      isOnline: () => online,
      onlineEvents: events,
      random: () => 1,
      onSettled: (call, outcome) => settled.push([call.args[0] as string, outcome]),
    });
    const a = queue.enqueue({ operation: 'op', args: ['a'], scope: 's' });
    const b = queue.enqueue({ operation: 'op', args: ['b'], scope: 's' });
    tries[0]!.settle(apiError(503));
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toEqual([]);
    tries[1]!.settle();
    await expect(queue.resultOf(a.id)).resolves.toBe('done a');
    tries[2]!.settle(apiError(409));
    await expect(queue.resultOf(b.id)).rejects.toBeInstanceOf(ApiError);
    expect(settled).toEqual([
      ['a', { value: 'done a' }],
      ['b', { failed: true }],
    ]);
  });

  it('delivers calls one after another in enqueue order across scopes', async () => {
    const storage = memoryStorage();
    const { execute, tries } = manualExecutor();
    const queue = queueOver(storage, execute);
    const a = queue.enqueue({ operation: 'op', args: ['a'], scope: 's1' });
    const b = queue.enqueue({ operation: 'op', args: ['b'], scope: 's2' });
    const c = queue.enqueue({ operation: 'op', args: ['c'], scope: 's1' });
    expect(tries.map((t) => t.call.args[0])).toEqual(['a']);
    expect(queue.pending('s1').map((call) => call.id)).toEqual([a.id, c.id]);
    tries[0]!.settle();
    await expect(a.result).resolves.toBe('done a');
    expect(tries.map((t) => t.call.args[0])).toEqual(['a', 'b']);
    tries[1]!.settle();
    await expect(b.result).resolves.toBe('done b');
    tries[2]!.settle();
    await expect(c.result).resolves.toBe('done c');
    expect(queue.getStatus()).toBe('idle');
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('writes a call to storage before its first try', () => {
    const storage = memoryStorage();
    const seen: QueuedCall[][] = [];
    const queue = queueOver(storage, () => {
      seen.push(stored(storage));
      return new Promise(() => {});
    });
    const { id } = queue.enqueue({
      operation: 'submitDrillAnswer',
      args: [1, { x: 1 }],
      scope: 's',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject([{ id, operation: 'submitDrillAnswer', args: [1, { x: 1 }] }]);
    expect(queue.getStatus()).toBe('saving');
  });

  it('survives a reload: a new queue over the same storage delivers once with the same key', async () => {
    const storage = memoryStorage();
    const first = manualExecutor();
    const before = queueOver(storage, first.execute);
    const { id } = before.enqueue({ operation: 'op', args: ['a'], scope: 's' });
    const key = first.tries[0]!.key;
    before.dispose();

    const second = manualExecutor();
    const after = queueOver(storage, second.execute);
    expect(second.tries).toHaveLength(0);
    after.start();
    after.start();
    expect(second.tries).toHaveLength(1);
    expect(second.tries[0]!.key).toBe(key);
    expect(second.tries[0]!.call.idempotencyKey).toBe(key);
    expect(after.pending('s').map((call) => call.id)).toEqual([id]);
    second.tries[0]!.settle();
    await expect(after.resultOf(id)).resolves.toBe('done a');
    expect(second.tries).toHaveLength(1);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('keeps whose call it is across a reload (the user and the alias it is sent for)', async () => {
    const storage = memoryStorage();
    const first = manualExecutor();
    const before = queueOver(storage, first.execute);
    const hana = { userUuid: 'hana', aliasUuid: 'alias-of-hana' };
    before.enqueue({ operation: 'op', args: ['a'], scope: 's', owner: hana });
    expect(first.tries[0]!.call.owner).toEqual(hana);
    before.dispose();

    const second = manualExecutor();
    const after = queueOver(storage, second.execute);
    after.start();
    expect(second.tries[0]!.call.owner).toEqual(hana);
    second.tries[0]!.settle();
  });

  describe('on a shared device', () => {
    const hana = { userUuid: 'hana', aliasUuid: 'alias-of-hana' };
    const ken = { userUuid: 'ken', aliasUuid: 'alias-of-ken' };

    /** A queue whose calls go only while their owner is the one signed in (`who`). */
    function sharedQueue(storage: ReturnType<typeof memoryStorage>, execute: Executor) {
      const who = { current: hana as typeof hana | null };
      const changes = new EventTarget();
      const queue = createAnswerQueue({
        execute,
        storage,
        storageKey: KEY,
        isOnline: () => online,
        onlineEvents: events,
        random: () => 1,
        mayGo: (call) =>
          who.current !== null &&
          (call.owner as typeof hana | undefined)?.userUuid === who.current.userUuid,
        onMayGoChange: (listener) => {
          changes.addEventListener('change', listener);
          return () => changes.removeEventListener('change', listener);
        },
        isOwnerAway: (error) => error instanceof ApiError && error.status === 401,
      });
      const signIn = (next: typeof hana | null) => {
        who.current = next;
        changes.dispatchEvent(new Event('change'));
      };
      return { queue, signIn };
    }

    it("never sends a learner's calls while another one is signed in, and sends them once she is back", async () => {
      const storage = memoryStorage();
      const { execute, tries } = manualExecutor();
      online = false;
      const { queue, signIn } = sharedQueue(storage, execute);
      const { result } = queue.enqueue({ operation: 'op', args: ['a'], scope: 's', owner: hana });
      signIn(null);
      online = true;
      events.dispatchEvent(new Event('online'));
      await vi.runAllTimersAsync();
      expect(tries).toEqual([]);
      expect(queue.getStatus()).toBe('idle');

      // ken signs in: his own calls go, hana's wait (and never block his).
      signIn(ken);
      const kens = queue.enqueue({ operation: 'op', args: ['k'], scope: 't', owner: ken });
      await vi.runAllTimersAsync();
      expect(tries.map((t) => t.call.args[0])).toEqual(['k']);
      tries[0]!.settle();
      await expect(kens.result).resolves.toBe('done k');
      expect(queue.pending().map((call) => call.args[0])).toEqual(['a']);
      expect(stored(storage).map((call) => call.args[0])).toEqual(['a']);

      signIn(hana);
      await vi.runAllTimersAsync();
      expect(tries.map((t) => t.call.args[0])).toEqual(['k', 'a']);
      tries[1]!.settle();
      await expect(result).resolves.toBe('done a');
      expect(queue.pending()).toEqual([]);
    });

    it('keeps a call refused for its token (401) until someone signs in again, then sends it', async () => {
      const storage = memoryStorage();
      const { execute, tries } = manualExecutor();
      const { queue, signIn } = sharedQueue(storage, execute);
      const { result } = queue.enqueue({ operation: 'op', args: ['a'], scope: 's', owner: hana });
      queue.enqueue({ operation: 'op', args: ['b'], scope: 's', owner: hana });
      tries[0]!.settle(apiError(401));
      await vi.runAllTimersAsync();
      // Held, in order: neither call is tried again with the refused token, nor dropped.
      expect(tries).toHaveLength(1);
      expect(stored(storage).map((call) => call.args[0])).toEqual(['a', 'b']);

      signIn(hana);
      await vi.runAllTimersAsync();
      expect(tries.map((t) => t.call.args[0])).toEqual(['a', 'a']);
      expect(tries[1]!.key).toBe(tries[0]!.key);
      tries[1]!.settle();
      await expect(result).resolves.toBe('done a');
    });
  });

  it('retries network failures with backoff and the same key, then resolves once', async () => {
    const storage = memoryStorage();
    const { execute, tries } = manualExecutor();
    const queue = queueOver(storage, execute);
    const { result } = queue.enqueue({ operation: 'op', args: ['a'], scope: 's' });
    const resolved = vi.fn();
    void result.then(resolved);

    tries[0]!.settle(apiError(0));
    await vi.advanceTimersByTimeAsync(499);
    expect(tries).toHaveLength(1);
    expect(queue.getStatus()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toHaveLength(2);
    tries[1]!.settle(apiError(503));
    await vi.advanceTimersByTimeAsync(999);
    expect(tries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toHaveLength(3);
    tries[2]!.settle();
    await vi.advanceTimersByTimeAsync(0);

    expect(resolved).toHaveBeenCalledOnce();
    expect(resolved).toHaveBeenCalledWith('done a');
    expect(new Set(tries.map((t) => t.key)).size).toBe(1);
    expect(queue.getStatus()).toBe('idle');
  });

  it('backs off from 500 ms doubling to 30 s, with a jitter of 50-100 %', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => retryDelay(n, 1))).toEqual([
      500, 1000, 2000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelay(1, 0)).toBe(250);
  });

  it('waits while offline and delivers when the online event fires', async () => {
    online = false;
    const storage = memoryStorage();
    const { execute, tries } = manualExecutor();
    const queue = queueOver(storage, execute);
    const statuses: string[] = [];
    queue.subscribe(() => statuses.push(queue.getStatus()));
    const { result } = queue.enqueue({ operation: 'op', args: ['a'], scope: 's' });
    expect(queue.getStatus()).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toHaveLength(0);

    online = true;
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toHaveLength(1);
    tries[0]!.settle();
    await expect(result).resolves.toBe('done a');
    expect(statuses).toContain('offline');
    expect(statuses.at(-1)).toBe('idle');
  });

  it('retries at once when the connection comes back during a backoff', async () => {
    const { execute, tries } = manualExecutor();
    const queue = queueOver(memoryStorage(), execute);
    queue.enqueue({ operation: 'op', args: ['a'], scope: 's' });
    tries[0]!.settle(apiError(0));
    await vi.advanceTimersByTimeAsync(0);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toHaveLength(2);
  });

  it('rejects a call that fails for good, drops it and goes on with the next', async () => {
    const storage = memoryStorage();
    const { execute, tries } = manualExecutor();
    const queue = queueOver(storage, execute);
    const bad = queue.enqueue({ operation: 'op', args: ['a'], scope: 's' });
    const next = queue.enqueue({ operation: 'op', args: ['b'], scope: 's' });
    const problem = apiError(400);
    tries[0]!.settle(problem);
    await expect(bad.result).rejects.toBe(problem);
    await expect(queue.resultOf(bad.id)).rejects.toBe(problem);
    expect(stored(storage).map((call) => call.id)).toEqual([next.id]);
    expect(tries).toHaveLength(2);
    tries[1]!.settle();
    await expect(next.result).resolves.toBe('done b');
  });

  it('whenIdle resolves once no call of the scope is waiting', async () => {
    const { execute, tries } = manualExecutor();
    const queue = queueOver(memoryStorage(), execute);
    await expect(queue.whenIdle('s1')).resolves.toBeUndefined();
    queue.enqueue({ operation: 'op', args: ['a'], scope: 's1' });
    queue.enqueue({ operation: 'op', args: ['b'], scope: 's2' });
    const s1 = vi.fn();
    const all = vi.fn();
    void queue.whenIdle('s1').then(s1);
    void queue.whenIdle().then(all);
    await vi.advanceTimersByTimeAsync(0);
    expect(s1).not.toHaveBeenCalled();
    tries[0]!.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(s1).toHaveBeenCalledOnce();
    expect(all).not.toHaveBeenCalled();
    tries[1]!.settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(all).toHaveBeenCalledOnce();
  });

  it('ignores corrupt storage content', async () => {
    for (const content of ['{not json', '{"a":1}', '[1,{"id":2},null]']) {
      const storage = memoryStorage();
      storage.data.set(KEY, content);
      const { execute, tries } = manualExecutor();
      const queue = queueOver(storage, execute);
      expect(() => queue.start()).not.toThrow();
      expect(queue.pending()).toEqual([]);
      const { result } = queue.enqueue({ operation: 'op', args: ['a'], scope: 's' });
      tries[0]!.settle();
      await expect(result).resolves.toBe('done a');
    }
  });

  it('rejects resultOf for an unknown call', async () => {
    const queue = queueOver(memoryStorage(), manualExecutor().execute);
    await expect(queue.resultOf('nope')).rejects.toThrow('No queued call nope');
  });

  it('useQueueStatus follows the status', async () => {
    const { execute, tries } = manualExecutor();
    const queue = queueOver(memoryStorage(), execute);
    const { result } = renderHook(() => useQueueStatus(queue));
    expect(result.current).toBe('idle');
    act(() => void queue.enqueue({ operation: 'op', args: ['a'], scope: 's' }));
    expect(result.current).toBe('saving');
    await act(async () => {
      tries[0]!.settle(apiError(0));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe('retrying');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
      tries[1]!.settle();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe('idle');
  });
});
