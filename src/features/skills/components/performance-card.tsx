import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HistoryPerformanceFigure } from '../../../api/generated/model/historyPerformanceFigure';
import {
  bandOf,
  bandRange,
  PERFORMANCE_BANDS,
  type PerformanceMetric,
} from '../../../lib/rules/performance-bands';
import { useMetricFormat } from '../hooks/use-metric-format';
import { metricMessages, skillsMessages } from '../messages';

/**
 * One figure of the performance summary against the guidance bands of spec 9: the learner's
 * value, then the three bands with their ranges, the learner's own marked.
 */
export function PerformanceCard({
  metric,
  figure,
}: {
  metric: PerformanceMetric;
  figure: HistoryPerformanceFigure;
}) {
  const intl = useIntl();
  const id = useId();
  const format = useMetricFormat();
  const band = figure.value === null ? null : bandOf(metric, figure.value);
  const range = (from: number | null, below: number | null) => {
    if (from === null)
      return intl.formatMessage(skillsMessages.rangeBelow, { below: format(metric, below ?? 0) });
    if (below === null)
      return intl.formatMessage(skillsMessages.rangeFrom, { from: format(metric, from) });
    return intl.formatMessage(skillsMessages.rangeBetween, {
      from: format(metric, from),
      below: format(metric, below),
    });
  };

  return (
    <li className="panel performance-card" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>
        <FormattedMessage {...metricMessages[metric].name} />
      </h3>
      <p className="performance-card__hint">
        <FormattedMessage {...metricMessages[metric].hint} />
      </p>
      {figure.value === null || band === null ? (
        <p className="performance-card__figure">
          <FormattedMessage {...skillsMessages.noFigure} />
        </p>
      ) : (
        <p className="performance-card__figure">
          <FormattedMessage {...skillsMessages.yourFigure} />{' '}
          <strong className="performance-card__value">{format(metric, figure.value)}</strong>{' '}
          <span className={`band-badge band-badge--${band}`}>
            {intl.formatMessage(skillsMessages.band, { band })}
          </span>{' '}
          <span className="performance-card__samples">
            {intl.formatMessage(skillsMessages.samples, { count: figure.samples })}
          </span>
        </p>
      )}
      <ol className="bands" aria-label={intl.formatMessage(skillsMessages.bandsLabel)}>
        {PERFORMANCE_BANDS.map((entry) => {
          const { from, below } = bandRange(metric, entry);
          const current = entry === band;
          return (
            <li key={entry} className={`band band--${entry}${current ? ' band--current' : ''}`}>
              <span className="band__name">
                {intl.formatMessage(skillsMessages.band, { band: entry })}
              </span>{' '}
              <span className="band__range">{range(from, below)}</span>
              {current ? (
                <>
                  {' '}
                  <span className="band__you">
                    <FormattedMessage {...skillsMessages.you} />
                  </span>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </li>
  );
}
