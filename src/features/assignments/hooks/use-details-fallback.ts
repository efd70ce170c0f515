import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { getListRecentExercisesQueryKey } from '../../../api/generated/endpoints/history/history';
import type { HistoryRecentExercise } from '../../../api/generated/model/historyRecentExercise';
import { paths } from '../../../config/routes';
import { detailsFallbackCourse } from '../../../lib/rules/assignment-details-fallback';

/**
 * The not-loaded details path of spec 8: a failed load of the addressed assignment goes to its
 * course page (see lib/assignment-details-fallback.ts for where the course comes from).
 */
export function useDetailsFallback(
  assignmentId: number | null,
  failed: boolean,
  loaded: boolean,
): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const fromQuery = params.get('courseUuid');

  useEffect(() => {
    if (assignmentId === null || !failed) return;
    // Every cached recent-exercises answer (any language) may name the assignment's course.
    const recent = queryClient
      .getQueriesData<HistoryRecentExercise[]>({
        queryKey: getListRecentExercisesQueryKey().slice(0, 1),
      })
      .flatMap(([, rows]) => rows ?? []);
    const course = detailsFallbackCourse({
      assignmentId,
      pathname,
      failed,
      loaded,
      knownCourses: [
        fromQuery,
        ...recent.filter((row) => row.assignmentId === assignmentId).map((row) => row.courseUuid),
      ],
    });
    if (course) navigate(paths.courseDetails(course), { replace: true });
  }, [assignmentId, failed, loaded, pathname, fromQuery, queryClient, navigate]);
}
