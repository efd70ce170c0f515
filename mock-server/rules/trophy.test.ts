import { describe, expect, it } from 'vitest';
import { betterTrophy, correctAnswersNeeded, trophyForCounts, trophyForScore } from './trophy';

describe('trophyForCounts', () => {
  it.each([
    // correct, incorrect, skipped → trophy, moreCorrectAnswers
    [0, 0, 0, null, 0],
    [0, 10, 0, null, 5],
    [4, 6, 0, null, 1],
    [4, 5, 1, null, 1],
    [5, 5, 0, 1, 3],
    [5, 0, 5, 1, 3],
    [7, 3, 0, 1, 1],
    [7, 2, 1, 1, 1],
    [8, 2, 0, 2, 2],
    [9, 1, 0, 2, 1],
    [9, 0, 1, 2, 1],
    [10, 0, 0, 3, 0],
    [1, 0, 0, 3, 0],
    [0, 1, 0, null, 1],
    [0, 0, 1, null, 1],
    [1, 1, 0, 1, 1],
    [2, 1, 0, 1, 1],
    [3, 1, 0, 2, 1],
    [2, 2, 0, 1, 1],
    [3, 0, 0, 3, 0],
    [1, 2, 0, null, 1],
  ] as const)(
    '%s correct, %s incorrect, %s skipped → %s (%s more)',
    (correct, incorrect, skipped, trophy, more) => {
      expect(trophyForCounts({ correct, incorrect, skipped })).toEqual({
        trophy,
        moreCorrectAnswers: more,
      });
    },
  );
});

describe('correctAnswersNeeded', () => {
  it.each([
    [1, 10, 5],
    [2, 10, 8],
    [3, 10, 10],
    [1, 7, 4],
    [2, 7, 6],
    [3, 7, 7],
    [1, 1, 1],
    [2, 4, 3],
  ] as const)('trophy %s out of %s needs %s', (level, total, needed) => {
    expect(correctAnswersNeeded(level, total)).toBe(needed);
  });
});

describe('trophyForScore', () => {
  it.each([
    [0, null, 50],
    [49, null, 1],
    [49.5, null, 1],
    [50, 1, 25],
    [74, 1, 1],
    [75, 2, 15],
    [89, 2, 1],
    [90, 3, 0],
    [100, 3, 0],
  ] as const)('score %s → %s (%s more)', (score, trophy, more) => {
    expect(trophyForScore(score)).toEqual({ trophy, moreCorrectAnswers: more });
  });
});

describe('betterTrophy', () => {
  it.each([
    [null, null, null],
    [null, 1, 1],
    [2, null, 2],
    [1, 3, 3],
    [3, 2, 3],
    [2, 2, 2],
  ] as const)('best of %s and %s is %s', (a, b, best) => {
    expect(betterTrophy(a, b)).toBe(best);
  });
});
