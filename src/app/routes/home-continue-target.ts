// The home screen's "continue" choice. It asks three features (a run kept by the exercise player,
// an assignment's details, a course's tree and history), so it lives with the route that composes
// them rather than in one of them (features never import each other).
import type { CourseSummary } from '../../api/generated/model/courseSummary';
import type { HistoryRecentExercise } from '../../api/generated/model/historyRecentExercise';
import type { MyAssignments } from '../../api/generated/model/myAssignments';
import { useAssignment } from '../../features/assignments/hooks/use-assignments';
import { useCourse } from '../../features/courses/hooks/use-course';
import { readRunSnapshot, runSnapshotKey } from '../../features/exercises/player/run-snapshot';
import { restoreRunState } from '../../features/exercises/player/run-state';
import {
  assignmentExercise,
  assignmentToWorkOn,
  type ContinueTarget,
  midWayExercise,
  recommendedExercise,
} from '../../features/home/continue-target';

/** A list the dashboard has asked for: undefined until it has answered (or failed). */
type Answer<T> = { data: T | undefined; isError: boolean };

const settled = (answer: Answer<unknown>) => answer.data !== undefined || answer.isError;

/** A run of this exercise in this context is kept in the tab (left mid-way, even after a reload). */
const hasRun = (exercise: HistoryRecentExercise) =>
  restoreRunState(readRunSnapshot(runSnapshotKey(exercise.exerciseUuid, exercise.assignmentId))) !==
  null;

/**
 * The exercise of the home "continue" card: an exercise left mid-way, else the first exercise
 * left in the assignment to work on, else the first exercise not done of the first recommended
 * course (the alias's recommendations are at its level). Each later step is asked for only when
 * the earlier ones found nothing; `isPending` until the choice is made. A step that fails to load
 * gives way to the next.
 */
export function useContinueTarget(
  enabled: boolean,
  recent: Answer<readonly HistoryRecentExercise[]>,
  mine: Answer<MyAssignments>,
  recommended: Answer<readonly CourseSummary[]>,
): { target: ContinueTarget | null; isPending: boolean } {
  const midWay = recent.data ? midWayExercise(recent.data, hasRun) : null;
  const assignment =
    settled(recent) && !midWay && mine.data
      ? assignmentToWorkOn(mine.data.activeAssignments)
      : null;
  const details = useAssignment(assignment?.id ?? null, enabled && assignment !== null);
  const fromAssignment = details.data ? assignmentExercise(details.data) : null;
  const assignmentSettled = assignment === null || details.data !== undefined || details.isError;

  const course =
    settled(recent) && settled(mine) && !midWay && assignmentSettled && !fromAssignment
      ? recommended.data?.[0]
      : undefined;
  const { course: tree, history } = useCourse(course?.uuid ?? '', enabled && course !== undefined);
  const fromCourse =
    tree.data && history.data ? recommendedExercise(tree.data, history.data) : null;

  if (midWay) return { target: midWay, isPending: false };
  if (!settled(recent) || !settled(mine) || !assignmentSettled) {
    return { target: null, isPending: true };
  }
  if (fromAssignment) return { target: fromAssignment, isPending: false };
  if (!settled(recommended)) return { target: null, isPending: true };
  if (!course) return { target: null, isPending: false };
  const courseSettled =
    (tree.data !== undefined || tree.isError) && (history.data !== undefined || history.isError);
  return { target: fromCourse, isPending: !courseSettled };
}
