import {
  endExercise,
  logExerciseAnswer,
  startExercise,
} from '../../src/api/generated/endpoints/exercises/exercises';
import type { httpClient } from '../../src/api/http-client';
import {
  exerciseContents,
  problemOf,
  testProblemUuids,
} from '../../mock-server/db/exercise-content';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';

// A learner doing the typing drill "School Life Sentences" in a live class (its runs carry the
// class's session and limited mode), as the tests of the lobby's progress and the teacher's live
// view need it.

type RequestOptions = Parameters<typeof httpClient>[1];

export const TYPING_IN_CLASS = {
  courseUuid: COURSE.everydayConversation,
  exerciseUuid: EXERCISE.schoolLifeTyping,
};

/**
 * Starts a run of the drill in the class and types the first `answered` sentences right; 'all'
 * types every one and ends the run. Answers the drill's number of problems.
 */
export async function typeInClass(
  sessionId: number,
  limitedModeId: number,
  answered: number | 'all',
  options?: RequestOptions,
): Promise<number> {
  const path = [TYPING_IN_CLASS.courseUuid, 9, TYPING_IN_CLASS.exerciseUuid] as const;
  const content = exerciseContents.get(TYPING_IN_CLASS.exerciseUuid)!;
  const uuids = testProblemUuids(content);
  const { logId } = await startExercise(...path, { sessionId, limitedModeId }, options);
  for (const problemUuid of uuids.slice(0, answered === 'all' ? undefined : answered)) {
    const key = problemOf(content, problemUuid);
    if (key?.kind !== 'sentence') throw new Error(`problem ${problemUuid} is no sentence`);
    await logExerciseAnswer(
      ...path,
      { logId, problemUuid, answer: key.expected, skipped: false },
      undefined,
      options,
    );
  }
  if (answered === 'all') {
    await endExercise(
      ...path,
      { logId, numCorrectAnswers: uuids.length, numIncorrectAnswers: 0, numSkipped: 0 },
      options,
    );
  }
  return uuids.length;
}
