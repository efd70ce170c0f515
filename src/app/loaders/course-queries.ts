import { getGetCourseHistoryQueryOptions } from '../../api/generated/endpoints/user/user';
import { courseQuery } from '../../features/courses/hooks/use-course';
import {
  bookmarkedCoursesQuery,
  groupCoursesQuery,
  recommendedCoursesQuery,
} from '../../features/courses/hooks/use-course-lists';
import type { ScreenQueries } from './screen-loader';

/**
 * Course details: the course in the screen language and the alias's progress in it. (The
 * bookmarked list is asked for once the course is on screen, by its bookmark toggle: not here.)
 */
export const courseDetailsQueries: ScreenQueries = ({ params, session, ensure }) => {
  const courseUuid = params.courseUuid ?? '';
  const { request } = session;
  ensure(courseQuery(courseUuid, session.language, request));
  ensure(getGetCourseHistoryQueryOptions(courseUuid, { request }));
};

/** Course explore: the group, bookmarked and recommended courses in the screen language. */
export const courseExploreQueries: ScreenQueries = ({ session, ensure }) => {
  const { language, request } = session;
  ensure(groupCoursesQuery(language, request));
  ensure(bookmarkedCoursesQuery(language, request));
  ensure(recommendedCoursesQuery(language, request));
};
