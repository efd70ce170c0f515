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
export const recentExercisesQuery = (session: QuerySession, request?: RequestInit) =>
  forSession(getListRecentExercisesQueryOptions({ lang: session.language }, { request }), session);

/** The alias's achievement (exercise counts by type, trophies). */
export const achievementQuery = (session: QuerySession, request?: RequestInit) =>
  forSession(getGetAchievementQueryOptions({ request }), session);

/** The last 30 days of activity (the backend's default range). */
export const activitySummaryQuery = (session: QuerySession, request?: RequestInit) =>
  forSession(getGetActivitySummaryQueryOptions(undefined, { request }), session);

/** The performance summary (skills and history). */
export const performanceSummaryQuery = (session: QuerySession, request?: RequestInit) =>
  forSession(getGetPerformanceSummaryQueryOptions({ request }), session);

/** The figures of one exercise type. */
export const learningStatsQuery = (
  exerciseType: ExerciseType,
  session: QuerySession,
  request?: RequestInit,
) => forSession(getGetLearningStatsQueryOptions(exerciseType, { request }), session);

/** The exercise logs of the given filters. */
export const exerciseLogsQuery = (
  params: ListExerciseLogsParams,
  session: QuerySession,
  request?: RequestInit,
) => forSession(getListExerciseLogsQueryOptions(params, { request }), session);
