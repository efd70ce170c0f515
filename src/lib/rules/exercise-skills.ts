// The skill (1 speaking, 2 listening, 3 reading, 4 writing) each exercise type trains most: one
// map for the app (history filters) and the mock backend (history, learning stats). The spec's
// "drill skill values" (vocabulary 4, listening 5, pronunciation 6) are the drills' own ids, equal
// to their exercise types; on the 1-4 scale vocabulary is reading, listening is listening and
// pronunciation is speaking.

export const SKILLS = [1, 2, 3, 4] as const;
export type Skill = (typeof SKILLS)[number];

const EXERCISE_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type ExerciseTypeNumber = (typeof EXERCISE_TYPES)[number];

const SKILL_OF_EXERCISE_TYPE: Readonly<Record<ExerciseTypeNumber, Skill>> = {
  1: 1, // chat conversation: the learner speaks
  2: 2, // sample-audio demo: listening to a model
  3: 2, // dictation: writing down what is heard, judged on listening
  4: 3, // vocabulary drill: reading a word and choosing its meaning
  5: 2, // listening drill
  6: 1, // pronunciation drill
  7: 2, // listening quiz (multiple choice)
  8: 3, // picture match: reading words against pictures
  9: 4, // typing drill
  10: 1, // single sentence reading: read aloud
  11: 3, // translation quiz: understanding a written sentence
  12: 4, // translation drill: writing the English sentence
  13: 4, // writing
};

const isExerciseType = (type: number): type is ExerciseTypeNumber =>
  Object.hasOwn(SKILL_OF_EXERCISE_TYPE, type);

/** The skill of an exercise type (throws for a number that is not one). */
export function skillOfExerciseType(type: number): Skill {
  if (!isExerciseType(type)) throw new Error(`no exercise type ${type}`);
  return SKILL_OF_EXERCISE_TYPE[type];
}

/** The exercise types a skill filter (0 = every skill) leaves to choose from, in type order. */
export function exerciseTypesOfSkill(skill: number): ExerciseTypeNumber[] {
  return EXERCISE_TYPES.filter((type) => skill === 0 || SKILL_OF_EXERCISE_TYPE[type] === skill);
}
