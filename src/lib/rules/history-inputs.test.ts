import { describe, expect, it } from 'vitest';
import {
  activeHistoryFilterCount,
  changeHistoryInputs,
  DEFAULT_HISTORY_INPUTS,
  exerciseLogsParams,
  exerciseTypesOfSkill,
  historyRangeProblem,
  skillOfExerciseType,
  type ExerciseTypeNumber,
} from './history-inputs';
import type { HistoryInputs } from '../services/storage';

const inputs = (change: Partial<HistoryInputs> = {}): HistoryInputs => ({
  ...DEFAULT_HISTORY_INPUTS,
  ...change,
});

describe('skillOfExerciseType (the contract of listExerciseLogs)', () => {
  it.each<[ExerciseTypeNumber, number]>([
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
  ])('type %s → skill %s', (type, skill) => {
    expect(skillOfExerciseType(type)).toBe(skill);
  });
});

describe('exerciseTypesOfSkill', () => {
  it.each([
    [0, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]],
    [1, [1, 6, 10]],
    [2, [2, 3, 5, 7]],
    [3, [4, 8, 11]],
    [4, [9, 12, 13]],
    [7, []],
  ])('skill %s → %j', (skill, types) => {
    expect(exerciseTypesOfSkill(skill)).toEqual(types);
  });
});

describe('changeHistoryInputs', () => {
  it.each<[string, HistoryInputs, Partial<HistoryInputs>, HistoryInputs]>([
    ['sets a date', inputs(), { startDate: '2026-11-01' }, inputs({ startDate: '2026-11-01' })],
    [
      'keeps a type its skill covers',
      inputs({ exerciseType: 6 }),
      { skill: 1 },
      inputs({ skill: 1, exerciseType: 6 }),
    ],
    [
      'drops a type the new skill does not cover',
      inputs({ exerciseType: 6 }),
      { skill: 2 },
      inputs({ skill: 2 }),
    ],
    [
      'refuses a type outside the skill',
      inputs({ skill: 4 }),
      { exerciseType: 1 },
      inputs({ skill: 4 }),
    ],
    [
      'an unknown skill counts as every skill',
      inputs(),
      { skill: 9, exerciseType: 3 },
      inputs({ exerciseType: 3 }),
    ],
    ['an unknown type counts as every type', inputs(), { exerciseType: 14 }, inputs()],
  ])('%s', (_name, before, change, after) => {
    expect(changeHistoryInputs(before, change)).toEqual(after);
  });
});

describe('historyRangeProblem', () => {
  it.each<[HistoryInputs, string | null]>([
    [inputs(), null],
    [inputs({ startDate: '2026-11-01' }), null],
    [inputs({ endDate: '2026-11-01' }), null],
    [inputs({ startDate: '2026-11-01', endDate: '2026-11-01' }), null],
    [inputs({ startDate: '2026-11-02', endDate: '2026-11-01' }), 'endBeforeStart'],
  ])('%j → %s', (value, problem) => {
    expect(historyRangeProblem(value)).toBe(problem);
  });
});

describe('exerciseLogsParams', () => {
  it.each<[HistoryInputs, 'ja' | 'en', object]>([
    [inputs(), 'ja', { lang: 'ja' }],
    [
      inputs({ startDate: '2026-10-01', endDate: '2026-10-31' }),
      'en',
      { lang: 'en', startDate: '2026-10-01', endDate: '2026-10-31' },
    ],
    [inputs({ skill: 2, exerciseType: 3 }), 'ja', { lang: 'ja', skill: 2, exerciseType: 3 }],
    [inputs({ skill: 2, exerciseType: 1 }), 'ja', { lang: 'ja', skill: 2 }],
  ])('%j in %s → %j', (value, lang, query) => {
    expect(exerciseLogsParams(value, lang)).toEqual(query);
  });
});

describe('activeHistoryFilterCount', () => {
  it.each([
    [{}, 0],
    [{ startDate: '2026-11-01' }, 1],
    [{ startDate: '2026-11-01', endDate: '2026-11-21' }, 2],
    [{ skill: 1, exerciseType: 6 }, 2],
    [{ startDate: '2026-11-01', endDate: '2026-11-21', skill: 1, exerciseType: 6 }, 4],
    // A type the skill does not cover is dropped, as the query drops it.
    [{ skill: 2, exerciseType: 6 }, 1],
    [{ skill: 9 }, 0],
  ] as [Partial<HistoryInputs>, number][])('%j → %i', (change, count) => {
    expect(activeHistoryFilterCount(inputs(change))).toBe(count);
  });
});
