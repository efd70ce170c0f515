// How an answer's result reads as its question's outcome, and the end call a run's outcomes make:
// one reading for the open exercise screen (./use-exercise-run.ts) and for the end of a run with
// deferred marks, made when it goes from its answers' results (./deferred-run-end.ts).
import type { AnswerCall, ExerciseKind, Outcome } from '../kinds/kind';
import type { CallResult, EndOperation } from './call-operations';
import { endCounts, type RunState } from './run-state';

/** What the device answers for an answer whose marking is deferred (no verdict of its own). */
export const DEFERRED: unique symbol = Symbol('deferred');

/** The outcome of an answer not marked yet: what the learner did, nothing judged. */
export const unmarkedOutcome = (skipped: boolean): Outcome => ({
  correct: skipped ? false : null,
  skipped,
  given: null,
  correction: null,
  meaning: null,
  nextAttempt: null,
  learnStatus: null,
  deferred: true,
});

/** The backend's answer to an answer of the run as its question's outcome (a skip: skipped). */
export function markedOutcome(
  kind: ExerciseKind<unknown>,
  result: CallResult | null,
  state: RunState,
  pending: NonNullable<RunState['pending']>,
): Outcome | null {
  const question = state.questions.find((q) => q.problemUuid === pending.problemUuid);
  if (!question) return null;
  const outcome = kind.outcome(
    result,
    pending.skipped ? null : pending.answer,
    question,
    pending.attempt,
  );
  return pending.skipped
    ? { ...outcome, skipped: true, correct: kind.unjudged ? null : false, nextAttempt: null }
    : outcome;
}

/**
 * The outcome of an answer saved unmarked, with what the learner gave as the kind reads it (the
 * option she picked, the sentence she typed) and nothing of a mark: the question and the sheet
 * show her answer while it waits (the chosen option stays marked as hers, a typed answer is
 * listed as hers), never a verdict, a correction or a meaning the mark would bring.
 */
export function unmarkedOutcomeOf(
  kind: ExerciseKind<unknown>,
  state: RunState,
  pending: NonNullable<RunState['pending']>,
): Outcome {
  const unmarked = unmarkedOutcome(pending.skipped);
  const question = state.questions.find((q) => q.problemUuid === pending.problemUuid);
  if (pending.skipped || !question) return unmarked;
  const given = kind.outcome(null, pending.answer, question, pending.attempt);
  return { ...unmarked, given: given.given, detail: given.detail };
}

/** A deferred answer that failed for good was never logged: the backend counts it as skipped. */
export const unloggedOutcome = (): Outcome => ({ ...unmarkedOutcome(true), deferred: false });

/** Where a run's end goes (what the end call names besides the log id). */
export type RunEndTarget = {
  personalised: boolean;
  courseUuid: string;
  exerciseType: number;
  exerciseUuid: string;
};

/** The end call of a run: the kind's score (single sentence reading) or the counts. */
export function endCallOf(
  kind: ExerciseKind<unknown>,
  state: RunState,
  logId: number,
  target: RunEndTarget,
): AnswerCall<Exclude<EndOperation, 'endRunWhenMarked'>> {
  const outcomes = state.questions.flatMap((q) => state.outcomes[q.problemUuid] ?? []);
  const score = kind.endBody?.(outcomes, state.mode) ?? null;
  const body = { logId, ...(score ?? endCounts(state)) };
  return target.personalised
    ? { operation: 'endPersonalizedExercise', args: [target.exerciseType, body] }
    : {
        operation: 'endExercise',
        args: [target.courseUuid, target.exerciseType, target.exerciseUuid, body],
      };
}
