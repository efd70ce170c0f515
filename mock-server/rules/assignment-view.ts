import type { Assignment } from '../../src/api/generated/model/assignment';
import type { AssignmentDetails } from '../../src/api/generated/model/assignmentDetails';
import type { ExerciseType } from '../../src/api/generated/model/exerciseType';
import { assignmentStatus } from '../../src/lib/rules/assignment-status';
import { submissionKey, submissions, type AssignmentRecord } from '../db/assignments';
import { findCourseExercise } from '../db/course-exercises';
import { groups } from '../db/identity';
import { assignmentProgress, countFinishedExercises } from './assignment-submission';
import { NOT_PLAYED, type ExerciseProgress } from './exercise-progress';

// An assignment as one alias sees it at `at`: its submission, its progress and the status they
// give with the backend clock (src/lib/rules/assignment-status.ts).

function summarise(
  record: AssignmentRecord,
  aliasUuid: string,
  at: Date,
  progress: Map<string, ExerciseProgress>,
): Assignment {
  const submitted = submissions.get(submissionKey(record.id, aliasUuid))?.submittedAt ?? null;
  return {
    id: record.id,
    title: record.title,
    group: groups.get(record.groupId)?.name ?? '',
    status: assignmentStatus(
      { startDate: record.startDate, dueDate: record.dueDate, submitted },
      at,
    ),
    startDate: record.startDate,
    dueDate: record.dueDate,
    submitted,
    numExercises: record.exercises.length,
    numFinishedExercises: countFinishedExercises(record, progress),
  };
}

export function toAssignment(record: AssignmentRecord, aliasUuid: string, at: Date): Assignment {
  return summarise(record, aliasUuid, at, assignmentProgress(aliasUuid, record));
}

export function toAssignmentDetails(
  record: AssignmentRecord,
  aliasUuid: string,
  at: Date,
): AssignmentDetails {
  const progress = assignmentProgress(aliasUuid, record);
  const exercises = record.exercises.map(({ courseUuid, exerciseUuid }) => {
    const exercise = findCourseExercise(courseUuid, exerciseUuid);
    // The seed only sets catalogue exercises; a missing one is a broken store, not bad input.
    if (!exercise)
      throw new Error(`assignment ${record.id}: no exercise ${exerciseUuid} in ${courseUuid}`);
    const { finished, bestTrophy } = progress.get(exerciseUuid) ?? NOT_PLAYED;
    return {
      courseUuid,
      exerciseUuid,
      exerciseType: exercise.exerciseType as ExerciseType,
      title: exercise.exerciseTitle,
      finished,
      bestTrophy,
    };
  });
  return { ...summarise(record, aliasUuid, at, progress), exercises };
}
