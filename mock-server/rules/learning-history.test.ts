import { describe, expect, it } from 'vitest';
import { exerciseLog } from '../../tests/support/build-exercise-log';
import type { ExerciseLog } from '../db/exercise-logs';
import {
  activityRange,
  activitySummary,
  addDays,
  exerciseCounts,
  filterRuns,
  heldTrophies,
  japanDay,
  learningStats,
  recentExercises,
  sessionMs,
  skillOf,
} from './learning-history';

const COURSE_A = '00000000-0000-4000-8000-00000000000a';
const COURSE_B = '00000000-0000-4000-8000-00000000000b';
const EX_1 = '00000000-0000-4000-8000-000000000001';
const EX_2 = '00000000-0000-4000-8000-000000000002';

let nextLogId = 1;
/** A finished test run of EX_1 in COURSE_A, started at 10:00 Japan time on 2026-11-20, 5 minutes. */
function buildLog(overrides: Partial<ExerciseLog> = {}): ExerciseLog {
  return exerciseLog({
    logId: nextLogId++,
    userUuid: 'u',
    aliasUuid: 'a',
    courseUuid: COURSE_A,
    exerciseUuid: EX_1,
    startedAt: '2026-11-20T01:00:00.000Z',
    endedAt: '2026-11-20T01:05:00.000Z',
    ...overrides,
  });
}

describe('skillOf', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 2],
    [6, 1],
    [7, 2],
    [8, 3],
    [9, 4],
    [10, 1],
    [11, 3],
    [12, 4],
    [13, 4],
  ])('exercise type %s trains skill %s', (type, skill) => {
    expect(skillOf(type)).toBe(skill);
  });

  it.each([0, 14])('refuses type %s', (type) => {
    expect(() => skillOf(type)).toThrow();
  });
});

describe('japanDay and addDays', () => {
  it.each([
    ['2026-11-21T14:59:59.999Z', '2026-11-21'],
    ['2026-11-21T15:00:00.000Z', '2026-11-22'],
    ['2026-11-22T09:00:00+09:00', '2026-11-22'],
    ['2026-12-31T23:30:00+09:00', '2026-12-31'],
    ['2026-12-31T15:30:00Z', '2027-01-01'],
  ])('%s is %s in Japan', (instant, day) => {
    expect(japanDay(instant)).toBe(day);
  });

  it.each([
    ['2026-11-22', -29, '2026-10-24'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s %s days → %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe('sessionMs', () => {
  it.each([
    ['2026-11-20T01:00:00Z', '2026-11-20T01:05:00Z', 300_000],
    ['2026-11-20T01:00:00Z', '2026-11-20T03:00:00Z', 3_600_000],
    ['2026-11-20T01:00:00Z', '2026-11-20T00:59:00Z', 0],
    ['2026-11-20T01:00:00Z', null, 0],
  ])('%s → %s counts %s ms', (startedAt, endedAt, ms) => {
    expect(sessionMs(buildLog({ startedAt, endedAt }))).toBe(ms);
  });
});

describe('heldTrophies', () => {
  it.each([
    ['no logs', [], { bronze: 0, silver: 0, gold: 0 }],
    ['one gold', [buildLog({ trophy: 3 })], { bronze: 0, silver: 0, gold: 1 }],
    [
      'best per exercise',
      [buildLog({ trophy: 1 }), buildLog({ trophy: 3 }), buildLog({ trophy: 2 })],
      { bronze: 0, silver: 0, gold: 1 },
    ],
    [
      'two exercises',
      [buildLog({ trophy: 1 }), buildLog({ exerciseUuid: EX_2, trophy: 2 })],
      { bronze: 1, silver: 1, gold: 0 },
    ],
    [
      'the same exercise uuid in two courses',
      [buildLog({ trophy: 1 }), buildLog({ courseUuid: COURSE_B, trophy: 1 })],
      { bronze: 2, silver: 0, gold: 0 },
    ],
    [
      'unfinished runs hold nothing',
      [buildLog({ endedAt: null, trophy: 3 })],
      { bronze: 0, silver: 0, gold: 0 },
    ],
    ['no trophy', [buildLog({ trophy: null })], { bronze: 0, silver: 0, gold: 0 }],
    [
      'personalised runs count one each',
      [
        buildLog({ mode: 'personalized', courseUuid: null, exerciseUuid: null, trophy: 2 }),
        buildLog({ mode: 'personalized', courseUuid: null, exerciseUuid: null, trophy: 2 }),
      ],
      { bronze: 0, silver: 2, gold: 0 },
    ],
  ] as const)('%s', (_name, logs, expected) => {
    expect(heldTrophies(logs as readonly ExerciseLog[])).toEqual(expected);
  });
});

describe('exerciseCounts', () => {
  it('counts finished sessions, distinct course exercises and sessions per type', () => {
    const logs = [
      buildLog({ exerciseType: 4 }),
      buildLog({ exerciseType: 4 }),
      buildLog({ exerciseUuid: EX_2, exerciseType: 1 }),
      buildLog({ exerciseUuid: EX_2, exerciseType: 1, endedAt: null }),
      buildLog({ mode: 'practice', exerciseType: 4 }),
      buildLog({ mode: 'personalized', courseUuid: null, exerciseUuid: null, exerciseType: 6 }),
    ];
    expect(exerciseCounts(logs)).toEqual({
      finished: 5,
      distinctExercises: 2,
      byType: [
        { exerciseType: 1, count: 1 },
        { exerciseType: 4, count: 3 },
        { exerciseType: 6, count: 1 },
      ],
    });
  });
});

describe('activityRange', () => {
  const today = '2026-11-22';
  it.each([
    [{}, { startDate: '2026-10-24', endDate: '2026-11-22' }],
    [{ endDate: '2026-11-10' }, { startDate: '2026-10-12', endDate: '2026-11-10' }],
    [{ startDate: '2026-11-01' }, { startDate: '2026-11-01', endDate: '2026-11-30' }],
    [
      { startDate: '2026-11-22', endDate: '2026-11-22' },
      { startDate: '2026-11-22', endDate: '2026-11-22' },
    ],
    [
      { startDate: '2025-11-23', endDate: '2026-11-22' },
      { startDate: '2025-11-23', endDate: '2026-11-22' },
    ],
    [{ startDate: '2026-11-23', endDate: '2026-11-22' }, 'endBeforeStart'],
    [{ startDate: '2025-01-01', endDate: '2026-11-22' }, 'tooLong'],
  ] as const)('%j → %j', (input, expected) => {
    expect(activityRange(input, today)).toEqual(expected);
  });
});

describe('activitySummary', () => {
  it('counts finished sessions and minutes on the Japan day they started, every day listed', () => {
    const logs = [
      buildLog({ startedAt: '2026-11-20T01:00:00Z', endedAt: '2026-11-20T01:05:00Z' }),
      buildLog({ startedAt: '2026-11-20T02:00:00Z', endedAt: '2026-11-20T02:02:30Z' }),
      // 23:50 on the 20th in Japan, finished after midnight: still the 20th.
      buildLog({ startedAt: '2026-11-20T14:50:00Z', endedAt: '2026-11-20T15:10:00Z' }),
      // 00:10 on the 22nd in Japan; capped at 60 minutes.
      buildLog({ startedAt: '2026-11-21T15:10:00Z', endedAt: '2026-11-21T18:10:00Z' }),
      buildLog({ startedAt: '2026-11-21T03:00:00Z', endedAt: null }),
      buildLog({ startedAt: '2026-11-10T03:00:00Z', endedAt: '2026-11-10T03:10:00Z' }),
    ];
    expect(activitySummary(logs, { startDate: '2026-11-20', endDate: '2026-11-22' })).toEqual({
      startDate: '2026-11-20',
      endDate: '2026-11-22',
      days: [
        { date: '2026-11-20', exerciseCount: 3, minutes: 28 },
        { date: '2026-11-21', exerciseCount: 0, minutes: 0 },
        { date: '2026-11-22', exerciseCount: 1, minutes: 60 },
      ],
      totalExercises: 4,
      totalMinutes: 88,
      activeDays: 2,
    });
  });
});

describe('filterRuns', () => {
  const vocabulary = buildLog({ exerciseType: 4, endedAt: '2026-11-20T01:05:00Z' });
  const chat = buildLog({ exerciseUuid: EX_2, exerciseType: 1, endedAt: '2026-11-21T16:00:00Z' });
  const pronunciation = buildLog({ exerciseType: 6, endedAt: '2026-11-18T01:00:00Z' });
  const practice = buildLog({ mode: 'practice' });
  const unfinished = buildLog({ endedAt: null });
  const personalised = buildLog({ mode: 'personalized', courseUuid: null, exerciseUuid: null });
  const logs = [vocabulary, chat, pronunciation, practice, unfinished, personalised];
  const any = { exerciseType: 0, skill: 0 };

  it.each([
    ['everything, newest first', any, [chat, vocabulary, pronunciation]],
    ['one type', { ...any, exerciseType: 1 }, [chat]],
    ['one skill (speaking: chat and pronunciation)', { ...any, skill: 1 }, [chat, pronunciation]],
    ['type and skill that disagree', { exerciseType: 4, skill: 1 }, []],
    ['from a day (Japan time)', { ...any, startDate: '2026-11-22' }, [chat]],
    ['up to a day', { ...any, endDate: '2026-11-20' }, [vocabulary, pronunciation]],
    ['one day', { ...any, startDate: '2026-11-20', endDate: '2026-11-20' }, [vocabulary]],
  ] as const)('%s', (_name, filter, expected) => {
    expect(filterRuns(logs, filter).map((l) => l.logId)).toEqual(expected.map((l) => l.logId));
  });
});

describe('learningStats', () => {
  it('sums one type’s finished sessions', () => {
    const logs = [
      buildLog({
        trophy: 1,
        numCorrectAnswers: 5,
        numIncorrectAnswers: 5,
        endedAt: '2026-11-20T01:10:00Z',
      }),
      buildLog({
        trophy: 3,
        numCorrectAnswers: 10,
        numIncorrectAnswers: 0,
        endedAt: '2026-11-20T01:03:00Z',
      }),
      buildLog({
        exerciseUuid: EX_2,
        trophy: null,
        numCorrectAnswers: 2,
        numIncorrectAnswers: 6,
        numSkipped: 2,
      }),
      buildLog({ endedAt: null, numCorrectAnswers: 9 }),
      buildLog({ exerciseType: 5, numCorrectAnswers: 9 }),
    ];
    expect(learningStats(logs, 4)).toEqual({
      exerciseType: 4,
      skill: 3,
      sessions: 3,
      distinctExercises: 2,
      correctAnswers: 17,
      incorrectAnswers: 11,
      skippedAnswers: 2,
      correctRate: 0.567,
      bestTrophies: { bronze: 0, silver: 0, gold: 1 },
      minutes: 18,
      lastPlayedAt: '2026-11-20T01:10:00Z',
    });
  });

  it('is zeros and nulls for a type never played', () => {
    expect(learningStats([buildLog()], 13)).toMatchObject({
      exerciseType: 13,
      skill: 4,
      sessions: 0,
      correctRate: null,
      minutes: 0,
      lastPlayedAt: null,
    });
  });
});

describe('recentExercises', () => {
  it('lists each exercise once per context, latest started first, with its progress', () => {
    const logs = [
      buildLog({ trophy: 1, startedAt: '2026-11-19T01:00:00Z' }),
      buildLog({ trophy: 2, startedAt: '2026-11-20T01:00:00Z' }),
      buildLog({
        mode: 'practice',
        trophy: null,
        startedAt: '2026-11-21T01:00:00Z',
        endedAt: null,
      }),
      buildLog({ assignmentId: 5, trophy: null, startedAt: '2026-11-18T01:00:00Z', endedAt: null }),
      buildLog({
        exerciseUuid: EX_2,
        exerciseType: 1,
        trophy: null,
        startedAt: '2026-11-17T01:00:00Z',
      }),
      buildLog({
        mode: 'personalized',
        courseUuid: null,
        exerciseUuid: null,
        startedAt: '2026-11-22T01:00:00Z',
      }),
    ];
    expect(recentExercises(logs)).toEqual([
      {
        courseUuid: COURSE_A,
        exerciseUuid: EX_1,
        exerciseType: 4,
        assignmentId: null,
        trophy: 2,
        finished: true,
        lastPlayedAt: '2026-11-21T01:00:00Z',
      },
      {
        courseUuid: COURSE_A,
        exerciseUuid: EX_1,
        exerciseType: 4,
        assignmentId: 5,
        trophy: null,
        finished: false,
        lastPlayedAt: '2026-11-18T01:00:00Z',
      },
      {
        courseUuid: COURSE_A,
        exerciseUuid: EX_2,
        exerciseType: 1,
        assignmentId: null,
        trophy: null,
        finished: true,
        lastPlayedAt: '2026-11-17T01:00:00Z',
      },
    ]);
  });

  it('keeps at most the limit', () => {
    const logs = Array.from({ length: 15 }, (_, i) =>
      buildLog({ exerciseUuid: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}` }),
    );
    expect(recentExercises(logs)).toHaveLength(10);
    expect(recentExercises(logs, 3)).toHaveLength(3);
  });
});
