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
  ensure(liveSessionsQuery(session));
  ensure(recentExercisesQuery(session));
  ensure(myAssignmentsQuery(session));
  ensure(bookmarkedCoursesQuery(session));
  ensure(recommendedCoursesQuery(session));
};
