import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { courseQuery } from '../../api/queries/courses';
import { exerciseQuery, type ExerciseTypeNumber } from '../../api/queries/exercises';
import { limitedModeQuery, liveSessionsQuery } from '../../api/queries/live';
import type { ExercisePathType } from '../../config/routes';
import { exerciseTypeOfPathType } from '../../lib/rules/exercise-path-type';
import {
  CLASS_LIST_WAIT_MS,
  exerciseLockVerdict,
  type ExerciseRef,
} from '../../lib/rules/live-exercise-lock';
import { limitedModeIn } from '../../lib/rules/live-limited-mode';
import type { LoaderSession } from './loader-session';
import type { EnsureQuery, ScreenQueries } from './screen-loader';

/** The exercise in the screen language, as the exercise screen asks for it. */
function ensureExercise(
  ensure: EnsureQuery,
  session: LoaderSession,
  address: ExerciseRef & { exerciseType: number },
): void {
  ensure(
    exerciseQuery(
      { ...address, exerciseType: address.exerciseType as ExerciseTypeNumber },
      session,
    ),
  );
}

/**
 * Whether the exercise lock (../guard/exercise-lock.tsx) will let the exercise's screen show: it
 * asks for the live classes and, during a class's limited mode, the exercises the teacher chose
 * (the same queries, here started first). An exercise it keeps shut is never asked for.
 */
async function lockOpens(
  queryClient: QueryClient,
  session: LoaderSession,
  exercise: ExerciseRef,
): Promise<boolean> {
  const sessionsQuery = liveSessionsQuery(session);
  // Offline the list cannot be had (none is kept on the device), and a list that does not answer
  // is waited for CLASS_LIST_WAIT_MS only: the lock does not lock on a guess (isClassListKnown),
  // and the exercise is asked for from what the device has.
  const sessions = onlineManager.isOnline()
    ? await Promise.race([
        queryClient.ensureQueryData(sessionsQuery).catch(() => null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), CLASS_LIST_WAIT_MS)),
      ])
    : (queryClient.getQueryData(sessionsQuery.queryKey) ?? null);
  const inForce = sessions ? limitedModeIn(sessions, new Date()) : null;
  const chosen = inForce
    ? await queryClient
        .ensureQueryData(limitedModeQuery(inForce.sessionId, inForce.limitedModeId, session))
        .then(({ exercises }) => exercises)
        .catch(() => 'failed' as const)
    : [];
  return (
    exerciseLockVerdict({ classKnown: true, inClass: inForce !== null, chosen, exercise }) ===
    'open'
  );
}

/** An exercise route (the type is its path's): the exercise, once the lock lets it show. */
export const exerciseQueries =
  (queryClient: QueryClient, pathType: ExercisePathType): ScreenQueries =>
  ({ params, session, ensure }) => {
    const exerciseType = exerciseTypeOfPathType(pathType);
    const exercise = {
      courseUuid: params.courseUuid ?? '',
      exerciseUuid: params.exerciseUuid ?? '',
    };
    void lockOpens(queryClient, session, exercise).then((opens) => {
      if (opens && exerciseType !== null)
        ensureExercise(ensure, session, { ...exercise, exerciseType });
    });
  };

/**
 * The exercise root route, once the lock lets it show: the course (the same entry as course
 * details'), then the exercise it names, which this route plays (writing) or its type's route,
 * where it redirects, asks for under the same key.
 */
export const exerciseRootQueries =
  (queryClient: QueryClient): ScreenQueries =>
  ({ params, session, ensure }) => {
    const exercise = {
      courseUuid: params.courseUuid ?? '',
      exerciseUuid: params.exerciseUuid ?? '',
    };
    const course = courseQuery(exercise.courseUuid, session);
    void lockOpens(queryClient, session, exercise)
      .then((opens) => (opens ? queryClient.ensureQueryData(course) : null))
      .then(
        (loaded) => {
          const node = loaded?.contents
            .flatMap((chapter) => chapter.contents)
            .flatMap((section) => section.contents)
            .find(({ uuid }) => uuid === exercise.exerciseUuid);
          if (node)
            ensureExercise(ensure, session, { ...exercise, exerciseType: node.exerciseType });
        },
        () => undefined, // The screen shows the course's failure.
      );
  };
