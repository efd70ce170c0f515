// The end of a run with deferred marks, kept beside the offline calls in local storage so it
// outlives the tab (docs/offline-download.md). A run played offline with a kind whose marking is
// deferred cannot queue its end at once: the end's counts must match the logged answers, and the
// marks come with the backend's answers. The exercise screen keeps here, once the run is
// finishing with answers still unmarked, what the end needs (the run's state, where the end goes,
// the end's idempotency key); the app (./end-deferred-runs.ts, told by ./offline-calls.ts) notes
// each of those answers' results as they are delivered, wherever the learner is, and makes the end
// call once every answer of the run is settled. One key for that end whoever queues it (the app, or the screen when the run
// is open or reopened): the first one queued is kept here and the other waits for it, so the run
// ends once.
import { localItem } from '../../../lib/services/storage';
import { RUN_ENDS_STORAGE_KEY } from './waiting-calls';
import type { AnswerCall, ExerciseKind } from '../kinds/kind';
import type { EndOperation, SentCall } from './call-operations';
import { ownedBy, ownerOf, type CallOwner } from './signed-in-learner';
import { endCallOf, markedOutcome, unloggedOutcome, type RunEndTarget } from './run-outcomes';
import type { RunState } from './run-state';

/**
 * A delivered answer's result as it is kept (JSON: read back only through its operation's schema,
 * ./stored-result.ts), or the mark that it failed for good (it was never logged).
 */
export type SettledAnswer = { value: unknown } | { failed: true };

export type RunEnd = {
  /** The run's log id as its calls name it (provisional while its start waits in the queue). */
  logId: number;
  /** The run's snapshot key (./run-snapshot.ts): the screen that reopens the run finds it here. */
  snapshotKey: string;
  /** The queue scope of the run's calls. */
  scope: string;
  /** The learner the run is played for: its end is hers, and goes when she is signed in. */
  owner: CallOwner | string | null;
  target: RunEndTarget;
  /** Sent as the end's `Idempotency-Key`, by whoever queues it. */
  idempotencyKey: string;
  /** The run as it finished (its deferred answers); null once the end is queued. */
  state: RunState | null;
  /** The results of the run's deferred answers, by each answer call's idempotency key. */
  results: Record<string, SettledAnswer>;
  /** The end once queued (by the app or a screen): the other waits for this call (kept after). */
  endQueued: SentCall<EndOperation> | null;
  at: number;
};

/** Kept this long (like the provisional log ids): a run left offline for weeks is not ended. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

function isRunEnd(value: unknown): value is RunEnd {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.logId === 'number' &&
    typeof entry.snapshotKey === 'string' &&
    typeof entry.scope === 'string' &&
    typeof entry.idempotencyKey === 'string' &&
    typeof entry.target === 'object' &&
    entry.target !== null &&
    typeof entry.results === 'object' &&
    entry.results !== null &&
    typeof entry.at === 'number'
  );
}

const runEnds = localItem<Record<string, RunEnd>>(
  RUN_ENDS_STORAGE_KEY,
  (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, entry]) => isRunEnd(entry)))
      : undefined,
  {},
);

function update(change: (all: Record<string, RunEnd>) => void): Record<string, RunEnd> {
  const now = Date.now();
  const all = Object.fromEntries(
    Object.entries(runEnds.read()).filter(([, entry]) => now - entry.at < KEEP_MS),
  );
  change(all);
  if (Object.keys(all).length === 0) runEnds.clear();
  else runEnds.write(all);
  return all;
}

/** The kept end of the run `logId`, if any. */
export function runEndOf(logId: number | null): RunEnd | null {
  return logId === null ? null : (runEnds.read()[String(logId)] ?? null);
}

/**
 * The latest run of a screen, played by `owner`, whose end is not queued yet (a run reopened in
 * a new tab).
 */
export function openRunEndOf(snapshotKey: string, owner: CallOwner | null): RunEnd | null {
  return (
    Object.values(runEnds.read())
      .filter(
        (entry) =>
          entry.snapshotKey === snapshotKey &&
          ownedBy(ownerOf(entry.owner), owner) &&
          entry.state &&
          !entry.endQueued,
      )
      .sort((a, b) => b.at - a.at)[0] ?? null
  );
}

/**
 * Keeps (or brings up to date) what the end of a finishing run with deferred answers needs.
 * Its key, the results noted so far and a queued end are kept; a run whose end is queued is
 * left alone.
 */
export function keepRunEnd(
  entry: Pick<RunEnd, 'logId' | 'snapshotKey' | 'scope' | 'owner' | 'target'> & {
    state: RunState;
  },
): RunEnd {
  let kept: RunEnd | undefined;
  update((all) => {
    const before = all[String(entry.logId)];
    if (before?.endQueued) {
      kept = before;
      return;
    }
    kept = {
      idempotencyKey: crypto.randomUUID(),
      results: {},
      endQueued: null,
      ...before,
      ...entry,
      at: Date.now(),
    };
    all[String(entry.logId)] = kept;
  });
  return kept!;
}

/** Marks the end of the run `logId` queued (false: it was already, or there is none). */
export function claimRunEnd(logId: number, sent: SentCall<EndOperation>): boolean {
  let claimed = false;
  update((all) => {
    const entry = all[String(logId)];
    if (!entry || entry.endQueued) return;
    all[String(logId)] = { ...entry, endQueued: sent, state: null };
    claimed = true;
  });
  return claimed;
}

/**
 * Notes a call the queue settled: a deferred answer's result (by its key), or the end itself. Answers the runs whose every deferred answer is now settled and
 * whose end is not queued.
 */
export function noteSettled(call: { idempotencyKey: string }, settled: SettledAnswer) {
  const key = call.idempotencyKey;
  const all = update((entries) => {
    for (const [id, entry] of Object.entries(entries)) {
      // The end delivered: kept (without the run) so a screen still waiting finds that call; one
      // failed for good is dropped, so trying again makes a new end.
      if (entry.idempotencyKey === key) {
        if ('failed' in settled) delete entries[id];
        continue;
      }
      const answers = Object.values(entry.state?.deferred ?? {});
      if (answers.some((answer) => answer.call.idempotencyKey === key))
        entries[id] = { ...entry, results: { ...entry.results, [key]: settled } };
    }
  });
  return Object.values(all).filter(isSettled);
}

/** The runs whose every deferred answer is settled and whose end is not queued. */
export function settledRunEnds(): RunEnd[] {
  return Object.values(runEnds.read()).filter(isSettled);
}

/** Every deferred answer of the run has its result and nobody queued the end yet. */
function isSettled(entry: RunEnd): boolean {
  if (!entry.state || entry.endQueued) return false;
  return Object.values(entry.state.deferred ?? {}).every(
    (answer) => answer.call.idempotencyKey in entry.results,
  );
}

/**
 * The end call of a settled run: each deferred answer's result parsed as a result of its call's
 * operation (./stored-result.ts), its outcome read as the screen reads it, then the counts as the
 * screen makes them. Null when a result cannot be read (not one of its operation's, or one the
 * kind cannot read): the run is left unended rather than given counts the backend would refuse.
 */
export async function settledEndCall(
  kind: ExerciseKind<unknown>,
  entry: RunEnd,
): Promise<AnswerCall<EndOperation> | null> {
  const { state } = entry;
  if (!state) return null;
  // The schemas load only when the app ends a run here: zod stays out of the screens' bundles.
  // zod is told not to probe for eval before they are built (the page's policy allows none).
  await import('../../../lib/services/zod-without-eval');
  const { storedResult } = await import('./stored-result');
  const outcomes = { ...state.outcomes };
  for (const answer of Object.values(state.deferred ?? {})) {
    const settled = entry.results[answer.call.idempotencyKey];
    if (!settled) return null;
    let outcome: ReturnType<typeof markedOutcome> = null;
    if ('failed' in settled) outcome = unloggedOutcome();
    else {
      const result = storedResult(answer.call.operation, settled.value);
      if (!result) return null;
      try {
        outcome = markedOutcome(kind, result, state, answer);
      } catch {
        outcome = null;
      }
    }
    if (!outcome) return null;
    outcomes[answer.problemUuid] = outcome;
  }
  return endCallOf(kind, { ...state, outcomes, deferred: {} }, entry.logId, entry.target);
}
