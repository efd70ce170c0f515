import { useQueries } from '@tanstack/react-query';
import {
  getGetLearningStatsQueryOptions,
  useGetAchievement,
  useGetActivitySummary,
  useGetPerformanceSummary,
  useListRecentExercises,
} from '../../../api/generated/endpoints/history/history';
import { useLanguage } from '../../../i18n/language-context';

/**
 * Everything the learning-history summary shows: achievement, the last 30 days of activity (the
 * backend's default range, counted in Japan days by its clock), the performance summary, recent
 * exercises, and the figures of every exercise type the alias has played.
 */
export function useHistorySummary(enabled: boolean) {
  const { language } = useLanguage();
  const achievement = useGetAchievement({ query: { enabled } });
  const activity = useGetActivitySummary(undefined, { query: { enabled } });
  const performance = useGetPerformanceSummary({ query: { enabled } });
  const recent = useListRecentExercises({ lang: language }, { query: { enabled } });
  const playedTypes =
    achievement.data?.exerciseCounts.byType.map((entry) => entry.exerciseType) ?? [];
  const stats = useQueries({
    queries: playedTypes.map((type) => ({ ...getGetLearningStatsQueryOptions(type), enabled })),
  });
  return { achievement, activity, performance, recent, stats };
}
