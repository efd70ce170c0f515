import { describe, expect, it } from 'vitest';
import { exerciseLockVerdict, isChosenExercise, isClassListKnown } from './live-exercise-lock';

const CHAT = { courseUuid: 'course-1', exerciseUuid: 'chat-1' };
const DRILL = { courseUuid: 'course-1', exerciseUuid: 'drill-1' };
const SAME_UUID_OTHER_COURSE = { courseUuid: 'course-2', exerciseUuid: 'chat-1' };

describe('isChosenExercise', () => {
  it.each([
    ['the chosen exercise', [CHAT, DRILL], CHAT, true],
    ['another exercise', [CHAT], DRILL, false],
    ['the same exercise uuid in another course', [CHAT], SAME_UUID_OTHER_COURSE, false],
    ['nothing chosen', [], CHAT, false],
  ])('%s → %s', (_name, chosen, exercise, expected) => {
    expect(isChosenExercise(chosen, exercise)).toBe(expected);
  });
});

describe('isClassListKnown', () => {
  it.each([
    { name: 'answered', data: [], isError: false, fetchStatus: 'idle', known: true },
    { name: 'failed', data: undefined, isError: true, fetchStatus: 'idle', known: true },
    // Offline: no list can be had and none is kept on the device; the lock does not guess.
    {
      name: 'offline, never answered',
      data: undefined,
      isError: false,
      fetchStatus: 'paused',
      known: true,
    },
    {
      name: 'asked, no answer yet',
      data: undefined,
      isError: false,
      fetchStatus: 'fetching',
      known: false,
    },
    { name: 'not asked yet', data: undefined, isError: false, fetchStatus: 'idle', known: false },
  ] as const)('$name: $known', ({ known, ...sessions }) => {
    expect(isClassListKnown(sessions)).toBe(known);
  });
});

describe('exerciseLockVerdict', () => {
  it.each([
    {
      name: 'the sessions have not answered yet',
      input: { classKnown: false, inClass: false, chosen: 'loading' as const },
      expected: 'wait',
    },
    {
      name: 'no class in limited mode',
      input: { classKnown: true, inClass: false, chosen: 'loading' as const },
      expected: 'open',
    },
    {
      name: 'in class, the chosen exercises loading',
      input: { classKnown: true, inClass: true, chosen: 'loading' as const },
      expected: 'wait',
    },
    {
      name: 'in class, the chosen exercises failed to load',
      input: { classKnown: true, inClass: true, chosen: 'failed' as const },
      expected: 'unverified',
    },
    {
      name: 'in class, this exercise chosen',
      input: { classKnown: true, inClass: true, chosen: [DRILL, CHAT] },
      expected: 'open',
    },
    {
      name: 'in class, this exercise not chosen',
      input: { classKnown: true, inClass: true, chosen: [DRILL] },
      expected: 'notChosen',
    },
  ])('$name → $expected', ({ input, expected }) => {
    expect(exerciseLockVerdict({ ...input, exercise: CHAT })).toBe(expected);
  });
});
