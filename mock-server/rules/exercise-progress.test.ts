import { describe, expect, it } from 'vitest';
import { exerciseLog } from '../../tests/support/build-exercise-log';
import type { ExerciseLog } from '../db/exercise-logs';
import { NOT_PLAYED, progressByExercise } from './exercise-progress';

const EXERCISE = '3f1c2b7a-1d2e-4f50-8a6b-7c8d9e0f1a2b';

function buildLog(overrides: Partial<ExerciseLog>): ExerciseLog {
  return exerciseLog({
    logId: 1,
    userUuid: 'u',
    aliasUuid: 'a',
    courseUuid: 'c',
    exerciseUuid: EXERCISE,
    startedAt: '2026-11-01T00:00:00.000Z',
    endedAt: '2026-11-01T00:05:00.000Z',
    numCorrectAnswers: 0,
    numIncorrectAnswers: 0,
    trophy: null,
    ...overrides,
  });
}

describe('progressByExercise', () => {
  it.each([
    ['no logs', [], NOT_PLAYED],
    [
      'an ended test run with a trophy',
      [buildLog({ trophy: 2 })],
      { finished: true, bestTrophy: 2, lastPlayedAt: '2026-11-01T00:00:00.000Z' },
    ],
    [
      'an ended test run without a trophy still finishes it',
      [buildLog({ trophy: null })],
      { finished: true, bestTrophy: null, lastPlayedAt: '2026-11-01T00:00:00.000Z' },
    ],
    [
      'a test run not ended yet',
      [buildLog({ endedAt: null, trophy: null })],
      { finished: false, bestTrophy: null, lastPlayedAt: '2026-11-01T00:00:00.000Z' },
    ],
    [
      'the best of several runs, the latest start',
      [
        buildLog({ logId: 1, trophy: 1, startedAt: '2026-11-01T00:00:00.000Z' }),
        buildLog({ logId: 2, trophy: 3, startedAt: '2026-11-03T00:00:00.000Z' }),
        buildLog({ logId: 3, trophy: 2, startedAt: '2026-11-05T00:00:00.000Z' }),
      ],
      { finished: true, bestTrophy: 3, lastPlayedAt: '2026-11-05T00:00:00.000Z' },
    ],
    [
      'a practice run plays but neither finishes nor earns a trophy',
      [buildLog({ mode: 'practice', trophy: 3, startedAt: '2026-11-09T00:00:00+09:00' })],
      { finished: false, bestTrophy: null, lastPlayedAt: '2026-11-09T00:00:00+09:00' },
    ],
    [
      'offsets are compared as instants',
      [
        buildLog({ logId: 1, startedAt: '2026-11-02T08:00:00+09:00' }),
        buildLog({ logId: 2, startedAt: '2026-11-01T23:30:00.000Z' }),
      ],
      { finished: true, bestTrophy: null, lastPlayedAt: '2026-11-01T23:30:00.000Z' },
    ],
  ] as const)('%s', (_label, logs, expected) => {
    expect(progressByExercise(logs as readonly ExerciseLog[]).get(EXERCISE) ?? NOT_PLAYED).toEqual(
      expected,
    );
  });

  it('ignores personalised runs and logs without an exercise', () => {
    const progress = progressByExercise([
      buildLog({ mode: 'personalized', trophy: 3 }),
      buildLog({ exerciseUuid: null, trophy: 3 }),
    ]);
    expect(progress.size).toBe(0);
  });
});
