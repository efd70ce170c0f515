import type { QueryClient } from '@tanstack/react-query';
import {
  achievementQuery,
  activitySummaryQuery,
  exerciseLogsQuery,
  learningStatsQuery,
  performanceSummaryQuery,
  recentExercisesQuery,
} from '../../api/queries/history';
import {
  changeHistoryInputs,
  exerciseLogsParams,
  historyRangeProblem,
} from '../../lib/rules/history-inputs';
import { historyInputs } from '../../lib/services/storage';
import type { ScreenQueries } from './screen-loader';

/**
 * The learning-history summary: achievement, activity (the backend's default range), performance
 * and recent exercises at once; then, from the achievement's answer, the figures of every type
 * played (the screen asks for those only once the achievement is in, as here).
 */
export const historySummaryQueries =
  (queryClient: QueryClient): ScreenQueries =>
  ({ session, ensure }) => {
    const achievement = achievementQuery(session);
    ensure(activitySummaryQuery(session));
    ensure(performanceSummaryQuery(session));
    ensure(recentExercisesQuery(session));
    queryClient.ensureQueryData(achievement).then(
      ({ exerciseCounts }) =>
        exerciseCounts.byType.forEach(({ exerciseType }) =>
          ensure(learningStatsQuery(exerciseType, session)),
        ),
      () => undefined, // The screen shows the failure and offers to try again.
    );
  };

/**
 * The exercise logs of the remembered filters (spec 3, history inputs, read from storage as the
 * screen reads them); dates the screen would not send (the end before the start) are not asked.
 */
export const exerciseLogsQueries: ScreenQueries = ({ session, ensure }) => {
  const inputs = changeHistoryInputs(historyInputs.read(), {});
  if (historyRangeProblem(inputs) !== null) return;
  ensure(exerciseLogsQuery(exerciseLogsParams(inputs, session.language), session));
};
