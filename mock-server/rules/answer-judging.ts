import type { ProblemKey } from '../db/exercise-content';
import { markAnswer, matchesAnyAnswer } from '../../src/lib/rules/marking/answer-match';

// Judging a logged answer (logExerciseAnswer, logPersonalizedExercise) against the problem's
// answer key, with the shared marking of src/lib/rules/marking (numbers, contractions, normalisation):
// - choice: the option id must be the correct one (exact);
// - sentence (typing, translation, tiles, reading aloud), dictation, pronunciation (the word
//   recognised): the text must match an accepted sentence / the expected text;
// - chat: it must match a sentence of any answer group;
// - writing and listen-and-repeat are not judged (null);
// - a skipped answer is wrong wherever answers are judged.

export function judgeAnswer(
  problem: ProblemKey,
  answer: string | null,
  skipped: boolean,
): boolean | null {
  if (problem.kind === 'writing' || problem.kind === 'listen') return null;
  if (skipped || answer === null) return false;
  switch (problem.kind) {
    case 'choice':
      return answer === problem.correctOptionId;
    case 'sentence':
      return matchesAnyAnswer(answer, problem.accepted);
    case 'chat':
      return problem.answers.some((group) => matchesAnyAnswer(answer, group.accepted));
    case 'dictation':
    case 'pronunciation':
      return matchesAnyAnswer(answer, [problem.expected]);
  }
}

/**
 * What the learner should have answered, for an answer judged wrong (a skipped one included):
 * the correct option id of a choice problem; for a typed, tile or spoken sentence the accepted
 * answer nearest to what was written (the one a word-by-word comparison is shown against), the
 * model answer when skipped; else the problem's model answer (the text of a dictation or
 * pronunciation one, the model line of a chat turn). Null for a correct answer and for one that
 * is not judged (demo, writing).
 */
export function correctionOf(
  problem: ProblemKey,
  isCorrect: boolean | null,
  answer: string | null = null,
): string | null {
  if (isCorrect !== false) return null;
  if (problem.kind === 'choice') return problem.correctOptionId;
  if (problem.kind === 'sentence' && answer) return markAnswer(answer, problem.accepted).closest;
  return problem.expected;
}
