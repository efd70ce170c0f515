// The exercise-log filters of spec 3 ("history inputs": start date, end date, exercise type and
// skill, 0 meaning every type or skill) and the query listExerciseLogs receives from them. The
// skill of each exercise type is ./exercise-skills.ts's, shared with the mock backend.
import { SKILLS, exerciseTypesOfSkill } from './exercise-skills';
import type { HistoryInputs } from '../services/storage';

export {
  SKILLS,
  exerciseTypesOfSkill,
  skillOfExerciseType,
  type ExerciseTypeNumber,
} from './exercise-skills';

export const DEFAULT_HISTORY_INPUTS: HistoryInputs = {
  startDate: null,
  endDate: null,
  exerciseType: 0,
  skill: 0,
};

/**
 * The inputs after a change: a skill that does not cover the chosen type drops the type (the list
 * would otherwise be empty for a reason the learner cannot see); unknown numbers fall back to 0.
 */
export function changeHistoryInputs(
  inputs: HistoryInputs,
  change: Partial<HistoryInputs>,
): HistoryInputs {
  const next = { ...inputs, ...change };
  const skill = (SKILLS as readonly number[]).includes(next.skill) ? next.skill : 0;
  const types = exerciseTypesOfSkill(skill) as number[];
  const exerciseType = types.includes(next.exerciseType) ? next.exerciseType : 0;
  return { ...next, skill, exerciseType };
}

export type HistoryRangeProblem = 'endBeforeStart';

/** Why the dates cannot be asked for, or null (ISO dates compare as text). */
export function historyRangeProblem(inputs: HistoryInputs): HistoryRangeProblem | null {
  if (inputs.startDate && inputs.endDate && inputs.endDate < inputs.startDate) {
    return 'endBeforeStart';
  }
  return null;
}

export type ExerciseLogsQuery = {
  lang: 'ja' | 'en';
  startDate?: string;
  endDate?: string;
  exerciseType?: number;
  skill?: number;
};

/** The listExerciseLogs query of the inputs: unset dates and "every" choices are left out. */
export function exerciseLogsParams(inputs: HistoryInputs, lang: 'ja' | 'en'): ExerciseLogsQuery {
  const safe = changeHistoryInputs(inputs, {});
  return {
    lang,
    ...(safe.startDate ? { startDate: safe.startDate } : {}),
    ...(safe.endDate ? { endDate: safe.endDate } : {}),
    ...(safe.exerciseType !== 0 ? { exerciseType: safe.exerciseType } : {}),
    ...(safe.skill !== 0 ? { skill: safe.skill } : {}),
  };
}

/** How many filters narrow the logs: each date set, a skill and a type chosen, as the query sends. */
export function activeHistoryFilterCount(inputs: HistoryInputs): number {
  const { lang: _lang, ...filters } = exerciseLogsParams(inputs, 'ja');
  return Object.keys(filters).length;
}
