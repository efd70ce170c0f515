import type { ExerciseAnswerLogRequest } from '../../../../api/generated/model/exerciseAnswerLogRequest';
import type { ExerciseBodyItem } from '../../../../api/generated/model/exerciseBodyItem';
import type { ExerciseFooterItem } from '../../../../api/generated/model/exerciseFooterItem';
import type { CallResult } from '../../player/call-operations';
import type { AnswerCall, Outcome, PlayerQuestion, RunContext } from '../kind';

// Pieces the typed kinds share: finding their body item, the logExerciseAnswer call (answer or
// skip) and the outcome of a skip.

export type BodyItemOfType<T extends ExerciseBodyItem['type']> = Extract<
  ExerciseBodyItem,
  { type: T }
>;

/** The question's body item of this type (the problem item first, then the page body). */
export function bodyItemOf<T extends ExerciseBodyItem['type']>(
  question: PlayerQuestion,
  type: T,
): BodyItemOfType<T> | null {
  const isOfType = (item: ExerciseBodyItem): item is BodyItemOfType<T> => item.type === type;
  if (isOfType(question.item)) return question.item;
  return question.body.find(isOfType) ?? null;
}

/** The answer control the page's footer asks for; null when the footer names none. */
export function footerTypeOf(question: PlayerQuestion): ExerciseFooterItem['type'] | null {
  return question.footer[0]?.type ?? null;
}

/** logExerciseAnswer with a typed (or tiled) answer. */
export function logAnswerCall(
  run: RunContext,
  problemUuid: string,
  answer: string,
  responseTime: number,
): AnswerCall<'logExerciseAnswer'> {
  const body: ExerciseAnswerLogRequest = {
    logId: run.logId,
    problemUuid,
    answer,
    skipped: false,
    responseTime,
  };
  return {
    operation: 'logExerciseAnswer',
    args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body],
  };
}

/** logExerciseAnswer skipping the problem. */
export function logSkipCall(run: RunContext, problemUuid: string): AnswerCall<'logExerciseAnswer'> {
  const body: ExerciseAnswerLogRequest = {
    logId: run.logId,
    problemUuid,
    answer: null,
    skipped: true,
  };
  return {
    operation: 'logExerciseAnswer',
    args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body],
  };
}

/**
 * The outcome of a skipped question (judged wrong unless the kind is not judged), with the
 * correction its logExerciseAnswer result tells (a kind that also has other calls passes them:
 * only the skip's log is read).
 */
export function skippedOutcome(
  result: CallResult | null,
  fallbackCorrection: string | null,
  meaning: string | null,
  judged = true,
): Outcome {
  return {
    correct: judged ? false : null,
    skipped: true,
    given: null,
    correction:
      (result?.operation === 'logExerciseAnswer' ? result.value.correction : null) ??
      fallbackCorrection,
    meaning,
    nextAttempt: null,
    learnStatus: null,
  };
}
