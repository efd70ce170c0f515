import { describe, expect, it } from 'vitest';
import { COURSE_LIST_STEP, EXERCISE_LOG_STEP, limitList, nextMultiplier } from './list-limits';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('limitList', () => {
  it.each([
    [0, 1, 6, 0, 0],
    [4, 1, 6, 4, 0],
    [6, 1, 6, 6, 0],
    [7, 1, 6, 6, 1],
    [13, 2, 6, 12, 1],
    [13, 3, 6, 13, 0],
    [10, 0, 6, 6, 4],
    [10, -2, 6, 6, 4],
    [45, 2, 20, 40, 5],
  ])(
    '%s items, multiplier %s, step %s → %s shown, %s hidden',
    (total, multiplier, step, shown, hidden) => {
      const result = limitList(items(total), multiplier, step);
      expect(result.shown).toEqual(items(shown));
      expect(result.hidden).toBe(hidden);
    },
  );
});

describe('nextMultiplier', () => {
  it.each([
    [7, 1, 6, 2],
    [13, 2, 6, 3],
    [12, 2, 6, 2],
    [3, 1, 6, 1],
    [30, 0, 6, 2],
  ])('%s items at multiplier %s (step %s) → %s', (total, multiplier, step, next) => {
    expect(nextMultiplier(total, multiplier, step)).toBe(next);
  });
});

describe('steps', () => {
  it('are the chosen named constants', () => {
    expect(COURSE_LIST_STEP).toBe(6);
    expect(EXERCISE_LOG_STEP).toBe(20);
  });
});
