import type { LimitedModeExercise } from '../../api/generated/model/limitedModeExercise';
import { exercisePath } from '../../lib/rules/exercise-path-type';

/**
 * Where a limited-mode exercise opens: its exercise route, with the session and the limited mode
 * as query parameters (`sessionId`, `limitedModeId`), which the exercise sends when it starts.
 */
export function lobbyExercisePath(
  exercise: LimitedModeExercise,
  ids: { sessionId: number; limitedModeId: number },
): string {
  const query = new URLSearchParams({
    limitedModeId: String(ids.limitedModeId),
    sessionId: String(ids.sessionId),
  });
  return `${exercisePath(exercise)}?${query.toString()}`;
}
