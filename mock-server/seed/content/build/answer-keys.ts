import type { ProblemKey } from '../../../db/exercise-content';

// Answer keys several exercise types share.

/** A multiple-choice problem: right with the option of `correctOptionId`, which shows `expected`. */
export const choiceKey = (
  problemUuid: string,
  expected: string,
  correctOptionId: string,
): Extract<ProblemKey, { kind: 'choice' }> => ({
  kind: 'choice',
  problemUuid,
  expected,
  practiceOnly: false,
  correctOptionId,
});

/** A sentence to write or say: right when it is one of `accepted`, the first being the model. */
export const sentenceKey = (problemUuid: string, accepted: string[]): ProblemKey => ({
  kind: 'sentence',
  problemUuid,
  expected: accepted[0]!,
  practiceOnly: false,
  accepted,
});
