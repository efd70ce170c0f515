// The courses' query options (./session-key.ts): category names come in the request's language,
// which the key carries like every other.
import {
  getGetCourseQueryOptions,
  getListBookmarkedCoursesQueryOptions,
  getListOrganisationCoursesQueryOptions,
  getListRecommendedCoursesQueryOptions,
} from '../generated/endpoints/courses/courses';
import { getGetCourseHistoryQueryOptions } from '../generated/endpoints/user/user';
import { forSession, type QuerySession } from './session-key';

/** The courses of the alias's group. */
export const groupCoursesQuery = (session: QuerySession) =>
  forSession(getListOrganisationCoursesQueryOptions(), session);

/** The alias's bookmarked courses, most recent first. */
export const bookmarkedCoursesQuery = (session: QuerySession) =>
  forSession(getListBookmarkedCoursesQueryOptions(), session);

/** The courses recommended to the alias. */
export const recommendedCoursesQuery = (session: QuerySession) =>
  forSession(getListRecommendedCoursesQueryOptions(), session);

/** One course with its tree. */
export const courseQuery = (courseUuid: string, session: QuerySession) =>
  forSession(getGetCourseQueryOptions(courseUuid), session);

/** The alias's progress in a course. */
export const courseHistoryQuery = (courseUuid: string, session: QuerySession) =>
  forSession(getGetCourseHistoryQueryOptions(courseUuid), session);
