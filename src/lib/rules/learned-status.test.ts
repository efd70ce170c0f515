import { describe, expect, it } from 'vitest';
import { nextLearnedStatus, toLearnedStatus } from './learned-status';

describe('nextLearnedStatus', () => {
  it.each([
    // current, correct, new, hasNewLearnedBadge, hasIncreased, badgeDelta
    [undefined, true, 1, false, true, 0],
    [null, true, 1, false, true, 0],
    [0, true, 1, false, true, 0],
    [1, true, 2, false, true, 0],
    [2, true, 3, true, true, 1],
    [3, true, 3, false, false, 0],
    [undefined, false, 0, false, false, 0],
    [null, false, 0, false, false, 0],
    [0, false, 0, false, false, 0],
    [1, false, 0, false, false, 0],
    [2, false, 1, false, false, 0],
    [3, false, 2, false, false, -1],
  ] as const)(
    'from %s, correct %s → %s (badge %s, increased %s, delta %s)',
    (current, correct, next, badge, increased, delta) => {
      const change = nextLearnedStatus(current, correct);
      expect(change).toEqual({
        previousStatus: toLearnedStatus(current),
        newLearnStatus: next,
        hasNewLearnedBadge: badge,
        hasIncreased: increased,
        badgeDelta: delta,
      });
    },
  );
});

describe('toLearnedStatus', () => {
  it.each([
    [undefined, 0],
    [null, 0],
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [7, 0],
    [-1, 0],
  ])('%s reads as %s', (value, expected) => {
    expect(toLearnedStatus(value)).toBe(expected);
  });
});

describe('learned-badge total (sum of badgeDelta)', () => {
  it.each([
    ['reaching 3 adds one', [[2, true]], 1],
    ['dropping from 3 takes one back', [[3, false]], -1],
    ['staying at 3 keeps it', [[3, true]], 0],
    [
      'moving below 3 keeps it',
      [
        [1, true],
        [1, false],
      ],
      0,
    ],
    [
      'losing and regaining counts once',
      [
        [2, true],
        [3, false],
        [2, true],
      ],
      1,
    ],
    [
      'climbing from unknown to learned counts once',
      [
        [undefined, true],
        [1, true],
        [2, true],
        [3, true],
      ],
      1,
    ],
  ] as const)('%s', (_name, answers, expected) => {
    const total = answers.reduce(
      (sum, [current, correct]) => sum + nextLearnedStatus(current, correct).badgeDelta,
      0,
    );
    expect(total).toBe(expected);
  });
});
