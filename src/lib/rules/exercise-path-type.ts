// The exercise routes name the type in the path (spec 2.1): /exercise/:courseUuid/<type>/... for
// types 1-12. Writing (13) has no path of its own and opens through the exercise root route,
// which finds the type from the exercise itself.
import { paths, type ExercisePathType } from '../../config/routes';

const PATH_TYPE_OF_EXERCISE_TYPE: Readonly<Record<number, ExercisePathType>> = {
  1: 'chat',
  2: 'demo',
  3: 'dictation',
  4: 'drill-vocabulary',
  5: 'drill-listening',
  6: 'drill-pronunciation',
  7: 'quiz-listening',
  8: 'picture-match',
  9: 'drill-typing',
  10: 'single-sentence-reading',
  11: 'quiz-translation',
  12: 'drill-translation',
};

/** The path segment of an exercise type, or null when it opens through the exercise root route. */
export function exercisePathTypeOf(exerciseType: number): ExercisePathType | null {
  return PATH_TYPE_OF_EXERCISE_TYPE[exerciseType] ?? null;
}

export type ExerciseTarget = {
  courseUuid: string;
  exerciseType: number;
  exerciseUuid: string;
  /** Given when the exercise is played for an assignment. */
  assignmentId?: number | null;
};

/** Where an exercise opens: its type's route, or the exercise root route for writing. */
export function exercisePath({
  courseUuid,
  exerciseType,
  exerciseUuid,
  assignmentId,
}: ExerciseTarget): string {
  const type = exercisePathTypeOf(exerciseType);
  const assignment = assignmentId ?? undefined;
  if (type) return paths.exercise({ courseUuid, type, exerciseUuid, assignmentId: assignment });
  // ROUTE_PATTERN.exerciseRoot, filled in.
  const enc = encodeURIComponent;
  return (
    `/exercise/${enc(courseUuid)}/${enc(exerciseUuid)}` +
    (assignment === undefined ? '' : `/${enc(String(assignment))}`)
  );
}

/** The exercise type a path segment names (the reverse of exercisePathTypeOf). */
export function exerciseTypeOfPathType(pathType: string): number | null {
  const found = Object.entries(PATH_TYPE_OF_EXERCISE_TYPE).find(([, type]) => type === pathType);
  return found ? Number(found[0]) : null;
}
