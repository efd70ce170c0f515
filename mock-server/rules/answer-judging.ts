import type { ProblemKey } from '../db/exercise-content';
import {
  markAnswer,
  matchesAnyAnswer,
  type AnswerMark,
  type MarkingSkill,
} from '../../src/lib/rules/marking/answer-match';

// Judging a logged answer (logExerciseAnswer, logPersonalizedExercise) against the problem's
// answer key, with the shared marking of src/lib/rules/marking (numbers, contractions, normalisation):
// - choice: the option id must be the correct one (exact);
// - sentence (typing, translation, tiles, reading aloud): right by the shared marking for the
//   exercise's skill (markingSkillOf(exercise type)): for translating (translation quiz and
//   drill) an answer whose only differences are slips ("dont", "bycicle") is right, for spelling
//   (typing drill, reading aloud) it is not (the app shows it as close);
// - dictation, pronunciation (the word recognised): the text must match the expected text;
// - chat: it must match a sentence of any answer group;
// - writing and listen-and-repeat are not judged (null);
// - a skipped answer is wrong wherever answers are judged.

export function judgeAnswer(
  problem: ProblemKey,
  answer: string | null,
  skipped: boolean,
  skill: MarkingSkill = 'spelling',
  mark?: AnswerMark,
): boolean | null {
  if (problem.kind === 'writing' || problem.kind === 'listen') return null;
  if (skipped || answer === null) return false;
  switch (problem.kind) {
    case 'choice':
      return answer === problem.correctOptionId;
    case 'sentence':
      return (mark ?? markAnswer(answer, problem.accepted, skill)).closeness === 'correct';
    case 'chat':
      return problem.answers.some((group) => matchesAnyAnswer(answer, group.accepted));
    case 'dictation':
    case 'pronunciation':
      return matchesAnyAnswer(answer, [problem.expected]);
  }
}

/**
 * What the learner should have answered, for an answer judged wrong (a skipped one included), and
 * for a typed sentence judged right with slips (translating) the accepted answer it was compared
 * with, so that the app marks the slips word by word:
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
  skill: MarkingSkill = 'spelling',
  mark?: AnswerMark,
): string | null {
  if (problem.kind === 'sentence' && answer && isCorrect !== null) {
    mark ??= markAnswer(answer, problem.accepted, skill);
    return isCorrect && mark.exact ? null : mark.closest;
  }
  if (isCorrect !== false) return null;
  if (problem.kind === 'choice') return problem.correctOptionId;
  return problem.expected;
}

/**
 * A logged answer judged and its correction (judgeAnswer, then correctionOf with the answer unless
 * skipped), a typed sentence marked once for both: marking is most of what logging an answer
 * costs the mock (bench:mock's answers logged).
 */
export function judgedAnswer(
  problem: ProblemKey,
  answer: string | null,
  skipped: boolean,
  skill: MarkingSkill = 'spelling',
): { isCorrect: boolean | null; correction: string | null } {
  // The mark judgeAnswer and correctionOf would each work out for a typed sentence.
  const mark =
    problem.kind === 'sentence' && answer && !skipped
      ? markAnswer(answer, problem.accepted, skill)
      : undefined;
  const isCorrect = judgeAnswer(problem, answer, skipped, skill, mark);
  return {
    isCorrect,
    correction: correctionOf(problem, isCorrect, skipped ? null : answer, skill, mark),
  };
}
