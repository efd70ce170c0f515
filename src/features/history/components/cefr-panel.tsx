import { useIntl } from 'react-intl';
import type { HistoryCefrCount } from '../../../api/generated/model/historyCefrCount';
import { cefrjLabel } from '../../../lib/rules/level-scales';
import { historyMessages } from '../messages';
import { BarChart } from './bar-chart';

/** Finished course exercises per CEFR-J level of their course (getPerformanceSummary). */
export function CefrPanel({ distribution }: { distribution: readonly HistoryCefrCount[] }) {
  const intl = useIntl();
  const total = distribution.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0)
    return <p className="empty-state">{intl.formatMessage(historyMessages.cefrEmpty)}</p>;
  const top = distribution.reduce((best, entry) => (entry.count > best.count ? entry : best));
  return (
    <BarChart
      title={intl.formatMessage(historyMessages.cefrTitle)}
      summary={intl.formatMessage(historyMessages.cefrSummary, {
        level: cefrjLabel(top.cefrj),
        count: top.count,
        total,
      })}
      columns={[
        intl.formatMessage(historyMessages.levelColumn),
        intl.formatMessage(historyMessages.countColumn),
      ]}
      categories={distribution.map((entry) => cefrjLabel(entry.cefrj))}
      values={distribution.map((entry) => entry.count)}
      colours="var(--color-info)"
      valueTitle={intl.formatMessage(historyMessages.countAxis)}
    />
  );
}
