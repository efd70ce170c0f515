import { useCallback, useEffect, useRef } from 'react';
import { responseTimeMs } from '../../../../lib/rules/response-time';
import type { ContentChoiceOption } from '../../../../api/generated/model/contentChoiceOption';
import type { ExerciseAnswerLogRequest } from '../../../../api/generated/model/exerciseAnswerLogRequest';
import type { ExerciseBodyItem } from '../../../../api/generated/model/exerciseBodyItem';
import type { CallResult } from '../../player/call-operations';
import type { AnswerCall, PlayerQuestion, RunContext } from '../kind';

// What the choice kinds (listening quiz, picture match, vocabulary and listening drills, demo)
// share: the answer they send, the clock it is timed with, finding their body item, the
// logExerciseAnswer / logPersonalizedExercise call and how the backend judged a picked option.

/** The calls that log an answer: a run's, or personalised practice's (the same result). */
export type LogOperation = 'logExerciseAnswer' | 'logPersonalizedExercise';

/** A picked option and how long the learner took, in ms from the question showing. */
export type ChoiceAnswer = { optionId: string; responseTime: number };

/** What the feedback sheet's extra part of a choice kind needs (Outcome.detail). */
export type ChoiceDetail = { chosenId: string | null; correctId: string | null };

export type BodyItemOfType<T extends ExerciseBodyItem['type']> = Extract<
  ExerciseBodyItem,
  { type: T }
>;

/** The question's body item of this type (the problem item first, then the page body). */
export function itemOfType<T extends ExerciseBodyItem['type']>(
  question: PlayerQuestion,
  type: T,
): BodyItemOfType<T> | null {
  const isOfType = (item: ExerciseBodyItem): item is BodyItemOfType<T> => item.type === type;
  if (isOfType(question.item)) return question.item;
  return question.body.find(isOfType) ?? null;
}

/**
 * Milliseconds since the component mounted (the question showed). The player keys the question
 * by problem and attempt, so the clock restarts for each question.
 */
export function useResponseClock(): () => number {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  return useCallback(
    () => (shownAt.current === null ? 0 : responseTimeMs(performance.now() - shownAt.current)),
    [],
  );
}

/** logExerciseAnswer, or logPersonalizedExercise in personalised practice. */
export function logCall(run: RunContext, body: ExerciseAnswerLogRequest): AnswerCall<LogOperation> {
  return run.personalised
    ? { operation: 'logPersonalizedExercise', args: [run.exerciseType, body] }
    : {
        operation: 'logExerciseAnswer',
        args: [run.courseUuid, run.exerciseType, run.exerciseUuid, body],
      };
}

/** The call logging a picked option. */
export function logChoiceCall(
  run: RunContext,
  problemUuid: string,
  answer: ChoiceAnswer,
): AnswerCall<LogOperation> {
  return logCall(run, {
    logId: run.logId,
    problemUuid,
    answer: answer.optionId,
    skipped: false,
    responseTime: answer.responseTime,
  });
}

/** The call logging a skipped problem. */
export function logSkipCall(run: RunContext, problemUuid: string): AnswerCall<LogOperation> {
  return logCall(run, { logId: run.logId, problemUuid, answer: null, skipped: true });
}

type Option = Pick<ContentChoiceOption, 'id'>;

/** The option with this id, if any. */
export function optionById<O extends Option>(options: readonly O[], id: string | null): O | null {
  if (id === null) return null;
  return options.find((option) => option.id === id) ?? null;
}

/**
 * How the backend judged a picked option (logExerciseAnswer / logPersonalizedExercise): right or
 * not, the option picked and the right one (told by `correction` when wrong or skipped).
 */
export function judgedChoice<O extends Option>(
  result: CallResult<LogOperation> | null,
  answer: ChoiceAnswer | null,
  options: readonly O[],
): { correct: boolean; chosen: O | null; right: O | null; detail: ChoiceDetail } {
  const chosen = optionById(options, answer?.optionId ?? null);
  const correct = answer === null ? false : (result?.value.isCorrect ?? false);
  const right = correct ? chosen : optionById(options, result?.value.correction ?? null);
  return {
    correct,
    chosen,
    right,
    detail: { chosenId: chosen?.id ?? null, correctId: right?.id ?? null },
  };
}

/** Reads a ChoiceDetail back from Outcome.detail. */
export function choiceDetailOf(detail: unknown): ChoiceDetail {
  if (typeof detail !== 'object' || detail === null) return { chosenId: null, correctId: null };
  const { chosenId, correctId } = detail as Partial<Record<keyof ChoiceDetail, unknown>>;
  return {
    chosenId: typeof chosenId === 'string' ? chosenId : null,
    correctId: typeof correctId === 'string' ? correctId : null,
  };
}

/** "To London — ロンドンへ": an English option with its meaning; null without a meaning. */
export function optionMeaning(option: ContentChoiceOption | null): string | null {
  if (!option?.translation) return null;
  return `${option.text} — ${option.translation}`;
}
