import { exerciseLogs, type ExerciseLog } from '../../mock-server/db/exercise-logs';
import { now } from '../../mock-server/runtime/clock';
import { nextId } from '../../mock-server/runtime/ids';

type RunFacts = Pick<ExerciseLog, 'logId' | 'startedAt' | 'endedAt'> & Partial<ExerciseLog>;

/**
 * An ended test run of a vocabulary drill, as endExercise leaves it: 8 right, 2 wrong, a silver
 * trophy, no assignment, class or parent run, no answers kept. `facts` give its id and times and
 * choose the alias, exercise, counts, trophy, mode or anything else.
 */
export function exerciseLog(facts: RunFacts): ExerciseLog {
  return {
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
    answers: [],
    numCorrectAnswers: 8,
    numIncorrectAnswers: 2,
    numSkipped: 0,
    totalScore: null,
    trophy: 2,
    ...facts,
  };
}

/** Such a run at the backend clock, with the next id of the store. */
function buildExerciseLog(overrides: Partial<ExerciseLog> = {}): ExerciseLog {
  const at = now().toISOString();
  return exerciseLog({ logId: nextId(), startedAt: at, endedAt: at, ...overrides });
}

/** Stores the run, as if the exercise had been played through the API. */
export async function insertExerciseLog(
  overrides: Partial<ExerciseLog> = {},
): Promise<ExerciseLog> {
  return exerciseLogs.insert(buildExerciseLog(overrides));
}
