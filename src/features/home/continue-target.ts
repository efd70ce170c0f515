// The home "continue" card's choice (issue 24): an exercise left mid-way, else the assignment due
// soonest with exercises left, else a recommended exercise at the learner's level.
import type { Assignment } from '../../api/generated/model/assignment';
import { AssignmentStatus } from '../../api/generated/model/assignmentStatus';
import type { AssignmentDetails } from '../../api/generated/model/assignmentDetails';
import type { Course } from '../../api/generated/model/course';
import type { ExerciseType } from '../../api/generated/model/exerciseType';
import type { CourseHistory } from '../../api/generated/model/courseHistory';
import type { HistoryRecentExercise } from '../../api/generated/model/historyRecentExercise';
import type { ExerciseTarget } from '../../lib/rules/exercise-path-type';

type ContinueReason = 'mid-way' | 'assignment-due' | 'assignment-overdue' | 'recommended';

/** The exercise the card opens, and why it was chosen. */
export type ContinueTarget = {
  reason: ContinueReason;
  exercise: ExerciseTarget & { exerciseType: ExerciseType; title: string };
  /** Where it is played: the assignment's title or the course's. */
  parentTitle: string;
  /** For an assignment: when it is due. */
  dueDate?: string;
};

/**
 * The exercise left mid-way: of the recent exercises (latest first), the first with a run kept in
 * this tab (`hasRun`, the exercise player's snapshot), else the first never finished in its
 * context (started on some device and left before its end).
 */
export function midWayExercise(
  recent: readonly HistoryRecentExercise[],
  hasRun: (exercise: HistoryRecentExercise) => boolean,
): ContinueTarget | null {
  const found = recent.find(hasRun) ?? recent.find((exercise) => !exercise.finished);
  if (!found) return null;
  return {
    reason: 'mid-way',
    exercise: {
      courseUuid: found.courseUuid,
      exerciseType: found.exerciseType,
      exerciseUuid: found.exerciseUuid,
      assignmentId: found.assignmentId,
      title: found.title,
    },
    parentTitle: found.parentTitle,
  };
}

const byDueDate = (a: Assignment, b: Assignment) => Date.parse(a.dueDate) - Date.parse(b.dueDate);

/**
 * The assignment to work on: open ones (status 2) with exercises left, due soonest first; else
 * overdue ones (status 4) with exercises left, the one due first.
 */
export function assignmentToWorkOn(active: readonly Assignment[]): Assignment | null {
  const left = (status: number) =>
    active
      .filter((a) => a.status === status && a.numFinishedExercises < a.numExercises)
      .sort(byDueDate)[0];
  return left(AssignmentStatus.TRY) ?? left(AssignmentStatus.OVERDUE) ?? null;
}

/** The assignment's first exercise not finished in it, or null when every one is. */
export function assignmentExercise(details: AssignmentDetails): ContinueTarget | null {
  const next = details.exercises.find((exercise) => !exercise.finished);
  if (!next) return null;
  return {
    reason: details.status === AssignmentStatus.OVERDUE ? 'assignment-overdue' : 'assignment-due',
    exercise: {
      courseUuid: next.courseUuid,
      exerciseType: next.exerciseType,
      exerciseUuid: next.exerciseUuid,
      assignmentId: details.id,
      title: next.title,
    },
    parentTitle: details.title,
    dueDate: details.dueDate,
  };
}

/**
 * A recommended course's first exercise (in the course's order) not finished yet; its very first
 * exercise when every one is finished, to play again.
 */
export function recommendedExercise(course: Course, history: CourseHistory): ContinueTarget | null {
  const finished = new Set(history.filter((h) => h.finished).map((h) => h.exerciseUuid));
  const exercises = course.contents.flatMap((chapter) =>
    chapter.contents.flatMap((section) => section.contents),
  );
  const next = exercises.find((exercise) => !finished.has(exercise.uuid)) ?? exercises[0];
  if (!next) return null;
  return {
    reason: 'recommended',
    exercise: {
      courseUuid: course.uuid,
      exerciseType: next.exerciseType,
      exerciseUuid: next.uuid,
      title: next.title,
    },
    parentTitle: course.title,
  };
}
