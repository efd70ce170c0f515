import { useQuery } from '@tanstack/react-query';
import {
  getListBookmarkedCoursesQueryKey,
  getListBookmarkedCoursesQueryOptions,
  getListOrganisationCoursesQueryKey,
  getListOrganisationCoursesQueryOptions,
  getListRecommendedCoursesQueryKey,
  getListRecommendedCoursesQueryOptions,
} from '../../../api/generated/endpoints/courses/courses';
import { useLanguage } from '../../../i18n/language-context';
import type { Language } from '../../../lib/services/storage';

// The course lists as this area asks for them (also started by the explore route's loader): the
// generated calls, keyed by the language too, since category names come in the request's language
// (invalidating a generated key still reaches them).

export const groupCoursesQuery = (language: Language, request?: RequestInit) =>
  getListOrganisationCoursesQueryOptions({
    query: { queryKey: [...getListOrganisationCoursesQueryKey(), language] },
    request,
  });

export const bookmarkedCoursesQuery = (language: Language, request?: RequestInit) =>
  getListBookmarkedCoursesQueryOptions({
    query: { queryKey: [...getListBookmarkedCoursesQueryKey(), language] },
    request,
  });

export const recommendedCoursesQuery = (language: Language, request?: RequestInit) =>
  getListRecommendedCoursesQueryOptions({
    query: { queryKey: [...getListRecommendedCoursesQueryKey(), language] },
    request,
  });

/** The bookmarked list's key on this screen (the bookmark toggle updates it in place). */
export function useBookmarkedCoursesKey() {
  const { language } = useLanguage();
  return bookmarkedCoursesQuery(language).queryKey;
}

/** The alias's group, bookmarked and recommended courses, categories named in the screen language. */
export function useCourseLists(enabled: boolean) {
  const { language } = useLanguage();
  const group = useQuery({ ...groupCoursesQuery(language), enabled });
  const bookmarked = useQuery({ ...bookmarkedCoursesQuery(language), enabled });
  const recommended = useQuery({ ...recommendedCoursesQuery(language), enabled });
  return { group, bookmarked, recommended };
}
