import { useQuery } from '@tanstack/react-query';
import { courseHistoryQuery, courseQuery } from '../../../api/queries/courses';
import { useQuerySession } from '../../../hooks/use-query-session';

/** One course with its tree (categories in the screen language), and the alias's progress in it. */
export function useCourse(courseUuid: string, enabled: boolean) {
  const session = useQuerySession();
  const course = useQuery({ ...courseQuery(courseUuid, session), enabled });
  const history = useQuery({ ...courseHistoryQuery(courseUuid, session), enabled });
  return { course, history };
}
