import { useQuery } from '@tanstack/react-query';
import {
  getGetCourseQueryKey,
  getGetCourseQueryOptions,
} from '../../../api/generated/endpoints/courses/courses';
import { useGetCourseHistory } from '../../../api/generated/endpoints/user/user';
import { useLanguage } from '../../../i18n/language-context';
import type { Language } from '../../../lib/services/storage';

/**
 * The course as this screen asks for it (also started by its route loader): the generated call,
 * keyed by the language too, since the categories come named in the request's language.
 */
export const courseQuery = (courseUuid: string, language: Language, request?: RequestInit) =>
  getGetCourseQueryOptions(courseUuid, {
    query: { queryKey: [...getGetCourseQueryKey(courseUuid), language] },
    request,
  });

/** One course with its tree (categories in the screen language), and the alias's progress in it. */
export function useCourse(courseUuid: string, enabled: boolean) {
  const { language } = useLanguage();
  const course = useQuery({ ...courseQuery(courseUuid, language), enabled });
  const history = useGetCourseHistory(courseUuid, { query: { enabled } });
  return { course, history };
}
