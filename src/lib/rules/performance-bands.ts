// The performance guidance of spec 9, as bands the skills overview shows against the learner's
// figures (getPerformanceSummary): reaction time beginner at 30000 ms or more, advanced under
// 3750 ms; average retries beginner at 2 or more, advanced under 0.3; speaking speed beginner
// under 30 words per minute, advanced at 150 or more; "middle" in between. The backend grades
// its figures by the same thresholds (HistoryPerformanceLevel).

export const PERFORMANCE_METRICS = ['reactionTime', 'averageRetry', 'wordsPerMinute'] as const;
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

export const PERFORMANCE_BANDS = ['beginner', 'intermediate', 'advanced'] as const;
export type PerformanceBand = (typeof PERFORMANCE_BANDS)[number];

type Guidance = {
  /** Whether a lower figure is the better one (time, retries) or a higher one (speed). */
  better: 'lower' | 'higher';
  /** The beginner/middle boundary. */
  beginner: number;
  /** The middle/advanced boundary. */
  advanced: number;
};

const PERFORMANCE_GUIDANCE: Readonly<Record<PerformanceMetric, Guidance>> = {
  reactionTime: { better: 'lower', beginner: 30_000, advanced: 3_750 },
  averageRetry: { better: 'lower', beginner: 2, advanced: 0.3 },
  wordsPerMinute: { better: 'higher', beginner: 30, advanced: 150 },
};

export function bandOf(metric: PerformanceMetric, value: number): PerformanceBand {
  const { better, beginner, advanced } = PERFORMANCE_GUIDANCE[metric];
  if (better === 'lower') {
    if (value >= beginner) return 'beginner';
    return value < advanced ? 'advanced' : 'intermediate';
  }
  if (value < beginner) return 'beginner';
  return value >= advanced ? 'advanced' : 'intermediate';
}

/**
 * A band's range for display: `from` included, `below` excluded; null where the band is open.
 * For "lower is better" metrics, beginner is [beginner, ∞) and advanced [0, advanced).
 */
export type BandRange = { from: number | null; below: number | null };

export function bandRange(metric: PerformanceMetric, band: PerformanceBand): BandRange {
  const { better, beginner, advanced } = PERFORMANCE_GUIDANCE[metric];
  const [low, high] = better === 'lower' ? [advanced, beginner] : [beginner, advanced];
  const lowest: PerformanceBand = better === 'lower' ? 'advanced' : 'beginner';
  if (band === 'intermediate') return { from: low, below: high };
  return band === lowest ? { from: null, below: low } : { from: high, below: null };
}
