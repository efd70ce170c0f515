// Trophies of a finished test-mode session: 1 bronze, 2 silver, 3 gold, or null.
// - Counted exercises: the share of correct answers among all questions, a skipped question
//   counting as wrong: gold = 100 %, silver ≥ 75 %, bronze ≥ 50 %, below that no trophy. A session
//   without questions earns nothing.
// - Scored exercises (single sentence reading sends totalScore 0-100): gold ≥ 90, silver ≥ 75,
//   bronze ≥ 50.
// - moreCorrectAnswers: how many more correct answers (score points for scored exercises) the
//   next trophy needs from the one earned: none → bronze, bronze → silver, silver → gold; 0 at gold.
// - Practice runs earn no trophy (decided by the caller); the best trophy per alias and exercise
//   is the higher of the kept best and the new one.

export type TrophyLevel = 1 | 2 | 3;
export type TrophyResult = { trophy: TrophyLevel | null; moreCorrectAnswers: number };
export type AnswerCounts = { correct: number; incorrect: number; skipped: number };

/** Share of correct answers each trophy needs, as a fraction (integer maths, no rounding drift). */
const COUNT_THRESHOLDS: Record<TrophyLevel, { num: number; den: number }> = {
  1: { num: 1, den: 2 },
  2: { num: 3, den: 4 },
  3: { num: 1, den: 1 },
};

/** Minimum totalScore each trophy needs. */
export const SCORE_THRESHOLDS: Record<TrophyLevel, number> = { 1: 50, 2: 75, 3: 90 };

const LEVELS: TrophyLevel[] = [3, 2, 1];

/** The fewest correct answers out of `total` that reach the trophy. */
export function correctAnswersNeeded(level: TrophyLevel, total: number): number {
  const { num, den } = COUNT_THRESHOLDS[level];
  return Math.floor((total * num + den - 1) / den);
}

export function trophyForCounts({ correct, incorrect, skipped }: AnswerCounts): TrophyResult {
  const total = correct + incorrect + skipped;
  if (total === 0) return { trophy: null, moreCorrectAnswers: 0 };
  const trophy = LEVELS.find((level) => correct >= correctAnswersNeeded(level, total)) ?? null;
  if (trophy === 3) return { trophy, moreCorrectAnswers: 0 };
  const next = ((trophy ?? 0) + 1) as TrophyLevel;
  return { trophy, moreCorrectAnswers: correctAnswersNeeded(next, total) - correct };
}

export function trophyForScore(totalScore: number): TrophyResult {
  const trophy = LEVELS.find((level) => totalScore >= SCORE_THRESHOLDS[level]) ?? null;
  if (trophy === 3) return { trophy, moreCorrectAnswers: 0 };
  const next = ((trophy ?? 0) + 1) as TrophyLevel;
  return { trophy, moreCorrectAnswers: Math.ceil(SCORE_THRESHOLDS[next] - totalScore) };
}

export function betterTrophy(a: TrophyLevel | null, b: TrophyLevel | null): TrophyLevel | null {
  if (a === null) return b;
  if (b === null) return a;
  return a >= b ? a : b;
}
