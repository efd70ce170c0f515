import {
  bookmarkedCoursesQuery,
  courseHistoryQuery,
  courseQuery,
  groupCoursesQuery,
  recommendedCoursesQuery,
} from '../../api/queries/courses';
import type { ScreenQueries } from './screen-loader';

/**
 * Course details: the course in the screen language and the alias's progress in it. (The
 * bookmarked list is asked for once the course is on screen, by its bookmark toggle: not here.)
 */
export const courseDetailsQueries: ScreenQueries = ({ params, session, ensure }) => {
  const courseUuid = params.courseUuid ?? '';
  ensure(courseQuery(courseUuid, session));
  ensure(courseHistoryQuery(courseUuid, session));
};

/** Course explore: the group, bookmarked and recommended courses in the screen language. */
export const courseExploreQueries: ScreenQueries = ({ session, ensure }) => {
  ensure(groupCoursesQuery(session));
  ensure(bookmarkedCoursesQuery(session));
  ensure(recommendedCoursesQuery(session));
};
