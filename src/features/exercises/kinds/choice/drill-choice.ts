import type { ContentChoiceOption } from '../../../../api/generated/model/contentChoiceOption';
import type { DrillChoiceAnswer } from '../../../../api/generated/model/drillChoiceAnswer';
import type { DrillQuestion } from '../../../../api/generated/model/drillQuestion';
import type { DrillSkippedAnswer } from '../../../../api/generated/model/drillSkippedAnswer';
import type { SubmitDrillAnswerParams } from '../../../../api/generated/model/submitDrillAnswerParams';
import type { CallResult } from '../../player/call-operations';
import type { AnswerCall, Outcome, PlayerQuestion, RunContext } from '../kind';
import {
  logCall,
  optionById,
  type ChoiceAnswer,
  type ChoiceDetail,
  type LogOperation,
} from './choice-answer';

// The vocabulary (4) and listening (5) drills: a card (DrillQuestion, from startExercise) whose
// options are picked. A test or practice run answers with submitDrillAnswer (practice=1 in
// practice); personalised practice (skills) logs with logPersonalizedExercise, whose result
// tells the learned status too.

/** A drill's calls: submitDrillAnswer in a test or practice run, a log in personalised practice. */
export type DrillOperation = 'submitDrillAnswer' | LogOperation;

/** The drill card a question holds (the player wraps it as its DRILL_* item). */
export function drillCardOf(question: PlayerQuestion): DrillQuestion | null {
  const { item } = question;
  if (item.type === 'DRILL_VOCABULARY' || item.type === 'DRILL_LISTENING') return item.question;
  return null;
}

const cardUuidOf = (question: PlayerQuestion) =>
  drillCardOf(question)?.uuid ?? question.problemUuid;

const practiceParams = (run: RunContext): SubmitDrillAnswerParams | undefined =>
  run.mode === 'practice' ? { practice: 1 } : undefined;

export function drillAnswerCall(
  answer: ChoiceAnswer,
  run: RunContext,
  question: PlayerQuestion,
): AnswerCall<DrillOperation> {
  const uuid = cardUuidOf(question);
  if (run.personalised) {
    return logCall(run, {
      logId: run.logId,
      problemUuid: uuid,
      answer: answer.optionId,
      skipped: false,
      responseTime: answer.responseTime,
    });
  }
  const body: DrillChoiceAnswer = {
    uuid,
    logId: run.logId,
    answer: answer.optionId,
    responseTime: answer.responseTime,
  };
  return {
    operation: 'submitDrillAnswer',
    args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body, practiceParams(run)],
  };
}

export function drillSkipCall(
  run: RunContext,
  question: PlayerQuestion,
  attempt: number,
): AnswerCall<DrillOperation> {
  const uuid = cardUuidOf(question);
  if (run.personalised) {
    return logCall(run, { logId: run.logId, problemUuid: uuid, answer: null, skipped: true });
  }
  const body: DrillSkippedAnswer = { uuid, logId: run.logId, skipped: true, retry: attempt };
  return {
    operation: 'submitDrillAnswer',
    args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body, practiceParams(run)],
  };
}

/**
 * Whether the backend judged the answer right. A drill result (submitDrillAnswer) has no
 * isCorrect: it is right when there is no correction and an answer was recorded (a skip records
 * null). A personalised log result says isCorrect.
 */
export function drillIsCorrect(result: CallResult<DrillOperation> | null): boolean {
  if (result === null) return false;
  if (result.operation === 'submitDrillAnswer')
    return result.value.correction === null && result.value.submittedAnswer !== null;
  return result.value.isCorrect === true;
}

/** How a drill answer reads; `meaningOf` gives the Japanese meaning of the right option. */
export function drillOutcome(
  result: CallResult<DrillOperation> | null,
  answer: ChoiceAnswer | null,
  question: PlayerQuestion,
  meaningOf: (right: ContentChoiceOption | null) => string | null,
): Outcome {
  const options = drillCardOf(question)?.options ?? [];
  const chosen = optionById(options, answer?.optionId ?? null);
  const correct = answer !== null && drillIsCorrect(result);
  const right = correct ? chosen : optionById(options, result?.value.correction ?? null);
  const detail: ChoiceDetail = { chosenId: chosen?.id ?? null, correctId: right?.id ?? null };
  return {
    correct,
    skipped: answer === null,
    given: chosen?.text ?? null,
    correction: correct ? null : (right?.text ?? null),
    meaning: meaningOf(right),
    nextAttempt: null,
    learnStatus: result?.value.learnStatus ?? null,
    detail,
  };
}
