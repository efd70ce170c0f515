import { myAssignmentsQuery } from '../../api/queries/assignments';
import { bookmarkedCoursesQuery, recommendedCoursesQuery } from '../../api/queries/courses';
import { recentExercisesQuery } from '../../api/queries/history';
import { liveSessionsQuery } from '../../api/queries/live';
import type { ScreenQueries } from './screen-loader';

/**
 * Home's dashboard (src/app/routes/home.tsx): the live classes, the recent exercises in the screen
 * language, the assignments, the bookmarked and the recommended courses.
 */
export const homeQueries: ScreenQueries = ({ session, ensure }) => {
  const { request } = session;
  ensure(liveSessionsQuery(session, request));
  ensure(recentExercisesQuery(session, request));
  ensure(myAssignmentsQuery(session, request));
  ensure(bookmarkedCoursesQuery(session, request));
  ensure(recommendedCoursesQuery(session, request));
};
