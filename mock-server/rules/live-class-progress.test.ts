import { describe, expect, it } from 'vitest';
import { progressInClass, type ClassRun } from './live-class-progress';

const EXERCISE = 'exercise-a';
const answer = (problemUuid: string) => ({
  problemUuid,
  answer: 'x',
  skipped: false,
  correct: true,
  retry: 0,
  responseTimeMs: null,
  wordsSpoken: null,
  at: '2026-11-22T00:10:00.000Z',
});

let nextLogId = 1;
function run(overrides: Partial<ClassRun> = {}): ClassRun {
  return {
    logId: nextLogId++,
    exerciseUuid: EXERCISE,
    mode: 'test',
    startedAt: '2026-11-22T00:05:00.000Z',
    endedAt: null,
    trophy: null,
    answers: [],
    problemUuids: ['p1', 'p2', 'p3'],
    ...overrides,
  };
}

describe('progressInClass', () => {
  it.each<[string, ClassRun[], ReturnType<typeof progressInClass>]>([
    ['no run: not started', [], { status: 'notStarted', trophy: null, answered: 0, problems: 0 }],
    [
      'another exercise only: not started',
      [run({ exerciseUuid: 'exercise-b', endedAt: '2026-11-22T00:09:00.000Z', trophy: 3 })],
      { status: 'notStarted', trophy: null, answered: 0, problems: 0 },
    ],
    [
      'an open run: in progress, with its answers counted once per problem',
      [run({ answers: [answer('p1'), answer('p1'), answer('p2')] })],
      { status: 'inProgress', trophy: null, answered: 2, problems: 3 },
    ],
    [
      'an ended test run: finished with its trophy',
      [
        run({
          endedAt: '2026-11-22T00:09:00.000Z',
          trophy: 2,
          answers: [answer('p1'), answer('p2'), answer('p3')],
        }),
      ],
      { status: 'finished', trophy: 2, answered: 3, problems: 3 },
    ],
    [
      'an ended run without a trophy: finished, no trophy',
      [run({ endedAt: '2026-11-22T00:09:00.000Z' })],
      { status: 'finished', trophy: null, answered: 0, problems: 3 },
    ],
    [
      'the best trophy of the ended runs, still finished while another run is open',
      [
        run({ endedAt: '2026-11-22T00:09:00.000Z', trophy: 3 }),
        run({
          startedAt: '2026-11-22T00:10:00.000Z',
          endedAt: '2026-11-22T00:12:00.000Z',
          trophy: 1,
        }),
        run({ startedAt: '2026-11-22T00:13:00.000Z', answers: [answer('p1')] }),
      ],
      { status: 'finished', trophy: 3, answered: 1, problems: 3 },
    ],
    [
      'an ended practice run earns nothing: in progress only while open',
      [run({ mode: 'practice', endedAt: '2026-11-22T00:09:00.000Z' })],
      { status: 'notStarted', trophy: null, answered: 0, problems: 3 },
    ],
    [
      'personalised runs do not count',
      [run({ mode: 'personalized' })],
      { status: 'notStarted', trophy: null, answered: 0, problems: 0 },
    ],
  ])('%s', (_name, runs, expected) => {
    expect(progressInClass(runs, EXERCISE)).toEqual(expected);
  });
});
