// The run core every exercise screen stands on, the question player (./use-exercise-run.ts) and a
// kind's own screen (the chat): the run's state kept in the tab over a reload (./run-snapshot.ts),
// every call an offline call (./offline-calls.ts: TanStack's mutations) whose state it reads with
// useMutationState (./use-call-results.ts), an answer's result awaited again after a reload (the
// same call made again under its key if the result went with the page), the end call once none of
// the run's calls is on its way, and everything that shows results loaded again after it. The
// screen brings its own state machine and says how its state reads: which answer is on its way,
// what its result means (typed by the operation the call named: CallResult), when the end is due
// and what the end call is.
// A run started offline (a provisional log id, ./provisional-log-id.ts) cannot wait for the backend:
// the screen judges its answers itself (`answer.local`) and its end is queued at once, behind
// its answers, to be delivered with them when the network is back; so is the end of a run whose
// answers wait for their marks (`atOnce`), counted from them when it goes (./deferred-run-end.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import type { EndExerciseResponse } from '../../../api/generated/model/endExerciseResponse';
import type { AnswerCall } from '../kinds/kind';
import { afterPaint } from './after-paint';
import { offlineCalls } from './offline-calls';
import { invalidateExerciseResults } from './invalidate-results';
import { useNetworkAway } from './network-away';
import type { CallResult, EndOperation, OperationName, SentCall } from './call-operations';
import { useCallResults, useScopeBusy, type Settled } from './use-call-results';
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
     * The end call already made, which the screen keeps (so a reload waits for the same call
     * instead of making a second end); `sentEvent` tells the screen it was made.
     */
    sent: (state: S) => SentCall<EndOperation> | null;
    sentEvent: (sent: SentCall<EndOperation>) => E;
    ended: (result: EndExerciseResponse) => E;
    failed: E;
  };
};

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
      start?: QueuedStart,
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

  // An answer on its way (also one sent before a reload): its result decides what follows, read
  // from the mutation cache (./use-call-results.ts). A run that judges it on the device does so
  // once, when it appears, or when the network goes away while it waits (a school's access point
  // that loses its internet: its call keeps trying, and a kind whose marks can wait goes on as it
  // does offline); the screen's functions are read as they are then.
  const pending = screen.answer.pending(state);
  const networkAway = useNetworkAway();
  const pendingId = pending?.callId ?? null;
  const [judgedHere, setJudgedHere] = useState<string | null>(null);
  const judge = (result: CallResult<N> | L) => {
    try {
      const event = screen.answer.judged(result, state);
      if (event !== null) dispatch(event);
    } catch {
      setError('answer');
      dispatch(screen.answer.failed(state));
    }
  };
  // Looked at in the render that sees the answer appear, or the network go away (once per answer).
  const [looked, setLooked] = useState({ pendingId: null as string | null, networkAway });
  if (
    pendingId !== null &&
    (looked.pendingId !== pendingId || looked.networkAway !== networkAway)
  ) {
    setLooked({ pendingId, networkAway });
    const local = judgedHere === pendingId ? null : (screen.answer.local?.(state) ?? null);
    if (local) {
      setJudgedHere(pendingId);
      judge(local.result);
    }
  }
  useCallResults(pending ? [pending] : [], scope, (answer, settled: Settled<N>) => {
    if (judgedHere === answer.callId) return;
    if ('result' in settled) judge(settled.result);
    else {
      setError('answer');
      dispatch(screen.answer.failed(state));
    }
  });

  // The end: once no call of the run is on its way, the end call (an offline call as well; at
  // once, behind the answers, for a run started offline), then its result. It is made once per
  // finishing run; the screen's functions are read as they are then.
  const due = screen.end.due(state);
  const busy = useScopeBusy(scope);
  const [endCall, setEndCall] = useState<SentCall<EndOperation> | null>(null);
  // The end made here until it settles (the screen's state may not say so yet: StrictMode runs an
  // effect twice before the state the first run dispatched is rendered).
  const made = useRef<SentCall<EndOperation> | null>(null);
  const makeEnd = useEffectEvent((endLogId: number) => {
    const { end } = screen;
    // Kept by the screen (also a run reopened from its end waiting in the calls): waited for.
    const kept = made.current ?? end.sent(state);
    if (kept) return setEndCall(kept);
    if (busy && !end.atOnce?.(state)) return;
    const sent = enqueue(end.call(state, endLogId), endLogId);
    dispatch(end.sentEvent(sent));
    made.current = sent;
    setEndCall(sent);
  });
  useEffect(() => {
    if (due && logId !== null && endCall === null) makeEnd(logId);
  }, [due, logId, busy, endCall]);
  useCallResults(endCall ? [endCall] : [], scope, (_end, settled: Settled<EndOperation>) => {
    made.current = null;
    setEndCall(null);
    if ('result' in settled) {
      void invalidateExerciseResults(queryClient);
      dispatch(screen.end.ended(settled.result.value));
    } else {
      setError('end');
      dispatch(screen.end.failed);
    }
  });

  return { state, dispatch, error, setError, enqueue };
}
