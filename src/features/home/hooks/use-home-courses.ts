import {
  useListBookmarkedCourses,
  useListRecommendedCourses,
} from '../../../api/generated/endpoints/courses/courses';

/** The bookmarked and the recommended courses of the alias. */
export function useHomeCourses(enabled: boolean) {
  const bookmarked = useListBookmarkedCourses({ query: { enabled } });
  const recommended = useListRecommendedCourses({ query: { enabled } });
  return { bookmarked, recommended };
}
