// The teacher's lock on exercises (spec 2.2, 4.4): while a started class's limited mode is in
// force, only the exercises the teacher chose open. Until the live sessions have answered it is
// not known whether a class is on, and until the chosen exercises have loaded it is not known
// which ones they are: the exercise waits rather than flashing. Chosen exercises that cannot be
// loaded count as none (the learner goes to the lobby, where the class's exercises are offered).
export type ExerciseRef = { courseUuid: string; exerciseUuid: string };

export type ExerciseLockVerdict = 'open' | 'wait' | 'notChosen' | 'unverified';

/**
 * How long an exercise waits for the list of classes before it opens without it: an access point
 * that hangs must not keep a learner from her homework (issue 36). A class in force still locks as
 * soon as the list answers (a chosen exercise goes on, any other leads to the lobby). The lock
 * (src/app/guard/exercise-lock.tsx) and the exercise routes' loader (src/app/loaders/
 * exercise-queries.ts) wait the same.
 */
export const CLASS_LIST_WAIT_MS = 5000;

/**
 * Whether it is known if a class is on: the live sessions answered or failed, or the device is
 * offline (the query paused for the network). Offline it cannot be known, and the lock does not
 * lock on a guess: the list is never kept on the device, and a class in force locks as soon as a
 * fresh answer says so. Only while a request is under way does the exercise wait for it.
 */
export function isClassListKnown(sessions: {
  data: unknown;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}): boolean {
  return sessions.data !== undefined || sessions.isError || sessions.fetchStatus === 'paused';
}

export function isChosenExercise(chosen: readonly ExerciseRef[], exercise: ExerciseRef): boolean {
  return chosen.some(
    (item) =>
      item.courseUuid === exercise.courseUuid && item.exerciseUuid === exercise.exerciseUuid,
  );
}

export function exerciseLockVerdict(input: {
  /** The live sessions have answered (or failed): whether a class is on is known. */
  classKnown: boolean;
  /** A started class's limited mode is in force. */
  inClass: boolean;
  /** The teacher's chosen exercises, or where their loading stands. */
  chosen: readonly ExerciseRef[] | 'loading' | 'failed';
  exercise: ExerciseRef;
}): ExerciseLockVerdict {
  if (!input.classKnown) return 'wait';
  if (!input.inClass) return 'open';
  if (input.chosen === 'loading') return 'wait';
  if (input.chosen === 'failed') return 'unverified';
  return isChosenExercise(input.chosen, input.exercise) ? 'open' : 'notChosen';
}
