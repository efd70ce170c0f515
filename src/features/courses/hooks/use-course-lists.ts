import {
  getListBookmarkedCoursesQueryKey,
  getListOrganisationCoursesQueryKey,
  getListRecommendedCoursesQueryKey,
  useListBookmarkedCourses,
  useListOrganisationCourses,
  useListRecommendedCourses,
} from '../../../api/generated/endpoints/courses/courses';
import { useLanguage } from '../../../i18n/language-context';

/**
 * The bookmarked list's key on this screen: the generated key plus the language, since category
 * names come in the request's language (invalidating the generated key still reaches it).
 */
export function useBookmarkedCoursesKey() {
  const { language } = useLanguage();
  return [...getListBookmarkedCoursesQueryKey(), language] as const;
}

/** The alias's group, bookmarked and recommended courses, categories named in the screen language. */
export function useCourseLists(enabled: boolean) {
  const { language } = useLanguage();
  const bookmarkedKey = useBookmarkedCoursesKey();
  const group = useListOrganisationCourses({
    query: { enabled, queryKey: [...getListOrganisationCoursesQueryKey(), language] },
  });
  const bookmarked = useListBookmarkedCourses({ query: { enabled, queryKey: bookmarkedKey } });
  const recommended = useListRecommendedCourses({
    query: { enabled, queryKey: [...getListRecommendedCoursesQueryKey(), language] },
  });
  return { group, bookmarked, recommended };
}
