import { useIntl } from 'react-intl';
import type { HistoryLearningStats } from '../../../api/generated/model/historyLearningStats';
import { ExerciseTypeIcon } from '../../../components/ui/exercise-type-icon';
import { exerciseTypeMessages } from '../../../components/ui/messages';
import { useHistoryDates } from '../hooks/use-history-dates';
import { historyMessages } from '../messages';

/** The figures of each exercise type played (getLearningStats), one card per type. */
export function StatsPanel({ stats }: { stats: readonly HistoryLearningStats[] }) {
  const intl = useIntl();
  const dates = useHistoryDates();
  if (stats.length === 0)
    return <p className="empty-state">{intl.formatMessage(historyMessages.statsEmpty)}</p>;
  const notYet = intl.formatMessage(historyMessages.notYet);
  return (
    <ul className="card-list type-stats">
      {stats.map((entry) => {
        const name = intl.formatMessage(exerciseTypeMessages[entry.exerciseType]);
        const facts: [string, string][] = [
          [
            intl.formatMessage(historyMessages.statsSessions),
            intl.formatMessage(historyMessages.count, { count: entry.sessions }),
          ],
          [
            intl.formatMessage(historyMessages.statsCorrectRate),
            entry.correctRate === null
              ? notYet
              : intl.formatNumber(entry.correctRate, {
                  style: 'percent',
                  maximumFractionDigits: 0,
                }),
          ],
          [
            intl.formatMessage(historyMessages.statsTrophies),
            intl.formatMessage(historyMessages.statsTrophyCounts, entry.bestTrophies),
          ],
          [
            intl.formatMessage(historyMessages.statsMinutes),
            intl.formatMessage(historyMessages.minutes, { minutes: entry.minutes }),
          ],
          [
            intl.formatMessage(historyMessages.statsLastPlayed),
            entry.lastPlayedAt ? dates.date(entry.lastPlayedAt) : notYet,
          ],
        ];
        return (
          <li key={entry.exerciseType} className="type-stat">
            <h3 className="type-stat__name">
              {/* The name follows: the icon is decoration here. */}
              <span aria-hidden="true">
                <ExerciseTypeIcon type={entry.exerciseType} label={name} />
              </span>
              {name}
            </h3>
            <dl>
              {facts.map(([label, value]) => (
                <div key={label} className="type-stat__fact">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
