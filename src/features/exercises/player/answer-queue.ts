// The queue every answer, log and end call of an exercise goes through: one call at a time in
// enqueue order, each kept in storage from before its first try until it was delivered or failed
// for good, retried with backoff while the network is away, with one idempotency key for all tries.
// A run started offline has no log id yet: its start call waits first in the queue and says which
// provisional id (a negative number, never a server's) its delivered answer's logId replaces; the
// calls after it carry the provisional id and are sent with the real one.
// Each call belongs to the learner it was made for (its owner): it goes only while `mayGo` says
// so (that learner signed in), and a refusal that says the token is not that learner's keeps it
// waiting for them instead of dropping it (a shared device).
import { ApiError } from '../../../api/http-client';
import type { OperationName } from './operations';
import { createLogIdStore, UnresolvedLogIdError, withRealLogIds } from './provisional-log-id';
import type { CallOwner } from './signed-in-learner';

export type QueuedCall = {
  /** Unique, made by enqueue. */
  id: string;
  /** Made by enqueue; sent as the `Idempotency-Key` header on every try, also after a reload. */
  idempotencyKey: string;
  /** A name the executor knows, e.g. 'submitDrillAnswer'. */
  operation: string;
  /** JSON-serialisable arguments of the request function (without its options argument). */
  args: unknown[];
  /** E.g. the exercise session's key; lets a screen find its pending calls. */
  scope: string;
  enqueuedAt: number;
  /**
   * Whose call it is (the user and the alias it was made for): it goes only while that user is
   * signed in, with that alias, so another learner on the device can never be credited with it.
   * (A string: the alias alone, as calls queued before owners had a user stored it.)
   */
  owner?: CallOwner | string | null;
  /**
   * A start call queued before the run had a log id: the provisional id (negative) that its
   * delivered answer's `logId` stands in for in the calls queued after it.
   */
  providesLogId?: number;
};

/**
 * A call a screen queued, with what it takes to send it again under its key after a reload; `N`
 * the operations it may name (its result is theirs: ./use-run-core.ts's resultOfSent).
 */
export type SentCall<N extends OperationName = OperationName> = {
  callId: string;
  call: { operation: N; args: unknown[]; idempotencyKey: string };
};

export type QueueStatus = 'idle' | 'saving' | 'offline' | 'retrying';

export type Executor = (
  call: QueuedCall,
  headers: { 'Idempotency-Key': string },
) => Promise<unknown>;

type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type AnswerQueueDeps = {
  execute: Executor;
  storage: QueueStorage;
  storageKey?: string;
  /** Defaults to `navigator.onLine`. */
  isOnline?: () => boolean;
  /** Where `online` and `offline` events fire; defaults to `window`. */
  onlineEvents?: EventTarget;
  /** Defaults to isRetryableError. */
  isRetryable?: (error: unknown) => boolean;
  /** Jitter source in [0, 1); defaults to Math.random. */
  random?: () => number;
  /** Told of every call delivered (its result) or failed for good, whichever screen is open. */
  onSettled?: (call: QueuedCall, settled: { value: unknown } | { failed: true }) => void;
  /** Whether a call may go now (its owner is signed in); defaults to always. */
  mayGo?: (call: QueuedCall) => boolean;
  /** Subscribes to changes of what `mayGo` answers (a sign-in, a sign-out); returns its removal. */
  onMayGoChange?: (listener: () => void) => () => void;
  /**
   * A refusal that says the call's owner is not the one signed in (a token refused): the call is
   * kept, and waits until `mayGo` changes. Defaults to none.
   */
  isOwnerAway?: (error: unknown) => boolean;
};

export interface AnswerQueue {
  /** Queues a call; `idempotencyKey` resends a call made before (its first answer comes back). */
  enqueue(
    call: Pick<QueuedCall, 'operation' | 'args' | 'scope'> & {
      idempotencyKey?: string;
      owner?: CallOwner | null;
      providesLogId?: number;
    },
  ): {
    id: string;
    idempotencyKey: string;
    result: Promise<unknown>;
  };
  /** The result of a call (also one restored from storage after a reload); rejects with the final error. */
  resultOf(id: string): Promise<unknown>;
  pending(scope?: string): QueuedCall[];
  /** The calls that may go now (their owner signed in), in order. */
  waiting(): QueuedCall[];
  /** Resolves when no call of that scope (of any scope without one) is waiting. */
  whenIdle(scope?: string): Promise<void>;
  getStatus(): QueueStatus;
  /** The server's log id of a run: itself when real, null while its queued start is not delivered. */
  realLogId(logId: number): number | null;
  subscribe(listener: () => void): () => void;
  /** Resumes calls persisted by an earlier page load. */
  start(): void;
  dispose(): void;
}

const DEFAULT_STORAGE_KEY = 'answerQueue';
/** Backoff: the first retry after 500 ms, doubling up to 30 s, each scaled by a jitter of 50-100 %. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** A resultOf for an id this queue neither holds nor settled since the page loaded. */
export class UnknownCallError extends Error {
  constructor(id: string) {
    super(`No queued call ${id}`);
    this.name = 'UnknownCallError';
  }
}

/** Network failures (status 0), 408, 429 and 5xx are tried again; anything else fails for good. */
function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export function retryDelay(failures: number, random: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
  return Math.round(base * (0.5 + random / 2));
}

function isQueuedCall(value: unknown): value is QueuedCall {
  if (!value || typeof value !== 'object') return false;
  const call = value as Record<string, unknown>;
  return (
    typeof call.id === 'string' &&
    typeof call.idempotencyKey === 'string' &&
    typeof call.operation === 'string' &&
    Array.isArray(call.args) &&
    typeof call.scope === 'string' &&
    typeof call.enqueuedAt === 'number' &&
    (call.providesLogId === undefined || typeof call.providesLogId === 'number') &&
    (call.owner === undefined ||
      call.owner === null ||
      typeof call.owner === 'string' ||
      typeof call.owner === 'object')
  );
}

type Deferred = { promise: Promise<unknown>; resolve(v: unknown): void; reject(e: unknown): void };

function deferred(): Deferred {
  const handlers: Pick<Deferred, 'resolve' | 'reject'> = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<unknown>((resolve, reject) =>
    Object.assign(handlers, { resolve, reject }),
  );
  // Nobody may be waiting for a result; its rejection is not an unhandled one.
  promise.catch(() => undefined);
  return { promise, ...handlers };
}

export function createAnswerQueue(deps: AnswerQueueDeps): AnswerQueue {
  const storageKey = deps.storageKey ?? DEFAULT_STORAGE_KEY;
  const logIdsKey = `${storageKey}.logIds`;
  const isOnline = deps.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const events = deps.onlineEvents ?? (typeof window === 'undefined' ? undefined : window);
  const isRetryable = deps.isRetryable ?? isRetryableError;
  const random = deps.random ?? Math.random;
  const mayGo = deps.mayGo ?? (() => true);
  const isOwnerAway = deps.isOwnerAway ?? (() => false);

  let calls: QueuedCall[] = [];
  const results = new Map<string, Deferred>();
  const listeners = new Set<() => void>();
  let failures = 0;
  let draining = false;
  let disposed = false;
  let wake: (() => void) | null = null;

  const notify = () => listeners.forEach((listener) => listener());

  // Storage is read and written per change, so calls another tab added are kept.
  function readStored(): QueuedCall[] {
    try {
      const parsed: unknown = JSON.parse(deps.storage.getItem(storageKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isQueuedCall) : [];
    } catch {
      return [];
    }
  }

  function writeStored(stored: QueuedCall[]): void {
    try {
      if (stored.length === 0) deps.storage.removeItem(storageKey);
      else deps.storage.setItem(storageKey, JSON.stringify(stored));
    } catch {
      // Storage full or unavailable: the call is still delivered from memory.
    }
  }

  // The real log ids of runs started offline, in storage (a reload, another tab) like the calls.
  const logIds = createLogIdStore(deps.storage, logIdsKey);
  const { realLogId } = logIds;

  /** The call as it goes: provisional log ids replaced (an error when one has no real id). */
  function resolved(call: QueuedCall): QueuedCall | UnresolvedLogIdError {
    const missing: number[] = [];
    const args = withRealLogIds(call.args, realLogId, missing) as unknown[];
    return missing.length > 0 ? new UnresolvedLogIdError(missing[0]!) : { ...call, args };
  }

  function settle(call: QueuedCall, settled: { value: unknown } | { failed: true }): void {
    try {
      deps.onSettled?.(call, settled);
    } catch {
      // What the listener does with it is its own: the queue goes on.
    }
  }

  /** Waits for the timer (null: none), an `online` event or dispose. */
  function pause(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms === null ? undefined : setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      wake = done;
    });
  }

  /**
   * Tries a call until it is delivered or failed for good ('settled'), its owner is not signed in
   * any more ('away': it stays, for later) or the queue is disposed ('stopped').
   */
  async function deliver(call: QueuedCall): Promise<'settled' | 'away' | 'stopped'> {
    failures = 0;
    for (;;) {
      while (!isOnline() && !disposed && mayGo(call)) await pause(null);
      if (disposed) return 'stopped';
      if (!mayGo(call)) return 'away';
      const sending = resolved(call);
      if (sending instanceof UnresolvedLogIdError) {
        results.get(call.id)?.reject(sending);
        settle(call, { failed: true });
        return 'settled';
      }
      try {
        const value = await deps.execute(sending, { 'Idempotency-Key': call.idempotencyKey });
        const logId = (value as { logId?: unknown } | null)?.logId;
        if (call.providesLogId !== undefined && typeof logId === 'number')
          logIds.keep(call.providesLogId, logId);
        results.get(call.id)?.resolve(value);
        settle(call, { value });
        return 'settled';
      } catch (error) {
        // Refused for whose token it went with: kept for its owner's next sign-in.
        if (isOwnerAway(error)) {
          held = true;
          return 'away';
        }
        if (!isRetryable(error)) {
          results.get(call.id)?.reject(error);
          settle(call, { failed: true });
          return 'settled';
        }
        failures += 1;
        notify();
        if (isOnline()) await pause(retryDelay(failures, random()));
      }
    }
  }

  // A call refused for whose token it went with holds every call until someone signs in or out.
  let held = false;
  /** The calls that may go now, in order (another learner's wait for her sign-in). */
  const waiting = () => (held ? [] : calls.filter((call) => mayGo(call)));

  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    notify();
    for (let call = waiting()[0]; call && !disposed; call = waiting()[0]) {
      const id = call.id;
      const outcome = await deliver(call);
      if (outcome === 'stopped') break;
      failures = 0;
      if (outcome === 'settled') {
        calls = calls.filter((c) => c.id !== id);
        writeStored(readStored().filter((c) => c.id !== id));
      }
      notify();
    }
    draining = false;
    notify();
  }

  const onNetworkChange = () => {
    notify();
    if (isOnline()) wake?.();
  };
  events?.addEventListener('online', onNetworkChange);
  events?.addEventListener('offline', onNetworkChange);
  // Someone signed in or out: a call waiting for its owner may go, or one under way must wait.
  const stopWatchingOwners = deps.onMayGoChange?.(() => {
    held = false;
    wake?.();
    notify();
    void drain();
  });

  function pending(scope?: string): QueuedCall[] {
    return scope === undefined ? [...calls] : calls.filter((call) => call.scope === scope);
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    enqueue({ operation, args, scope, idempotencyKey, owner, providesLogId }) {
      const call: QueuedCall = {
        id: crypto.randomUUID(),
        idempotencyKey: idempotencyKey ?? crypto.randomUUID(),
        operation,
        args,
        scope,
        enqueuedAt: Date.now(),
        ...(owner ? { owner } : {}),
        ...(providesLogId === undefined ? {} : { providesLogId }),
      };
      const result = deferred();
      results.set(call.id, result);
      writeStored([...readStored(), call]);
      calls.push(call);
      notify();
      void drain();
      return { id: call.id, idempotencyKey: call.idempotencyKey, result: result.promise };
    },
    resultOf(id) {
      return results.get(id)?.promise ?? Promise.reject(new UnknownCallError(id));
    },
    pending,
    waiting,
    whenIdle(scope) {
      return new Promise((resolve) => {
        const check = () => {
          if (pending(scope).length > 0) return;
          unsubscribe();
          resolve();
        };
        const unsubscribe = subscribe(check);
        check();
      });
    },
    getStatus() {
      if (waiting().length === 0) return 'idle';
      if (!isOnline()) return 'offline';
      return failures > 0 ? 'retrying' : 'saving';
    },
    realLogId,
    subscribe,
    start() {
      if (disposed) return;
      const known = new Set(calls.map((call) => call.id));
      const restored = readStored().filter((call) => !known.has(call.id));
      for (const call of restored) results.set(call.id, deferred());
      calls = [...restored, ...calls];
      notify();
      void drain();
    },
    dispose() {
      disposed = true;
      events?.removeEventListener('online', onNetworkChange);
      events?.removeEventListener('offline', onNetworkChange);
      stopWatchingOwners?.();
      wake?.();
      listeners.clear();
    },
  };
}
