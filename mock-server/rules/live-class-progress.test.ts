import { describe, expect, it } from 'vitest';
import {
  AWAY_AFTER_MS,
  progressInClass,
  whereaboutsInClass,
  type ClassRun,
  type Presence,
  type ReportedPlace,
} from './live-class-progress';

const COURSE = 'course-a';
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
    courseUuid: COURSE,
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

describe('whereaboutsInClass', () => {
  const NOW = Date.parse('2026-11-22T00:15:00.000Z');
  const present = { joined: true, lastSeenMs: NOW - 4_000, nowMs: NOW };
  const ended = { endedAt: '2026-11-22T00:09:00.000Z', trophy: 3 as const };

  it.each<
    [
      string,
      Parameters<typeof whereaboutsInClass>[0],
      ClassRun[],
      ReturnType<typeof whereaboutsInClass>,
    ]
  >([
    [
      'no device of theirs holds the class: not joined, whatever they did',
      { joined: false, lastSeenMs: NOW, nowMs: NOW },
      [run()],
      { where: 'notJoined', currentExercise: null },
    ],
    ['joined, no run: in the lobby', present, [], { where: 'lobby', currentExercise: null }],
    [
      'joined, every run ended: in the lobby',
      present,
      [run(ended), run({ mode: 'practice', endedAt: ended.endedAt })],
      { where: 'lobby', currentExercise: null },
    ],
    [
      'an open run: in its exercise, on the question after the answered ones',
      present,
      [run({ answers: [answer('p1'), answer('p1'), answer('p2')] })],
      {
        where: 'exercise',
        currentExercise: {
          courseUuid: COURSE,
          exerciseUuid: EXERCISE,
          question: 3,
          questions: 3,
          answerSheet: false,
        },
      },
    ],
    [
      'every problem answered, the run still open: on the last question',
      present,
      [run({ answers: [answer('p1'), answer('p2'), answer('p3')] })],
      {
        where: 'exercise',
        currentExercise: {
          courseUuid: COURSE,
          exerciseUuid: EXERCISE,
          question: 3,
          questions: 3,
          answerSheet: false,
        },
      },
    ],
    [
      'two open runs: the latest started',
      present,
      [
        run({ startedAt: '2026-11-22T00:12:00.000Z', exerciseUuid: 'exercise-b' }),
        run({ startedAt: '2026-11-22T00:06:00.000Z' }),
      ],
      {
        where: 'exercise',
        currentExercise: {
          courseUuid: COURSE,
          exerciseUuid: 'exercise-b',
          question: 1,
          questions: 3,
          answerSheet: false,
        },
      },
    ],
    [
      'a run left open, then another one started and ended: in the lobby',
      present,
      [
        run({ startedAt: '2026-11-22T00:06:00.000Z' }),
        run({ startedAt: '2026-11-22T00:08:00.000Z', ...ended }),
      ],
      { where: 'lobby', currentExercise: null },
    ],
    [
      'an open personalised run is no exercise of the class',
      present,
      [run({ mode: 'personalized', courseUuid: null })],
      { where: 'lobby', currentExercise: null },
    ],
    [
      `silent for ${AWAY_AFTER_MS / 1000} s: away, even inside an exercise`,
      { joined: true, lastSeenMs: NOW - AWAY_AFTER_MS, nowMs: NOW },
      [run()],
      { where: 'away', currentExercise: null },
    ],
    [
      'never heard from since a restart: away',
      { joined: true, lastSeenMs: null, nowMs: NOW },
      [],
      { where: 'away', currentExercise: null },
    ],
  ])('%s', (_name, presence, runs, expected) => {
    expect(whereaboutsInClass(presence, runs)).toEqual(expected);
  });

  it('is present until the silence reaches the limit', () => {
    const silentFor = (ms: number) =>
      whereaboutsInClass({ joined: true, lastSeenMs: NOW - ms, nowMs: NOW }, []).where;
    expect(silentFor(AWAY_AFTER_MS - 1)).toBe('lobby');
    expect(silentFor(AWAY_AFTER_MS)).toBe('away');
  });
});

describe('whereaboutsInClass with the place the app reported', () => {
  const NOW = Date.parse('2026-11-22T00:15:00.000Z');
  const at = (place: ReportedPlace['place']) => ({
    joined: true,
    lastSeenMs: NOW - 1_000,
    nowMs: NOW,
    reported: { place, atMs: NOW - 1_000 },
  });
  const inExercise = (question: number, answerSheet = false) => ({
    where: 'exercise' as const,
    currentExercise: {
      courseUuid: COURSE,
      exerciseUuid: EXERCISE,
      question,
      questions: 3,
      answerSheet,
    },
  });

  it.each<[string, Presence, ClassRun[], ReturnType<typeof whereaboutsInClass>]>([
    [
      'left the exercise with its run open: in the lobby (the runs alone say question 2)',
      at({ kind: 'lobby' }),
      [run({ answers: [answer('p1')] })],
      { where: 'lobby', currentExercise: null },
    ],
    [
      'on the answer sheet of question 1: question 1, not 2',
      at({
        kind: 'exercise',
        courseUuid: COURSE,
        exerciseUuid: EXERCISE,
        question: 1,
        questions: 3,
        answered: 1,
        answerSheet: true,
      }),
      [run({ answers: [answer('p1')] })],
      inExercise(1, true),
    ],
    [
      'opened an exercise before its run started: on question 1 of the run to come',
      at({ kind: 'exercise', courseUuid: COURSE, exerciseUuid: EXERCISE, questions: 0 }),
      [],
      {
        where: 'exercise',
        currentExercise: {
          courseUuid: COURSE,
          exerciseUuid: EXERCISE,
          question: 1,
          questions: 0,
          answerSheet: false,
        },
      },
    ],
    [
      'a report without the question count takes it, and the answers, from the run',
      at({ kind: 'exercise', exerciseUuid: EXERCISE }),
      [run({ answers: [answer('p1')] })],
      inExercise(2),
    ],
    [
      'the result screen of a finished run: result, naming the exercise',
      at({ kind: 'result', courseUuid: COURSE, exerciseUuid: EXERCISE, questions: 3 }),
      [run({ endedAt: '2026-11-22T00:14:00.000Z', trophy: 2, answers: [answer('p1')] })],
      {
        where: 'result',
        currentExercise: {
          courseUuid: COURSE,
          exerciseUuid: EXERCISE,
          question: 3,
          questions: 3,
          answerSheet: false,
        },
      },
    ],
    [
      'left the class screens: left, even once silent',
      { ...at({ kind: 'left' }), lastSeenMs: NOW - AWAY_AFTER_MS },
      [run()],
      { where: 'left', currentExercise: null },
    ],
    [
      'silent after a lobby report: away',
      { ...at({ kind: 'lobby' }), lastSeenMs: NOW - AWAY_AFTER_MS },
      [],
      { where: 'away', currentExercise: null },
    ],
    [
      'an exercise the report cannot name (no uuid, no run): the lobby',
      at({ kind: 'exercise' }),
      [],
      { where: 'lobby', currentExercise: null },
    ],
    [
      'not joined wins over any report',
      { ...at({ kind: 'exercise', exerciseUuid: EXERCISE }), joined: false },
      [run()],
      { where: 'notJoined', currentExercise: null },
    ],
  ])('%s', (_name, presence, runs, expected) => {
    expect(whereaboutsInClass(presence, runs)).toEqual(expected);
  });
});
