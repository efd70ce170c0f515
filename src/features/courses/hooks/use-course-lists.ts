import { useQuery } from '@tanstack/react-query';
import {
  bookmarkedCoursesQuery,
  groupCoursesQuery,
  recommendedCoursesQuery,
} from '../../../api/queries/courses';
import { useQuerySession } from '../../../hooks/use-query-session';

/** The alias's group, bookmarked and recommended courses, categories named in the screen language. */
export function useCourseLists(enabled: boolean) {
  const session = useQuerySession();
  const group = useQuery({ ...groupCoursesQuery(session), enabled });
  const bookmarked = useQuery({ ...bookmarkedCoursesQuery(session), enabled });
  const recommended = useQuery({ ...recommendedCoursesQuery(session), enabled });
  return { group, bookmarked, recommended };
}

/** The bookmarked and the recommended courses of the alias (home's lists). */
export function useHomeCourses(enabled: boolean) {
  const session = useQuerySession();
  const bookmarked = useQuery({ ...bookmarkedCoursesQuery(session), enabled });
  const recommended = useQuery({ ...recommendedCoursesQuery(session), enabled });
  return { bookmarked, recommended };
}
