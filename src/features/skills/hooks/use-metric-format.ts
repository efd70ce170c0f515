import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PerformanceMetric } from '../../../lib/rules/performance-bands';
import { skillsMessages } from '../messages';

/** A figure of the performance summary with its unit: seconds, retries or words per minute. */
export function useMetricFormat() {
  const intl = useIntl();
  return useCallback(
    (metric: PerformanceMetric, value: number): string => {
      const number = (n: number, digits: number) =>
        intl.formatNumber(n, { maximumFractionDigits: digits });
      if (metric === 'reactionTime') {
        return intl.formatMessage(skillsMessages.seconds, { value: number(value / 1000, 2) });
      }
      if (metric === 'averageRetry') {
        return intl.formatMessage(skillsMessages.retries, { value: number(value, 2) });
      }
      return intl.formatMessage(skillsMessages.wordsPerMinute, { value: number(value, 1) });
    },
    [intl],
  );
}
