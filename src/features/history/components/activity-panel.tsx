import { useIntl } from 'react-intl';
import type { HistoryActivitySummary } from '../../../api/generated/model/historyActivitySummary';
import { useHistoryDates } from '../hooks/use-history-dates';
import { historyMessages } from '../messages';
import { BarChart } from './bar-chart';
import { StatTiles } from './stat-tiles';

/** Activity over the last 30 days: totals, and the exercises finished day by day. */
export function ActivityPanel({ activity }: { activity: HistoryActivitySummary }) {
  const intl = useIntl();
  const dates = useHistoryDates();
  const tiles = (
    <StatTiles
      tiles={[
        {
          label: intl.formatMessage(historyMessages.activeDays),
          value: intl.formatMessage(historyMessages.days, { days: activity.activeDays }),
        },
        {
          label: intl.formatMessage(historyMessages.totalExercises),
          value: intl.formatMessage(historyMessages.count, { count: activity.totalExercises }),
        },
        {
          label: intl.formatMessage(historyMessages.totalMinutes),
          value: intl.formatMessage(historyMessages.minutes, { minutes: activity.totalMinutes }),
        },
      ]}
    />
  );
  if (activity.activeDays === 0) {
    return (
      <>
        {tiles}
        <p className="empty-state">{intl.formatMessage(historyMessages.activityEmpty)}</p>
      </>
    );
  }
  const best = activity.days.reduce((top, day) =>
    day.exerciseCount > top.exerciseCount ? day : top,
  );
  const summary = [
    intl.formatMessage(historyMessages.activitySummary, {
      start: dates.monthDay(activity.startDate),
      end: dates.monthDay(activity.endDate),
      activeDays: activity.activeDays,
      exercises: activity.totalExercises,
      minutes: activity.totalMinutes,
    }),
    intl.formatMessage(historyMessages.activityBestDay, {
      day: dates.monthDay(best.date),
      count: best.exerciseCount,
    }),
  ].join(' ');
  return (
    <>
      {tiles}
      <BarChart
        title={intl.formatMessage(historyMessages.activityTitle)}
        summary={summary}
        columns={[
          intl.formatMessage(historyMessages.dayColumn),
          intl.formatMessage(historyMessages.countColumn),
        ]}
        categories={activity.days.map((day) => dates.day(day.date))}
        rowLabels={activity.days.map((day) => dates.fullDay(day.date))}
        values={activity.days.map((day) => day.exerciseCount)}
        colours="var(--color-primary)"
        valueTitle={intl.formatMessage(historyMessages.countAxis)}
      />
    </>
  );
}
