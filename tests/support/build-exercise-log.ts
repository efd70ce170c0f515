import { exerciseLogs, type ExerciseLog } from '../../mock-server/db/exercise-logs';
import { now } from '../../mock-server/runtime/clock';
import { nextId } from '../../mock-server/runtime/ids';

/**
 * An ended test run of an exercise, as endExercise leaves it, at the backend clock; overrides
 * choose the alias, exercise, assignment, trophy, mode or times.
 */
export function buildExerciseLog(overrides: Partial<ExerciseLog> = {}): ExerciseLog {
  const at = now().toISOString();
  return {
    logId: nextId(),
    userUuid: '00000000-0000-4000-8000-000000000000',
    aliasUuid: '00000000-0000-4000-8000-000000000000',
    courseUuid: null,
    exerciseUuid: null,
    exerciseType: 4,
    assignmentId: null,
    sessionId: null,
    limitedModeId: null,
    mode: 'test',
    parentLogId: null,
    problemUuids: [],
    startedAt: at,
    endedAt: at,
    answers: [],
    numCorrectAnswers: 8,
    numIncorrectAnswers: 2,
    numSkipped: 0,
    totalScore: null,
    trophy: 2,
    ...overrides,
  };
}

/** Stores the run, as if the exercise had been played through the API. */
export async function insertExerciseLog(
  overrides: Partial<ExerciseLog> = {},
): Promise<ExerciseLog> {
  return exerciseLogs.insert(buildExerciseLog(overrides));
}
