import { useIntl } from 'react-intl';
import type { HistoryAchievement } from '../../../api/generated/model/historyAchievement';
import { historyMessages } from '../messages';
import { BarChart } from './bar-chart';
import { StatTiles } from './stat-tiles';

/** The trophies' metals (design tokens, as the trophy artwork): bronze, silver, gold. */
const TROPHY_COLOURS = ['var(--color-bronze)', 'var(--color-silver)', 'var(--color-gold)'];

/** Learned badges, exercise counts and the trophies held by colour (spec 3, achievement). */
export function AchievementPanel({ achievement }: { achievement: HistoryAchievement }) {
  const intl = useIntl();
  const { learnedBadges, trophies, exerciseCounts } = achievement;
  if (learnedBadges === 0 && exerciseCounts.finished === 0) {
    return <p className="empty-state">{intl.formatMessage(historyMessages.achievementEmpty)}</p>;
  }
  const count = (n: number) => intl.formatMessage(historyMessages.count, { count: n });
  const levels = [1, 2, 3] as const;
  return (
    <>
      <StatTiles
        tiles={[
          {
            label: intl.formatMessage(historyMessages.learnedBadges),
            value: intl.formatNumber(learnedBadges),
          },
          {
            label: intl.formatMessage(historyMessages.finishedSessions),
            value: count(exerciseCounts.finished),
          },
          {
            label: intl.formatMessage(historyMessages.distinctExercises),
            value: intl.formatMessage(historyMessages.distinctCount, {
              count: exerciseCounts.distinctExercises,
            }),
          },
        ]}
      />
      <BarChart
        title={intl.formatMessage(historyMessages.trophiesTitle)}
        summary={intl.formatMessage(historyMessages.trophiesSummary, trophies)}
        columns={[
          intl.formatMessage(historyMessages.trophyColumn),
          intl.formatMessage(historyMessages.trophyCountColumn),
        ]}
        categories={levels.map((trophy) =>
          intl.formatMessage(historyMessages.trophyName, { trophy }),
        )}
        values={[trophies.bronze, trophies.silver, trophies.gold]}
        colours={TROPHY_COLOURS}
        valueTitle={intl.formatMessage(historyMessages.trophyCountColumn)}
      />
    </>
  );
}
