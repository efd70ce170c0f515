import { describe, expect, it } from 'vitest';
import { exerciseLog } from '../../tests/support/build-exercise-log';
import type { ExerciseLog, LoggedAnswer } from '../db/exercise-logs';
import {
  averageRetry,
  cefrDistribution,
  reactionTime,
  reactionTimeLevel,
  retryLevel,
  wordsPerMinute,
  wordsPerMinuteLevel,
} from './learning-performance';

function answer(overrides: Partial<LoggedAnswer> = {}): LoggedAnswer {
  return {
    problemUuid: 'p1',
    answer: 'x',
    skipped: false,
    correct: true,
    retry: 0,
    responseTimeMs: null,
    wordsSpoken: null,
    at: '2026-11-20T01:00:00Z',
    ...overrides,
  };
}

let nextLogId = 1;
function log(answers: LoggedAnswer[], overrides: Partial<ExerciseLog> = {}): ExerciseLog {
  return exerciseLog({
    logId: nextLogId++,
    userUuid: 'u',
    aliasUuid: 'a',
    courseUuid: 'course-a',
    exerciseUuid: 'exercise-1',
    exerciseType: 1,
    startedAt: '2026-11-20T01:00:00Z',
    endedAt: '2026-11-20T01:05:00Z',
    answers,
    numCorrectAnswers: 0,
    numIncorrectAnswers: 0,
    trophy: null,
    ...overrides,
  });
}

describe('levels', () => {
  it.each([
    [60_000, 'beginner'],
    [30_000, 'beginner'],
    [29_999, 'intermediate'],
    [3_750, 'intermediate'],
    [3_749, 'advanced'],
    [400, 'advanced'],
  ] as const)('reaction time %s ms is %s', (ms, level) => {
    expect(reactionTimeLevel(ms)).toBe(level);
  });

  it.each([
    [3, 'beginner'],
    [2, 'beginner'],
    [1.99, 'intermediate'],
    [0.3, 'intermediate'],
    [0.29, 'advanced'],
    [0, 'advanced'],
  ] as const)('%s retries is %s', (retries, level) => {
    expect(retryLevel(retries)).toBe(level);
  });

  it.each([
    [0, 'beginner'],
    [29.9, 'beginner'],
    [30, 'intermediate'],
    [149.9, 'intermediate'],
    [150, 'advanced'],
    [200, 'advanced'],
  ] as const)('%s words per minute is %s', (wpm, level) => {
    expect(wordsPerMinuteLevel(wpm)).toBe(level);
  });
});

describe('averageRetry', () => {
  it.each([
    ['nothing answered', [], { value: null, level: null, samples: 0 }],
    [
      'all right first time',
      [log([answer(), answer({ problemUuid: 'p2' })])],
      { value: 0, level: 'advanced', samples: 2 },
    ],
    [
      'the highest retry per problem and session',
      [
        log([
          answer({ retry: 0 }),
          answer({ retry: 1 }),
          answer({ retry: 2 }),
          answer({ problemUuid: 'p2' }),
        ]),
        log([answer({ retry: 1 })]),
      ],
      { value: 1, level: 'intermediate', samples: 3 },
    ],
    [
      'many retries',
      [log([answer({ retry: 3 }), answer({ problemUuid: 'p2', retry: 2 })])],
      { value: 2.5, level: 'beginner', samples: 2 },
    ],
    [
      'rounded to two decimals',
      [log([answer({ retry: 1 }), answer({ problemUuid: 'p2' }), answer({ problemUuid: 'p3' })])],
      { value: 0.33, level: 'intermediate', samples: 3 },
    ],
  ] as const)('%s', (_name, logs, expected) => {
    expect(averageRetry(logs as readonly ExerciseLog[])).toEqual(expected);
  });
});

describe('reactionTime', () => {
  it.each([
    ['no timed answer', [log([answer()])], { value: null, level: null, samples: 0 }],
    [
      'the mean of the timed answers',
      [log([answer({ responseTimeMs: 4000 }), answer({ responseTimeMs: 6001 }), answer()])],
      { value: 5001, level: 'intermediate', samples: 2 },
    ],
    [
      'fast',
      [log([answer({ responseTimeMs: 1200 })])],
      { value: 1200, level: 'advanced', samples: 1 },
    ],
    [
      'unjudged answers (free writing) left out',
      [
        log([
          answer({ responseTimeMs: 120_000, correct: null }),
          answer({ responseTimeMs: 5000, correct: false }),
        ]),
      ],
      { value: 5000, level: 'intermediate', samples: 1 },
    ],
  ] as const)('%s', (_name, logs, expected) => {
    expect(reactionTime(logs as readonly ExerciseLog[])).toEqual(expected);
  });
});

describe('wordsPerMinute', () => {
  it.each([
    [
      'no speaking answer',
      [log([answer({ responseTimeMs: 3000 })])],
      { value: null, level: null, samples: 0 },
    ],
    [
      'words over answer time',
      [
        log([
          answer({ wordsSpoken: 10, responseTimeMs: 6000 }),
          answer({ wordsSpoken: 5, responseTimeMs: 6000 }),
        ]),
      ],
      { value: 75, level: 'intermediate', samples: 2 },
    ],
    [
      'untimed answers are left out',
      [log([answer({ wordsSpoken: 10, responseTimeMs: null })])],
      { value: null, level: null, samples: 0 },
    ],
    [
      'slow',
      [log([answer({ wordsSpoken: 2, responseTimeMs: 7000 })])],
      { value: 17.1, level: 'beginner', samples: 1 },
    ],
  ] as const)('%s', (_name, logs, expected) => {
    expect(wordsPerMinute(logs as readonly ExerciseLog[])).toEqual(expected);
  });
});

describe('cefrDistribution', () => {
  it('counts finished course-exercise sessions by course level, all twelve levels', () => {
    const level: Record<string, number> = { 'course-a': 3, 'course-b': 7 };
    const logs = [
      log([]),
      log([]),
      log([], { courseUuid: 'course-b' }),
      log([], { endedAt: null }),
      log([], { courseUuid: 'course-unknown' }),
      log([], { mode: 'personalized', courseUuid: null, exerciseUuid: null }),
    ];
    const distribution = cefrDistribution(logs, (uuid) => level[uuid] ?? null);
    expect(distribution).toHaveLength(12);
    expect(distribution.map((d) => d.cefrj)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(distribution.filter((d) => d.count > 0)).toEqual([
      { cefrj: 3, count: 2 },
      { cefrj: 7, count: 1 },
    ]);
  });
});
