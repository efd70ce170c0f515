import { useQuery } from '@tanstack/react-query';
import type { Course } from '../../../api/generated/model/course';
import { assignmentQuery } from '../../../api/queries/assignments';
import { courseQuery } from '../../../api/queries/courses';
import { limitedModeQuery } from '../../../api/queries/live';
import { useQuerySession } from '../../../hooks/use-query-session';
import { exercisePath, type ExerciseTarget } from '../../../lib/rules/exercise-path-type';

type Where = {
  courseUuid: string;
  exerciseUuid: string;
  assignmentId: number | null;
  live: { sessionId: number; limitedModeId: number } | null;
  enabled: boolean;
};

type Listed = { courseUuid: string; exerciseUuid: string; exerciseType: number };

function after(list: Listed[], exerciseUuid: string, courseUuid: string): Listed | null {
  const index = list.findIndex(
    (e) => e.exerciseUuid === exerciseUuid && e.courseUuid === courseUuid,
  );
  return index === -1 ? null : (list[index + 1] ?? null);
}

/** The exercises of the section that holds the exercise, in course order. */
function sectionOf(course: Course, exerciseUuid: string): Listed[] {
  for (const chapter of course.contents) {
    for (const section of chapter.contents) {
      const exercises = section.contents.map((node) => ({
        courseUuid: course.uuid,
        exerciseUuid: node.uuid,
        exerciseType: node.exerciseType,
      }));
      if (exercises.some((e) => e.exerciseUuid === exerciseUuid)) return exercises;
    }
  }
  return [];
}

/**
 * Where "next exercise" leads: the next of the class's exercises in a live class, else the next
 * of the assignment's, else the next of the section's; null at the end.
 */
export function useNextExercise(where: Where): string | null {
  const { live, assignmentId, enabled } = where;
  const session = useQuerySession();
  const limited = useQuery({
    ...limitedModeQuery(live?.sessionId ?? 0, live?.limitedModeId ?? 0, session),
    enabled: enabled && live !== null,
  });
  const assignment = useQuery({
    ...assignmentQuery(assignmentId ?? 0, session),
    enabled: enabled && live === null && assignmentId !== null,
  });
  const course = useQuery({
    ...courseQuery(where.courseUuid, session),
    enabled: enabled && live === null && assignmentId === null,
  });
  let next: Listed | null = null;
  if (live)
    next = limited.data
      ? after(limited.data.exercises, where.exerciseUuid, where.courseUuid)
      : null;
  else if (assignmentId !== null)
    next = assignment.data
      ? after(assignment.data.exercises, where.exerciseUuid, where.courseUuid)
      : null;
  else if (course.data)
    next = after(sectionOf(course.data, where.exerciseUuid), where.exerciseUuid, where.courseUuid);
  if (!next) return null;
  const target: ExerciseTarget = { ...next, assignmentId };
  const path = exercisePath(target);
  return live ? `${path}?sessionId=${live.sessionId}&limitedModeId=${live.limitedModeId}` : path;
}
