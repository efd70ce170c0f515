import { FormattedMessage, useIntl } from 'react-intl';
import { useHistorySummary } from '../hooks/use-history-summary';
import { historyMessages } from '../messages';
import '../history.css';
import { AchievementPanel } from './achievement-panel';
import { ActivityPanel } from './activity-panel';
import { CefrPanel } from './cefr-panel';
import { HistoryNav } from './history-nav';
import { HistorySection } from './history-section';
import { RecentPanel } from './recent-panel';
import { StatsPanel } from './stats-panel';

/**
 * The learning-history summary (spec 2.5 and 3): achievements, activity over the last 30 days,
 * the CEFR-J spread, the figures per exercise type and the recent exercises.
 */
export function HistorySummary({ enabled }: { enabled: boolean }) {
  const intl = useIntl();
  const { achievement, activity, performance, recent, stats } = useHistorySummary(enabled);
  const statsFailed = stats.some((query) => query.isError);
  const statsLoaded = stats.every((query) => query.data !== undefined);
  const statsQuery = {
    data:
      achievement.data && statsLoaded
        ? stats.flatMap((query) => (query.data ? [query.data] : []))
        : undefined,
    isError: achievement.isError || statsFailed,
    refetch: () => {
      if (achievement.isError) void achievement.refetch();
      stats.filter((query) => query.isError).forEach((query) => void query.refetch());
    },
  };

  return (
    <div className="history">
      <h1>
        <FormattedMessage {...historyMessages.heading} />
      </h1>
      <HistoryNav />
      <HistorySection
        heading={intl.formatMessage(historyMessages.achievementHeading)}
        query={achievement}
      >
        {(data) => <AchievementPanel achievement={data} />}
      </HistorySection>
      <HistorySection
        heading={intl.formatMessage(historyMessages.activityHeading)}
        query={activity}
      >
        {(data) => <ActivityPanel activity={data} />}
      </HistorySection>
      <HistorySection heading={intl.formatMessage(historyMessages.cefrHeading)} query={performance}>
        {(data) => <CefrPanel distribution={data.exerciseCefrDistribution} />}
      </HistorySection>
      <HistorySection heading={intl.formatMessage(historyMessages.statsHeading)} query={statsQuery}>
        {(data) => <StatsPanel stats={data} />}
      </HistorySection>
      <HistorySection heading={intl.formatMessage(historyMessages.recentHeading)} query={recent}>
        {(data) => <RecentPanel exercises={data} />}
      </HistorySection>
    </div>
  );
}
