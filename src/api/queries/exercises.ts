// The exercises' query options (./session-key.ts): an exercise in the screen language, and a
// skills practice's personalised drill.
import { getGetExerciseQueryOptions } from '../generated/endpoints/exercises/exercises';
import { getGetPersonalizedExerciseQueryOptions } from '../generated/endpoints/practice/practice';
import type { GetPersonalizedExerciseParams } from '../generated/model/getPersonalizedExerciseParams';
import { forSession, type QuerySession } from './session-key';

export type ExerciseTypeNumber = Parameters<typeof getGetExerciseQueryOptions>[1];
export type ExerciseAddress = {
  courseUuid: string;
  exerciseType: ExerciseTypeNumber;
  exerciseUuid: string;
};

/** An exercise's content in the screen language (its texts and feedback come in it). */
export const exerciseQuery = (address: ExerciseAddress, session: QuerySession) =>
  forSession(
    getGetExerciseQueryOptions(address.courseUuid, address.exerciseType, address.exerciseUuid, {
      lang: session.language,
    }),
    session,
  );

/** A skills practice (vocabulary 4, listening 5, pronunciation 6): the learner's own drill. */
export const personalisedExerciseQuery = (
  exerciseType: 4 | 5 | 6,
  params: GetPersonalizedExerciseParams,
  session: QuerySession,
) => forSession(getGetPersonalizedExerciseQueryOptions(exerciseType, params), session);
