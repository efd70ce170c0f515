// The run core every exercise screen stands on, the question player (./use-exercise-run.ts) and a
// kind's own screen (the chat): the run's state kept in the tab over a reload (./run-snapshot.ts),
// every call an offline call (./offline-calls.ts: TanStack's mutations), an answer's result awaited again
// after a reload (the same call resent under its key if the result went with the page), the end
// call once the run's calls are delivered, and everything that shows results loaded again after it. The
// screen brings its own state machine and says how its state reads: which answer is on its way,
// what its result means (typed by the operation the call named: CallResult), when the end is due
// and what the end call is.
// A run started offline (a provisional log id, ./provisional-log-id.ts) cannot wait for the backend:
// the screen judges its answers itself (`answer.local`) and its end is queued at once, behind
// its answers, to be delivered with them when the network is back.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useReducer, useState } from 'react';
import type { EndExerciseResponse } from '../../../api/generated/model/endExerciseResponse';
import type { AnswerCall } from '../kinds/kind';
import { afterPaint } from './after-paint';
import { offlineCalls, UnknownCallError } from './offline-calls';
import { invalidateExerciseResults } from './invalidate-results';
import type { CallResult, EndOperation, OperationName, SentCall } from './call-operations';
import { readRunSnapshot, writeRunSnapshot } from './run-snapshot';

/** `start-offline`: the run cannot start without the network (its answers are judged there). */
export type RunError = 'start' | 'start-offline' | 'answer' | 'end' | null;

/** What a start made before the run has a log id adds to its call (./offline-calls.ts). */
export type QueuedStart = { idempotencyKey: string; providesLogId: number };

/**
 * A screen's state machine and how the core reads its state (S) and tells it things (E); its
 * answers name the operations N, and a result judged on the device may be of its own kind (L).
 */
export type RunCoreScreen<S, E, N extends OperationName = OperationName, L = never> = {
  /** Where the run is kept in the tab (./run-snapshot.ts's runSnapshotKey). */
  snapshotKey: string;
  reducer: (state: S, event: E) => S;
  initial: S;
  /** A snapshot read back after a reload, as a state to go on with (null: start afresh). */
  restore: (saved: unknown) => S | null;
  /** What the snapshot keeps of a state; null once the run is not under way (it is removed). */
  keep: (state: S) => unknown;
  /** The session; the run's calls are queued in the scope `<scopePrefix>:<logId>`. */
  logIdOf: (state: S) => number | null;
  scopePrefix: string;
  answer: {
    /** The answer on its way (also one sent before a reload). */
    pending: (state: S) => SentCall<N> | null;
    /** Its result as the screen's event (null: nothing to tell); throwing counts as a failure. */
    judged: (result: CallResult<N> | L, state: S) => E | null;
    failed: (state: S) => E;
    /**
     * The pending answer's result judged on the device (a run started offline), instead of the
     * backend's; null: wait for the backend's.
     */
    local?: (state: S) => { result: CallResult<N> | L } | null;
  };
  end: {
    /** Every answer is in and no end has come back: the end call is due. */
    due: (state: S) => boolean;
    /**
     * The end is queued at once, behind the run's answers, rather than once they are delivered
     * (a run started offline: its answers wait for the network, and so does its end).
     */
    atOnce?: (state: S) => boolean;
    call: (state: S, logId: number) => AnswerCall<EndOperation>;
    /**
     * The end call already queued, when the screen keeps it (so a reload waits for the same
     * call instead of queueing a second one); `sentEvent` tells the screen it was queued.
     */
    sent?: (state: S) => SentCall<EndOperation> | null;
    sentEvent?: (sent: SentCall<EndOperation>) => E;
    /**
     * The end's idempotency key when it was chosen before (a run with deferred marks: whoever
     * queues its end, the app or a screen, uses it), and what to do once the screen queued it.
     */
    idempotencyKey?: (state: S) => string | null;
    queued?: (state: S, sent: SentCall<EndOperation>) => void;
    ended: (result: EndExerciseResponse) => E;
    failed: E;
  };
};

/** A queued call's result, sent again under its key if the result went with a reload. */
export function resultOfSent<N extends OperationName>(
  sent: SentCall<N>,
  scope: string,
): Promise<CallResult<N>> {
  const queue = offlineCalls();
  // Delivered before a reload, its result gone with the page: the same key again brings the
  // backend's first answer back, and records nothing new.
  const value = queue.resultOf(sent.callId).catch((error: unknown) =>
    error instanceof UnknownCallError
      ? queue.enqueue({
          operation: sent.call.operation,
          args: sent.call.args,
          scope,
          idempotencyKey: sent.call.idempotencyKey,
        }).result
      : Promise.reject(error),
  );
  // A call is sent by its operation's mutation defaults (./call-operations.ts): what it resolves
  // with is the generated request function's answer for the call's operation, the one it names.
  return value.then(
    (delivered) => ({ operation: sent.call.operation, value: delivered }) as CallResult<N>,
  );
}

export const scopeOf = (prefix: string, logId: number | null) => `${prefix}:${logId ?? 0}`;

/**
 * Runs one exercise session of a screen: its state (restored from the tab's snapshot), the
 * queue its calls go through, the answer on its way and the end. The screen's functions are read
 * as they are when the work they start begins.
 */
export function useRunCore<S, E, N extends OperationName, L>(screen: RunCoreScreen<S, E, N, L>) {
  const queryClient = useQueryClient();
  const { snapshotKey, scopePrefix } = screen;
  const [state, dispatch] = useReducer(
    screen.reducer,
    snapshotKey,
    (key): S => screen.restore(readRunSnapshot(key)) ?? screen.initial,
  );
  const [error, setError] = useState<RunError>(null);
  const logId = screen.logIdOf(state);
  const scope = scopeOf(scopePrefix, logId);

  // The run is saved just after each change is painted, and at once when the page goes away (or
  // is hidden: a phone may end a hidden page without telling it).
  // `keep` is a pure reading of the state: the screen's function as it is when the save runs.
  const save = useEffectEvent(() => writeRunSnapshot(snapshotKey, screen.keep(state)));
  useEffect(() => afterPaint(save), [snapshotKey, state]);
  useEffect(() => {
    const flush = () => save();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
    };
  }, []);

  /** Queues a call of the run `logId`: what it takes to wait for it (and resend it) later. */
  const enqueue = useCallback(
    <C extends OperationName>(
      call: AnswerCall<C>,
      runLogId: number,
      start?: QueuedStart | { idempotencyKey: string },
    ): SentCall<C> => {
      const { id, idempotencyKey } = offlineCalls().enqueue({
        ...call,
        ...start,
        scope: scopeOf(scopePrefix, runLogId),
      });
      return { callId: id, call: { operation: call.operation, args: call.args, idempotencyKey } };
    },
    [scopePrefix],
  );

  // An answer on its way (also one sent before a reload): its result decides what follows. Only
  // a new pending answer starts waiting; the screen's functions are read as they are then.
  const pending = screen.answer.pending(state);
  const pendingId = pending?.callId ?? null;
  const awaitAnswer = useEffectEvent((alive: () => boolean) => {
    if (!pending) return;
    const local = screen.answer.local?.(state) ?? null;
    (local ? Promise.resolve(local.result) : resultOfSent(pending, scope))
      .then((result) => {
        if (!alive()) return;
        const event = screen.answer.judged(result, state);
        if (event !== null) dispatch(event);
      })
      .catch(() => {
        if (!alive()) return;
        setError('answer');
        dispatch(screen.answer.failed(state));
      });
  });
  useEffect(() => {
    if (pendingId === null) return;
    let alive = true;
    awaitAnswer(() => alive);
    return () => {
      alive = false;
    };
  }, [pendingId]);

  // The end: once every answer is delivered, the end call (through the queue as well). It starts
  // once per finishing run; the screen's functions are read as they are then.
  const due = screen.end.due(state);
  const sendEnd = useEffectEvent((endLogId: number, alive: () => boolean) => {
    const queue = offlineCalls();
    const { end } = screen;
    const call = end.call(state, endLogId);
    const kept = end.sent?.(state) ?? null;
    const queueNow = (): Promise<CallResult<EndOperation>> => {
      // Queued meanwhile by the app (./end-deferred-runs.ts): the run waits for that end.
      const queued = end.sent?.(state) ?? null;
      if (queued) return resultOfSent(queued, scope);
      const key = end.idempotencyKey?.(state) ?? null;
      const sent = enqueue(call, endLogId, key === null ? undefined : { idempotencyKey: key });
      end.queued?.(state, sent);
      if (end.sentEvent) dispatch(end.sentEvent(sent));
      return resultOfSent(sent, scope);
    };
    const result = kept
      ? resultOfSent(kept, scope)
      : end.atOnce?.(state)
        ? queueNow()
        : queue.whenIdle(scope).then(() => {
            // Left meanwhile: the snapshot still says the end is due, so it is sent on return.
            if (!alive()) return Promise.reject(new Error('left'));
            return queueNow();
          });
    result
      .then(({ value }) => {
        void invalidateExerciseResults(queryClient);
        if (alive()) dispatch(end.ended(value));
      })
      .catch(() => {
        if (!alive()) return;
        setError('end');
        dispatch(end.failed);
      });
  });
  useEffect(() => {
    if (!due || logId === null) return;
    let alive = true;
    sendEnd(logId, () => alive);
    return () => {
      alive = false;
    };
  }, [due, logId]);

  return { state, dispatch, error, setError, enqueue };
}
