import {
  getGetCourseQueryKey,
  useGetCourse,
} from '../../../api/generated/endpoints/courses/courses';
import { useGetCourseHistory } from '../../../api/generated/endpoints/user/user';
import { useLanguage } from '../../../i18n/language-context';

/** One course with its tree (categories in the screen language), and the alias's progress in it. */
export function useCourse(courseUuid: string, enabled: boolean) {
  const { language } = useLanguage();
  const course = useGetCourse(courseUuid, {
    query: { enabled, queryKey: [...getGetCourseQueryKey(courseUuid), language] },
  });
  const history = useGetCourseHistory(courseUuid, { query: { enabled } });
  return { course, history };
}
