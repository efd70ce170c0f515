import { describe, expect, it } from 'vitest';
import { EXERCISE_PATH_TYPES } from '../../config/routes';
import { exercisePath, exercisePathTypeOf } from './exercise-path-type';

describe('exercisePathTypeOf', () => {
  it.each([
    [1, 'chat'],
    [2, 'demo'],
    [3, 'dictation'],
    [4, 'drill-vocabulary'],
    [5, 'drill-listening'],
    [6, 'drill-pronunciation'],
    [7, 'quiz-listening'],
    [8, 'picture-match'],
    [9, 'drill-typing'],
    [10, 'single-sentence-reading'],
    [11, 'quiz-translation'],
    [12, 'drill-translation'],
    [13, null],
    [0, null],
    [14, null],
  ])('type %i → %s', (type, expected) => {
    expect(exercisePathTypeOf(type)).toBe(expected);
  });

  it('gives every path type of the route table to exactly one exercise type', () => {
    const mapped = Array.from({ length: 13 }, (_, i) => exercisePathTypeOf(i + 1)).filter(Boolean);
    expect([...mapped].sort()).toEqual([...EXERCISE_PATH_TYPES].sort());
  });
});

describe('exercisePath', () => {
  const course = '11111111-1111-4111-8111-111111111111';
  const exercise = '22222222-2222-4222-8222-222222222222';
  it.each([
    [1, undefined, `/exercise/${course}/chat/${exercise}`],
    [5, 42, `/exercise/${course}/drill-listening/${exercise}/42`],
    [12, null, `/exercise/${course}/drill-translation/${exercise}`],
    [13, undefined, `/exercise/${course}/${exercise}`],
    [13, 7, `/exercise/${course}/${exercise}/7`],
  ])('type %i, assignment %s → %s', (exerciseType, assignmentId, expected) => {
    expect(
      exercisePath({ courseUuid: course, exerciseType, exerciseUuid: exercise, assignmentId }),
    ).toBe(expected);
  });
});
