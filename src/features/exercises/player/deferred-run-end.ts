// The end of a run finished with answers not marked yet (docs/offline-download.md). A kind whose
// marking is deferred cannot end such a run with its counts at once: the backend checks them
// against the logged answers, and the marks come with the answers' results, maybe after the tab
// is closed. So the end is queued at once as an offline call of its own operation
// ('endRunWhenMarked', ./call-operations.ts) in the run's scope, behind the answers: TanStack sends
// it after them, in order, with one Idempotency-Key, also after a reload and whatever screen is
// open (./offline-calls.ts). Its variables carry the run as it finished; when it goes, its counts
// are made from the answers' results as the screen makes them, and it is sent as the run's end.
// What is specific is here: that reading, the run a new tab reopens from the waiting end, and the
// ends the app kept before in a table of its own (eigo.answerQueue.runEnds), moved once.
import { localText } from '../../../lib/services/storage';
import type { AnswerCall, Outcome } from '../kinds/kind';
import { callKey, type CallResult, type EndOperation } from './call-operations';
import { kindOfType } from './kind-lookup';
import { endCallOf, markedOutcome, unloggedOutcome, type RunEndTarget } from './run-outcomes';
import { restoreRunState, type RunState } from './run-state';
import { ownedBy, ownerOf, type CallOwner } from './signed-in-learner';
import { ownerKeysOf, RUN_ENDS_STORAGE_KEY } from './waiting-calls';
import {
  ownerKey,
  pausedCall,
  putWaiting,
  readWaiting,
  type WaitingCall,
} from './waiting-calls-store';

/** What the end of a run whose answers wait for their marks carries (its call's one argument). */
export type DeferredEnd = {
  /** The run's log id as its calls name it (provisional while its start waits). */
  logId: number;
  /** The run's snapshot key (./run-snapshot.ts): a new tab on that screen reopens the run. */
  snapshotKey: string;
  target: RunEndTarget;
  /** The run as it finished: its deferred answers' calls, in `deferred`. */
  state: RunState;
};

/** What became of an answer call: its result (JSON when read back from storage), or a failure. */
export type SettledAnswer = { value: unknown; stored: boolean } | { failed: true };

export const DEFERRED_END = 'endRunWhenMarked' satisfies EndOperation;

/** The run's end, to be counted from its deferred answers' marks when it goes. */
export const deferredEndCall = (end: DeferredEnd): AnswerCall<typeof DEFERRED_END> => ({
  operation: DEFERRED_END,
  args: [end],
});

/** The end a deferred end's argument describes; null when it is not one. */
export function deferredEndOf(arg: unknown): DeferredEnd | null {
  const end = arg as Partial<DeferredEnd> | null;
  return end &&
    typeof end.logId === 'number' &&
    typeof end.snapshotKey === 'string' &&
    typeof end.target === 'object' &&
    end.target !== null &&
    restoreRunState(end.state)
    ? (end as DeferredEnd)
    : null;
}

/**
 * The end call of a run whose deferred answers are all settled: each result read as its call's
 * operation (one read back from storage parsed first, ./stored-result.ts), its outcome as the
 * screen reads it, then the counts as the screen makes them. Throws when one cannot be read (no
 * result kept, not one of its operation's, or one the kind cannot read): the end fails for good
 * rather than with counts the backend would refuse.
 */
export async function endCallWhenMarked(
  end: DeferredEnd,
  settledOf: (idempotencyKey: string) => SettledAnswer | null,
): Promise<AnswerCall<Exclude<EndOperation, typeof DEFERRED_END>>> {
  // The kinds' code loads only when a run is ended here (the app shell does not carry it), and
  // the schemas only then: zod stays out of the screens' bundles. zod is told not to probe for
  // eval before they are built (the page's policy allows none).
  const kind = await kindOfType(end.target.exerciseType);
  if (!kind) throw new Error(`No kind ${end.target.exerciseType} to count the run ${end.logId}`);
  await import('../../../lib/services/zod-without-eval');
  const { storedResult } = await import('./stored-result');
  const { state } = end;
  const outcomes = { ...state.outcomes };
  for (const answer of Object.values(state.deferred ?? {})) {
    const { operation, idempotencyKey } = answer.call;
    const settled = settledOf(idempotencyKey);
    let outcome: Outcome | null = null;
    if (settled && 'failed' in settled) outcome = unloggedOutcome();
    else if (settled) {
      const result = settled.stored
        ? storedResult(operation, settled.value)
        : ({ operation, value: settled.value } as CallResult);
      outcome = result && markedOutcome(kind, result, state, answer);
    }
    if (!outcome) throw new Error(`The answer ${idempotencyKey} of the run ${end.logId} is unread`);
    outcomes[answer.problemUuid] = outcome;
  }
  return endCallOf(kind, { ...state, outcomes, deferred: {} }, end.logId, end.target);
}

const isDeferredEndCall = (call: WaitingCall) =>
  call.mutationKey?.[1] === DEFERRED_END && call.state.status === 'pending';

/**
 * The run of the screen `snapshotKey` played by `owner` whose end waits for its marks, as it
 * finished with that end made (a new tab, its snapshot gone with the old one): read from the
 * stored calls, so the screen shows its marks and its end's result and never makes a second end.
 */
export function runWaitingForMarks(snapshotKey: string, owner: CallOwner | null): RunState | null {
  if (!owner) return null;
  const waiting = ownerKeysOf(owner)
    .flatMap(readWaiting)
    .filter(isDeferredEndCall)
    .map((call) => call.state.variables as WaitingEndVariables)
    .filter((call) => ownedBy(ownerOf(call.owner), owner))
    .sort((a, b) => b.enqueuedAt - a.enqueuedAt)
    .map((call) => ({ call, end: deferredEndOf(call.args[0]) }))
    .find(({ end }) => end?.snapshotKey === snapshotKey);
  if (!waiting?.end) return null;
  const { call, end } = waiting;
  return {
    ...end.state,
    endSent: {
      callId: call.callId,
      call: { operation: DEFERRED_END, args: call.args, idempotencyKey: call.idempotencyKey },
    },
  };
}

type WaitingEndVariables = {
  callId: string;
  idempotencyKey: string;
  args: unknown[];
  owner: unknown;
  enqueuedAt: number;
};

/** An end the app kept before in its own table (eigo.answerQueue.runEnds), in the shape it had. */
type OldRunEnd = {
  logId: number;
  snapshotKey: string;
  scope: string;
  owner?: unknown;
  target: RunEndTarget;
  idempotencyKey: string;
  state: RunState | null;
  results: Record<string, { value: unknown } | { failed: true }>;
  endQueued: unknown;
  at: number;
};

/**
 * Moves once the ends the app kept before in its own table to their owners' stored calls: each
 * end not made yet becomes this end's call (same key, after the run's answers), each answer's
 * result it noted a settled call its counts are read from. An end already made is a call of its
 * own: nothing to move.
 */
export function migrateRunEnds(): void {
  const text = localText.getItem(RUN_ENDS_STORAGE_KEY);
  if (text === null) return;
  let kept: Record<string, OldRunEnd> = {};
  try {
    kept = (JSON.parse(text) as Record<string, OldRunEnd> | null) ?? {};
  } catch {
    // Unreadable: nothing to move.
  }
  for (const entry of Object.values(kept)) {
    const end = deferredEndOf({ ...entry });
    if (!end || entry.endQueued || typeof entry.idempotencyKey !== 'string') continue;
    const owner = ownerOf(entry.owner);
    const variables = (idempotencyKey: string, operation: string, args: unknown[]) => ({
      callId: crypto.randomUUID(),
      idempotencyKey,
      operation,
      args,
      scope: entry.scope,
      enqueuedAt: entry.at,
      owner,
    });
    const answers = Object.values(end.state.deferred ?? {}).flatMap(({ call }): WaitingCall[] => {
      const settled = entry.results?.[call.idempotencyKey];
      if (!settled) return [];
      const failed = 'failed' in settled;
      return [
        {
          mutationKey: callKey(call.operation),
          scope: { id: entry.scope },
          state: {
            status: failed ? 'error' : 'success',
            data: failed ? undefined : settled.value,
            variables: variables(call.idempotencyKey, call.operation, call.args),
          },
        },
      ];
    });
    const endCall = pausedCall(
      callKey(DEFERRED_END),
      entry.scope,
      variables(entry.idempotencyKey, DEFERRED_END, [end]),
      entry.at,
    );
    putWaiting(ownerKey(owner), [...answers, endCall]);
  }
  localText.removeItem(RUN_ENDS_STORAGE_KEY);
}
