import { getGetMyAssignmentsQueryOptions } from '../../api/generated/endpoints/assignments/assignments';
import {
  getListBookmarkedCoursesQueryOptions,
  getListRecommendedCoursesQueryOptions,
} from '../../api/generated/endpoints/courses/courses';
import { getListRecentExercisesQueryOptions } from '../../api/generated/endpoints/history/history';
import { getListLiveSessionsQueryOptions } from '../../api/generated/endpoints/live/live';
import type { ScreenQueries } from './screen-loader';

/**
 * Home's dashboard (src/app/routes/home.tsx): the live classes, the recent exercises in the screen
 * language, the assignments, the bookmarked and the recommended courses.
 */
export const homeQueries: ScreenQueries = ({ session, ensure }) => {
  const { request } = session;
  ensure(getListLiveSessionsQueryOptions({ request }));
  ensure(getListRecentExercisesQueryOptions({ lang: session.language }, { request }));
  ensure(getGetMyAssignmentsQueryOptions({ request }));
  ensure(getListBookmarkedCoursesQueryOptions({ request }));
  ensure(getListRecommendedCoursesQueryOptions({ request }));
};
