// Every answer, log, end and feedback call of an exercise is a TanStack Query mutation of the
// app's query client ("offline calls"): its operation's defaults (./call-operations.ts,
// setMutationDefaults) send it with the generated request function, `scope` makes a run's calls
// go one at a time in order, `retry` backs off while the network fails, networkMode 'online'
// pauses them while the device is offline and TanStack resumes them when it is back. What is
// specific here:
// - Durable at once. Each call is written to local storage (./waiting-calls.ts, one item per
//   owner) on every change of its mutation, paused or in flight, before its first try: a reload,
//   even mid-request, loses none. A page load (or her sign-in) hydrates them and resumes them.
// - One learner at a time. Only the signed-in learner's calls are in the mutation cache; another
//   learner's stay in her own item until she signs in again. Each call carries its owner (the
//   user and the alias it was made for, never a token) and its Idempotency-Key in its variables;
//   the mutationFn sends it only with its owner's token and alias, else (or on a 401) the call is
//   kept for her, never dropped and never sent as someone else's.
// - A run started offline has a provisional log id (./provisional-log-id.ts): its start call says
//   so, and the later calls of the run are sent with the real id its answer gave (the scope has
//   sent the start first).
// - The end of a run finished with answers not marked yet (./deferred-run-end.ts) waits behind
//   them in the run's scope and is counted from their results when it goes: the results of the
//   answers it counts are kept in storage too (settled, as TanStack dehydrates them) until it goes.
// The screens read the calls' states in the mutation cache with useMutationState
// (./use-call-results.ts, ./use-calls-status.ts); what they ask of this module is to make a call
// (`enqueue`, the same call again under its key) and a run's real log id.
import {
  dehydrate,
  hydrate,
  onlineManager,
  type Mutation,
  type MutationCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '../../../api/http-client';
import { sessionSnapshot } from '../../../api/session-store';
import { localText } from '../../../lib/services/storage';
import { isOfflineCall } from './call-key';
import { callKey, registerCallOperations, sendOperation } from './call-operations';
import { callsClient } from './calls-client';
import {
  DEFERRED_END,
  deferredEndOf,
  endCallWhenMarked,
  migrateRunEnds,
  type SettledAnswer,
} from './deferred-run-end';
import { createLogIdStore, UnresolvedLogIdError, withRealLogIds } from './provisional-log-id';
import { queueDrained } from './queue-drained';
import {
  currentOwner,
  onSignedInLearnerChange,
  ownedBy,
  ownerOf,
  signedInLearner,
  type CallOwner,
} from './signed-in-learner';
import {
  dropSettled,
  dropWaiting,
  LOG_IDS_STORAGE_KEY,
  ownerKey,
  pausedCall,
  putWaiting,
  readWaiting,
  type WaitingCall,
} from './waiting-calls-store';
import { OLD_QUEUE_STORAGE_KEY, ownerKeysOf } from './waiting-calls';

/** A call's variables: all it takes to send it, also after a reload (JSON). */
export type CallVariables = {
  /** Unique, made when the call is made. */
  callId: string;
  /** Made once; sent as the `Idempotency-Key` header on every try, also after a reload. */
  idempotencyKey: string;
  /** The operation, e.g. 'submitDrillAnswer' (its mutation key is ['call', operation]). */
  operation: string;
  /** JSON-serialisable arguments of the request function (without its options argument). */
  args: unknown[];
  /** E.g. the run's `run:<logId>`: its calls go one at a time, in order (the mutation's scope). */
  scope: string;
  enqueuedAt: number;
  /** Whose call it is: it goes only while that user is signed in, with that alias. */
  owner: CallOwner | null;
  /** A start made before the run had a log id: the provisional id its answer's logId replaces. */
  providesLogId?: number;
};

type NewCall = Pick<CallVariables, 'operation' | 'args' | 'scope'> & {
  idempotencyKey?: string;
  owner?: CallOwner | null;
  providesLogId?: number;
};

interface OfflineCalls {
  /**
   * Makes a call; `idempotencyKey` makes again a call made before: the same call while one under
   * that key is held (on its way, delivered, or kept for its owner), else sent again (the backend
   * answers it with its first answer). Its state is read from the mutation cache
   * (./use-call-results.ts: useMutationState).
   */
  enqueue(call: NewCall): { id: string; idempotencyKey: string };
  /** The server's log id of a run: itself when real, null while its start is not delivered. */
  realLogId(logId: number): number | null;
}

/** What the calls need from around them; the app's by default, a test's own otherwise. */
export type OfflineCallsDeps = {
  /**
   * Sends a call (its provisional log ids replaced) with its headers; defaults to its operation's
   * generated request function.
   */
  execute?: (call: CallVariables, headers: Record<string, string>) => Promise<unknown>;
  /** The learner whose token the HTTP client sends now (null: nobody, or not known yet). */
  learnerSending?: () => CallOwner | null;
  /** Subscribes to a change of the signed-in learner; returns its removal. */
  onLearnerChange?: (listener: () => void) => () => void;
  /** Jitter source in [0, 1); defaults to Math.random. */
  random?: () => number;
};

/** Backoff: the first retry after 500 ms, doubling up to 30 s, each scaled by a jitter of 50-100 %. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export function retryDelay(failures: number, random: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
  return Math.round(base * (0.5 + random / 2));
}

/** The call's owner is not the learner signed in (or her token was refused): kept for her. */
class OwnerAwayError extends Error {
  constructor() {
    super('The call waits for its owner to sign in');
    this.name = 'OwnerAwayError';
  }
}

/** The device says it is offline: the call waits for TanStack's online manager. */
class DeviceOfflineError extends Error {
  constructor() {
    super('The device is offline');
    this.name = 'DeviceOfflineError';
  }
}

/**
 * Network failures (status 0), 408, 429 and 5xx are tried again; anything else fails for good. A
 * call is never cancelled, so an aborted request is one the HTTP client gave up waiting for (a
 * timeout): tried again too.
 */
function isRetryableError(error: unknown): boolean {
  if (error instanceof DeviceOfflineError) return true;
  if (error instanceof DOMException)
    return error.name === 'AbortError' || error.name === 'TimeoutError';
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** Whether a pending call is trying again after a failure (not merely waiting for the network). */
export const isRetrying = (mutation: Pick<Mutation, 'state'>): boolean =>
  mutation.state.failureCount > 0 && !(mutation.state.failureReason instanceof DeviceOfflineError);

const variablesOf = (mutation: Pick<Mutation, 'state'>) =>
  mutation.state.variables as CallVariables | undefined;

/**
 * One call as TanStack dehydrates it, for `hydrate` to take back: this mutation alone (TanStack's
 * own `dehydrate`, which also asks of each query whether to keep it: none is).
 */
function dehydrated(client: QueryClient, mutation: Mutation): WaitingCall | undefined {
  return dehydrate(client, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (other) => other === mutation,
  }).mutations[0] as WaitingCall | undefined;
}

/** A kept call as it comes back: paused (also one that was in flight when the page went). */
function restorable(call: WaitingCall): WaitingCall {
  return {
    ...call,
    state: {
      ...call.state,
      status: 'pending',
      isPaused: true,
      error: null,
      failureCount: 0,
      failureReason: null,
    },
  };
}

const enqueuedAtOf = (call: WaitingCall) =>
  (call.state.variables as CallVariables | undefined)?.enqueuedAt ?? 0;

function isOldQueuedCall(value: unknown): value is Omit<CallVariables, 'callId' | 'owner'> & {
  id: string;
  owner?: unknown;
} {
  if (!value || typeof value !== 'object') return false;
  const call = value as Record<string, unknown>;
  return (
    typeof call.id === 'string' &&
    typeof call.idempotencyKey === 'string' &&
    typeof call.operation === 'string' &&
    Array.isArray(call.args) &&
    typeof call.scope === 'string' &&
    typeof call.enqueuedAt === 'number' &&
    (call.providesLogId === undefined || typeof call.providesLogId === 'number')
  );
}

/**
 * The calls the hand-written queue before kept (`eigo.answerQueue`), moved once to their owners'
 * items: a device that updates with answers waiting loses none.
 */
function migrateOldQueue(): void {
  const text = localText.getItem(OLD_QUEUE_STORAGE_KEY);
  if (text === null) return;
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = [];
  }
  const calls = Array.isArray(parsed) ? parsed.filter(isOldQueuedCall) : [];
  for (const { id, owner, ...call } of calls) {
    const variables: CallVariables = { ...call, callId: id, owner: ownerOf(owner) };
    putWaiting(ownerKey(variables.owner), [
      pausedCall(callKey(call.operation), call.scope, variables, call.enqueuedAt),
    ]);
  }
  localText.removeItem(OLD_QUEUE_STORAGE_KEY);
}

/**
 * The learner signed in now, when the HTTP client sends her token: right after a sign-in the
 * session may tell the client before it tells the calls, and a call must not go meanwhile.
 */
function appLearnerSending(): CallOwner | null {
  const learner = signedInLearner();
  const { token } = sessionSnapshot();
  return learner && token !== null && learner.token === token ? currentOwner() : null;
}

/**
 * The owner a call made now is stamped with: the learner signed in (the alias alone while the
 * session has not told the calls who she is).
 */
function ownerNow(learnerSending: () => CallOwner | null): CallOwner | null {
  const learner = learnerSending();
  if (learner) return learner;
  const { aliasUuid } = sessionSnapshot();
  return aliasUuid ? { userUuid: null, aliasUuid } : null;
}

/** The offline calls of `client`: registers the operations, restores what waits, resumes it. */
export function createOfflineCalls(
  client: QueryClient,
  deps: OfflineCallsDeps = {},
): OfflineCalls & { dispose(): void } {
  const learnerSending = deps.learnerSending ?? appLearnerSending;
  const random = deps.random ?? Math.random;
  const cache = client.getMutationCache();
  const logIds = createLogIdStore(localText, LOG_IDS_STORAGE_KEY);
  const { realLogId } = logIds;
  // A call refused for its token holds every call until the signed-in learner changes.
  let held = false;

  // The calls kept for their owner while another learner is signed in (by Idempotency-Key, their
  // ids): a screen that waits for one makes it again under its key, and must get that call back.
  const keptAway = new Map<string, string>();
  /**
   * Forgets a settled call wherever its owner's calls are kept, with the calls made under its key
   * (a screen's resend after a reload, before the learner's kept calls came back: one call).
   */
  const forget = (call: CallVariables) => {
    const keys = new Set([ownerKey(call.owner), ...(call.owner ? ownerKeysOf(call.owner) : [])]);
    for (const key of keys) dropWaiting(key, call.idempotencyKey);
    keptAway.delete(call.idempotencyKey);
  };

  /** The mutationFn of every operation: gated by owner and network, log ids made real. */
  async function deliver(
    call: CallVariables,
    send: (args: readonly unknown[], headers: Record<string, string>) => Promise<unknown>,
  ): Promise<unknown> {
    if (globalThis.navigator?.onLine === false) {
      // Only `false` is believed: TanStack's online manager learns it, and resumes on `online`.
      onlineManager.setOnline(false);
      throw new DeviceOfflineError();
    }
    if (held || !ownedBy(call.owner, learnerSending())) throw new OwnerAwayError();
    const missing: number[] = [];
    const args = withRealLogIds(call.args, realLogId, missing) as unknown[];
    if (missing.length > 0) throw new UnresolvedLogIdError(missing[0]!);
    const headers: Record<string, string> = {
      'Idempotency-Key': call.idempotencyKey,
      ...(call.owner?.aliasUuid ? { 'X-Alias-Uuid': call.owner.aliasUuid } : {}),
    };
    let value: unknown;
    try {
      value = deps.execute
        ? await deps.execute({ ...call, args }, headers)
        : await send(args, headers);
    } catch (error) {
      // A token the backend does not take (signed out meanwhile, expired): kept for its owner.
      if (error instanceof ApiError && error.status === 401) {
        held = true;
        throw new OwnerAwayError();
      }
      throw error;
    }
    const logId = (value as { logId?: unknown } | null)?.logId;
    if (call.providesLogId !== undefined && typeof logId === 'number')
      logIds.keep(call.providesLogId, logId);
    return value;
  }

  const callMutations = () => cache.getAll().filter(isOfflineCall);

  /**
   * What became of the answer call made under `key`: in the cache (this page's), else kept in
   * storage for the end that waits behind it (a result from before a reload).
   */
  function settledOf(key: string): SettledAnswer | null {
    type Kept = { status?: unknown; data?: unknown; variables?: unknown; stored: boolean };
    const settled = [
      ...callMutations().map(({ state }): Kept => ({ ...state, stored: false })),
      ...ownerKeysOf(learnerSending() ?? { userUuid: null, aliasUuid: null })
        .flatMap(readWaiting)
        .map(({ state }): Kept => ({ ...state, stored: true })),
    ].filter((state) => (state.variables as CallVariables | undefined)?.idempotencyKey === key);
    const delivered = settled.find((state) => state.status === 'success');
    if (delivered) return { value: delivered.data, stored: delivered.stored };
    return settled.some((state) => state.status === 'error') ? { failed: true } : null;
  }

  registerCallOperations<CallVariables>(
    client,
    deliver,
    {
      retry: (_failures, error) => isRetryableError(error),
      // Waiting for the network is no failure: paused at once, resumed when it is back.
      retryDelay: (failures, error) =>
        error instanceof DeviceOfflineError ? 0 : retryDelay(failures + 1, random()),
      networkMode: 'online',
    },
    {
      // Counted from its answers' results now that they are settled (the scope sent them first).
      [DEFERRED_END]: async (args, headers) => {
        const end = deferredEndOf(args[0]);
        if (!end) throw new Error('Not the end of a run');
        const { operation, args: endArgs } = await endCallWhenMarked(end, settledOf);
        return sendOperation(operation, endArgs, headers);
      },
    },
  );

  /** The answer calls a run's end waiting for their marks counts (by Idempotency-Key). */
  const answersCounted = (end: CallVariables | undefined) =>
    end?.operation === DEFERRED_END
      ? Object.values(deferredEndOf(end.args[0])?.state.deferred ?? {}).map(
          (answer) => answer.call.idempotencyKey,
        )
      : [];
  /** Whether the end of the call's run waits (in the cache) to be counted from its result. */
  const endWaitsFor = (call: CallVariables) =>
    callMutations().some(
      (mutation) =>
        mutation.state.status === 'pending' &&
        variablesOf(mutation)?.scope === call.scope &&
        answersCounted(variablesOf(mutation)).includes(call.idempotencyKey),
    );
  /** A settled call kept in its owner's item, as TanStack dehydrates it (result included). */
  function keepSettled(mutation: Mutation): void {
    const call = variablesOf(mutation);
    const kept = dehydrated(client, mutation);
    if (call && kept) putWaiting(ownerKey(call.owner), [kept]);
  }
  const unfinished = () =>
    callMutations().filter((mutation) => mutation.state.status === 'pending');

  /** Kept in its owner's item and out of the cache, until she signs in again. */
  function keepForOwner(mutation: Mutation): void {
    const variables = variablesOf(mutation);
    const kept = dehydrated(client, mutation);
    if (variables && kept) {
      putWaiting(ownerKey(variables.owner), [restorable(kept)]);
      keptAway.set(variables.idempotencyKey, variables.callId);
    }
    cache.remove(mutation);
  }

  // Every change of a call is written to its owner's item at once; a delivered one, or one failed
  // for good, is forgotten (the screens read its state in the mutation cache).
  function onCacheEvent(event: MutationCacheNotifyEvent): void {
    if (event.type !== 'updated' || !isOfflineCall(event.mutation)) return;
    const { mutation, action } = event;
    const call = variablesOf(mutation);
    if (!call) return;
    const key = ownerKey(call.owner);
    if (action.type === 'error' && action.error instanceof OwnerAwayError) {
      // Every call of the learner waits with it (in order), out of the cache.
      for (const other of unfinished()) keepForOwner(other);
      keepForOwner(mutation);
    } else if (action.type === 'success' || action.type === 'error') {
      forget(call);
      // The end of a run waiting for marks keeps the results it counts until it goes itself.
      if (call.operation === DEFERRED_END)
        for (const owned of new Set([key, ...(call.owner ? ownerKeysOf(call.owner) : [])]))
          dropSettled(owned, call.scope);
      else if (endWaitsFor(call)) keepSettled(mutation);
    } else if (mutation.state.status === 'pending') {
      const kept = dehydrated(client, mutation);
      if (kept) putWaiting(key, [kept]);
      // Made: the answers it counts that are settled already are kept with it.
      const counted = action.type === 'pending' ? answersCounted(call) : [];
      for (const answer of callMutations())
        if (
          answer.state.status !== 'pending' &&
          counted.includes(variablesOf(answer)?.idempotencyKey ?? '')
        )
          keepSettled(answer);
    }
  }

  /**
   * The signed-in learner changed: another learner's calls leave the cache for their owner's item;
   * hers come back from hers, paused, and are resumed (sent once the network allows).
   */
  function switchLearner(): void {
    held = false;
    const learner = learnerSending() ?? currentOwner();
    for (const mutation of unfinished()) {
      const call = variablesOf(mutation);
      if (call && !ownedBy(call.owner, learner)) keepForOwner(mutation);
    }
    const inCache = new Set(callMutations().map((mutation) => variablesOf(mutation)?.callId));
    // One call per key: a call made again under its key (a screen's resend) is sent once.
    const keysGoing = new Set(
      unfinished().map((mutation) => variablesOf(mutation)?.idempotencyKey),
    );
    // Nobody signed in: only the calls of nobody in particular may go.
    const restored = (learner ? ownerKeysOf(learner) : [ownerKey(null)])
      .flatMap(readWaiting)
      .filter((kept) => {
        const call = kept.state.variables as CallVariables;
        // A settled call is kept for the end that counts it (read by settledOf), never resent.
        if (kept.state.status !== 'pending') return false;
        if (inCache.has(call.callId) || !ownedBy(call.owner, learner)) return false;
        const twin = keysGoing.has(call.idempotencyKey);
        keysGoing.add(call.idempotencyKey);
        keptAway.delete(call.idempotencyKey);
        return !twin;
      })
      .sort((a, b) => enqueuedAtOf(a) - enqueuedAtOf(b));
    if (restored.length === 0) return;
    hydrate(client, { mutations: restored.map(restorable) as never });
    void client.resumePausedMutations();
  }

  // Once the calls that waited are all delivered (or failed for good), the screens that show
  // results load again (./queue-drained.ts): a run ended here, a reload offline.
  let waiting = false;
  function noteDrained(): void {
    const now = unfinished().length > 0;
    if (waiting && !now) queueDrained();
    waiting = now;
  }

  const stopCache = cache.subscribe((event) => {
    onCacheEvent(event);
    noteDrained();
  });
  const stopLearner = (deps.onLearnerChange ?? onSignedInLearnerChange)(switchLearner);

  /** The call held under `key`: on its way, delivered (its state not collected yet) or kept away. */
  function heldUnder(key: string): { id: string; idempotencyKey: string } | null {
    const kept = keptAway.get(key);
    if (kept !== undefined) return { id: kept, idempotencyKey: key };
    const held = callMutations()
      .filter((mutation) => mutation.state.status !== 'error')
      .map(variablesOf)
      .find((other) => other?.idempotencyKey === key);
    return held ? { id: held.callId, idempotencyKey: key } : null;
  }

  const calls: OfflineCalls = {
    enqueue({ operation, args, scope, idempotencyKey, owner, providesLogId }) {
      const call: CallVariables = {
        callId: crypto.randomUUID(),
        idempotencyKey: idempotencyKey ?? crypto.randomUUID(),
        operation,
        args,
        scope,
        enqueuedAt: Date.now(),
        owner: owner === undefined ? ownerNow(learnerSending) : owner,
        ...(providesLogId === undefined ? {} : { providesLogId }),
      };
      // Made before under this key and still held: that call is this one.
      const twin = heldUnder(call.idempotencyKey);
      if (twin) return twin;
      const mutation = cache.build(client, {
        // An operation no defaults know has no mutationFn: it fails for good.
        mutationKey: callKey(operation),
        scope: { id: scope },
      });
      // Executing writes it to its owner's item before anything is sent (onCacheEvent).
      mutation.execute(call).catch(() => undefined);
      return { id: call.callId, idempotencyKey: call.idempotencyKey };
    },
    realLogId,
  };

  migrateOldQueue();
  migrateRunEnds();
  switchLearner();
  noteDrained();

  return {
    ...calls,
    dispose() {
      stopCache();
      stopLearner();
    },
  };
}

let bound: { client: QueryClient; calls: OfflineCalls & { dispose(): void } } | null = null;

/**
 * The app's offline calls, in the query client the app provided (./calls-client.ts); each call is
 * made for the learner signed in when it is made (her user and alias), goes only while she is
 * signed in, and waits for her next sign-in otherwise.
 */
export function offlineCalls(): OfflineCalls {
  const client = callsClient();
  if (!client) throw new Error('No query client for the offline calls');
  if (bound?.client !== client) {
    bound?.calls.dispose();
    bound = { client, calls: createOfflineCalls(client) };
  }
  return bound.calls;
}

/** Forgets the app's offline calls (tests: the next app binds them anew). */
export function resetOfflineCalls(): void {
  bound?.calls.dispose();
  bound = null;
}

/**
 * How many calls wait for the learner signed in now (answers she gave offline): signing out
 * warns about them, and keeps them for her next sign-in.
 */
export function callsWaitingForSignedIn(): number {
  const learner = currentOwner();
  if (!learner) return 0;
  offlineCalls();
  return callsClient()!
    .getMutationCache()
    .findAll({ mutationKey: callKey(), status: 'pending' })
    .map(variablesOf)
    .filter((call) => call?.owner && ownedBy(call.owner, learner)).length;
}
