import { useQueries, useQuery } from '@tanstack/react-query';
import {
  achievementQuery,
  activitySummaryQuery,
  learningStatsQuery,
  performanceSummaryQuery,
  recentExercisesQuery,
} from '../../../api/queries/history';
import { useQuerySession } from '../../../hooks/use-query-session';

/**
 * Everything the learning-history summary shows: achievement, the last 30 days of activity (the
 * backend's default range, counted in Japan days by its clock), the performance summary, recent
 * exercises, and the figures of every exercise type the alias has played.
 */
export function useHistorySummary(enabled: boolean) {
  const session = useQuerySession();
  const achievement = useQuery({ ...achievementQuery(session), enabled });
  const activity = useQuery({ ...activitySummaryQuery(session), enabled });
  const performance = useQuery({ ...performanceSummaryQuery(session), enabled });
  const recent = useQuery({ ...recentExercisesQuery(session), enabled });
  const playedTypes =
    achievement.data?.exerciseCounts.byType.map((entry) => entry.exerciseType) ?? [];
  const stats = useQueries({
    queries: playedTypes.map((type) => ({ ...learningStatsQuery(type, session), enabled })),
  });
  return { achievement, activity, performance, recent, stats };
}
