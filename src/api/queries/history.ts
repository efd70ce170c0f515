// The learning history's query options (./session-key.ts). The recent exercises and the logs ask
// for titles in the screen language (`lang`), which is the session's.
import {
  getGetAchievementQueryOptions,
  getGetActivitySummaryQueryOptions,
  getGetLearningStatsQueryOptions,
  getGetPerformanceSummaryQueryOptions,
  getListExerciseLogsQueryOptions,
  getListRecentExercisesQueryOptions,
} from '../generated/endpoints/history/history';
import type { ListExerciseLogsParams } from '../generated/model/listExerciseLogsParams';
import { forSession, type QuerySession } from './session-key';

type ExerciseType = Parameters<typeof getGetLearningStatsQueryOptions>[0];

/** The exercises played lately, titled in the screen language. */
export const recentExercisesQuery = (session: QuerySession) =>
  forSession(getListRecentExercisesQueryOptions({ lang: session.language }), session);

/** The alias's achievement (exercise counts by type, trophies). */
export const achievementQuery = (session: QuerySession) =>
  forSession(getGetAchievementQueryOptions(), session);

/** The last 30 days of activity (the backend's default range). */
export const activitySummaryQuery = (session: QuerySession) =>
  forSession(getGetActivitySummaryQueryOptions(), session);

/** The performance summary (skills and history). */
export const performanceSummaryQuery = (session: QuerySession) =>
  forSession(getGetPerformanceSummaryQueryOptions(), session);

/** The figures of one exercise type. */
export const learningStatsQuery = (exerciseType: ExerciseType, session: QuerySession) =>
  forSession(getGetLearningStatsQueryOptions(exerciseType), session);

/** The exercise logs of the given filters. */
export const exerciseLogsQuery = (params: ListExerciseLogsParams, session: QuerySession) =>
  forSession(getListExerciseLogsQueryOptions(params), session);
