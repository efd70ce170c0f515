import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SKILL_LEVEL_INDEX,
  schoolGradeOfIndex,
  skillKey,
  skillLevelIndex,
  withSkillLevelIndex,
  type PracticeSkill,
} from './skill-levels';

describe('skillKey (drill skill values of spec 3)', () => {
  it.each<[PracticeSkill, string]>([
    ['vocabulary', '4'],
    ['listening', '5'],
    ['pronunciation', '6'],
  ])('%s → %s', (skill, key) => {
    expect(skillKey(skill)).toBe(key);
  });
});

describe('schoolGradeOfIndex', () => {
  it.each([
    [0, 3],
    [2, 5],
    [4, 11],
    [6, 13],
    [7, 24],
    [9, 31],
    [10, 5],
    [-1, 5],
  ])('index %s → grade %s', (index, grade) => {
    expect(schoolGradeOfIndex(index)).toBe(grade);
  });

  it('defaults to the exercise routes default grade 5', () => {
    expect(schoolGradeOfIndex(DEFAULT_SKILL_LEVEL_INDEX)).toBe(5);
  });
});

describe('skillLevelIndex', () => {
  const state = { u1: { '4': 5, '6': 42 } };
  it.each<[string, PracticeSkill, number]>([
    ['u1', 'vocabulary', 5],
    ['u1', 'listening', DEFAULT_SKILL_LEVEL_INDEX],
    ['u1', 'pronunciation', DEFAULT_SKILL_LEVEL_INDEX],
    ['u2', 'vocabulary', DEFAULT_SKILL_LEVEL_INDEX],
  ])('%s %s → %s', (user, skill, index) => {
    expect(skillLevelIndex(state, user, skill)).toBe(index);
  });
});

describe('withSkillLevelIndex', () => {
  it('sets one skill of one user and leaves the rest', () => {
    const state = { u1: { '4': 1 }, u2: { '5': 3 } };
    expect(withSkillLevelIndex(state, 'u1', 'listening', 6)).toEqual({
      u1: { '4': 1, '5': 6 },
      u2: { '5': 3 },
    });
    expect(withSkillLevelIndex({}, 'u3', 'pronunciation', 0)).toEqual({ u3: { '6': 0 } });
    expect(state).toEqual({ u1: { '4': 1 }, u2: { '5': 3 } });
  });
});
