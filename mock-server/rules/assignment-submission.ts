import {
  findAssignmentOfAlias,
  submissionKey,
  submissions,
  type AssignmentRecord,
} from '../db/assignments';
import { runsOfAlias } from '../db/exercise-logs';
import { aliases } from '../db/identity';
import { withLock } from '../runtime/locks';
import { progressByExercise, type ExerciseProgress } from './exercise-progress';

// An assignment is submitted, once and for good, when the alias has finished every one of its
// exercises inside it (an ended test run started with the assignment's id). The submission time
// is the end of the run that finished the last exercise; later runs never move it.

/** The alias's progress on each exercise of the assignment, from the runs started with its id. */
export function assignmentProgress(
  aliasUuid: string,
  assignment: AssignmentRecord,
): Map<string, ExerciseProgress> {
  return progressByExercise(
    runsOfAlias(aliasUuid).filter((log) => log.assignmentId === assignment.id),
  );
}

export function countFinishedExercises(
  assignment: AssignmentRecord,
  progress: Map<string, ExerciseProgress>,
): number {
  return assignment.exercises.filter((e) => progress.get(e.exerciseUuid)?.finished).length;
}

/**
 * Called by endExercise after a run started with `assignmentId` ends: records the submission at
 * `at` when that run finished the assignment. Does nothing for an assignment the alias cannot see,
 * one already submitted, or one with exercises still to finish.
 */
export async function recordAssignmentProgress(
  aliasUuid: string,
  assignmentId: number,
  at: Date,
): Promise<void> {
  const alias = aliases.get(aliasUuid);
  const assignment = alias && findAssignmentOfAlias(alias, assignmentId);
  if (!assignment) return;
  const key = submissionKey(assignmentId, aliasUuid);
  await withLock(`submission:${key}`, async () => {
    if (submissions.has(key)) return;
    const progress = assignmentProgress(aliasUuid, assignment);
    if (countFinishedExercises(assignment, progress) < assignment.exercises.length) return;
    await submissions.insert({ assignmentId, aliasUuid, submittedAt: at.toISOString() });
  });
}
