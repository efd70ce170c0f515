import { personalisedExerciseQuery } from '../../api/queries/exercises';
import type { GetPersonalizedExerciseParams } from '../../api/generated/model/getPersonalizedExerciseParams';
import { exerciseRouteQuery } from '../../lib/rules/exercise-route-query';
import type { ScreenQueries } from './screen-loader';

/** The most cards a practice asks for (the cap of ../routes/exercise-screen/personalised-practice-screen.tsx). */
const MAX_CARDS = 50;

/**
 * A skills practice (vocabulary 4, listening 5, pronunciation 6): the learner's personalised drill,
 * sized and graded by the address's query with the exercise routes' defaults, as the screen asks.
 */
export const practiceQueries =
  (exerciseType: 4 | 5 | 6): ScreenQueries =>
  ({ url, session, ensure }) => {
    const { problemCount, schoolGrade } = exerciseRouteQuery(url.search);
    const params: GetPersonalizedExerciseParams = {
      numCards: Math.min(problemCount, MAX_CARDS),
      schoolGrade: schoolGrade as GetPersonalizedExerciseParams['schoolGrade'],
    };
    ensure(personalisedExerciseQuery(exerciseType, params, session));
  };
