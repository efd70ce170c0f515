// The skill-level selection of the skills overview (spec 2.5 and 3): per user and per practice
// skill, the index of a school grade of spec 3 (the level the personalised practice draws its
// cards from, passed to the practice routes as `schoolGrade`). Until the learner chooses, a skill
// is at the exercise routes' default grade (spec 2.2: 5).
import { DEFAULT_SCHOOL_GRADE, DRILL_TYPE, SCHOOL_GRADES } from './exercise-route-query';

export const PRACTICE_SKILLS = ['vocabulary', 'pronunciation', 'listening'] as const;
export type PracticeSkill = (typeof PRACTICE_SKILLS)[number];

/** The storage key of a skill: its drill skill value of spec 3 (vocabulary 4, listening 5, pronunciation 6). */
export const skillKey = (skill: PracticeSkill): string => String(DRILL_TYPE[skill]);

export const DEFAULT_SKILL_LEVEL_INDEX = SCHOOL_GRADES.indexOf(DEFAULT_SCHOOL_GRADE);

export type SkillLevelIndexes = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The remembered level index of a user's skill, the default when none or out of range. */
export function skillLevelIndex(
  state: SkillLevelIndexes,
  userUuid: string,
  skill: PracticeSkill,
): number {
  const index = state[userUuid]?.[skillKey(skill)];
  return index !== undefined && index < SCHOOL_GRADES.length ? index : DEFAULT_SKILL_LEVEL_INDEX;
}

export function schoolGradeOfIndex(index: number): number {
  return SCHOOL_GRADES[index] ?? DEFAULT_SCHOOL_GRADE;
}

export function withSkillLevelIndex(
  state: SkillLevelIndexes,
  userUuid: string,
  skill: PracticeSkill,
  index: number,
): Record<string, Record<string, number>> {
  const next: Record<string, Record<string, number>> = {};
  for (const [user, skills] of Object.entries(state)) next[user] = { ...skills };
  next[userUuid] = { ...next[userUuid], [skillKey(skill)]: index };
  return next;
}
