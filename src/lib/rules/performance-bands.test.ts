import { describe, expect, it } from 'vitest';
import {
  bandOf,
  bandRange,
  type PerformanceBand,
  type PerformanceMetric,
} from './performance-bands';

describe('bandOf (spec 9 guidance)', () => {
  it.each<[PerformanceMetric, number, PerformanceBand]>([
    ['reactionTime', 45_000, 'beginner'],
    ['reactionTime', 30_000, 'beginner'],
    ['reactionTime', 29_999, 'intermediate'],
    ['reactionTime', 3_750, 'intermediate'],
    ['reactionTime', 3_749, 'advanced'],
    ['reactionTime', 0, 'advanced'],
    ['averageRetry', 3, 'beginner'],
    ['averageRetry', 2, 'beginner'],
    ['averageRetry', 1.99, 'intermediate'],
    ['averageRetry', 0.3, 'intermediate'],
    ['averageRetry', 0.29, 'advanced'],
    ['averageRetry', 0, 'advanced'],
    ['wordsPerMinute', 0, 'beginner'],
    ['wordsPerMinute', 29.9, 'beginner'],
    ['wordsPerMinute', 30, 'intermediate'],
    ['wordsPerMinute', 149.9, 'intermediate'],
    ['wordsPerMinute', 150, 'advanced'],
    ['wordsPerMinute', 220, 'advanced'],
  ])('%s %s → %s', (metric, value, band) => {
    expect(bandOf(metric, value)).toBe(band);
  });
});

describe('bandRange', () => {
  it.each<[PerformanceMetric, PerformanceBand, { from: number | null; below: number | null }]>([
    ['reactionTime', 'beginner', { from: 30_000, below: null }],
    ['reactionTime', 'intermediate', { from: 3_750, below: 30_000 }],
    ['reactionTime', 'advanced', { from: null, below: 3_750 }],
    ['averageRetry', 'beginner', { from: 2, below: null }],
    ['averageRetry', 'intermediate', { from: 0.3, below: 2 }],
    ['averageRetry', 'advanced', { from: null, below: 0.3 }],
    ['wordsPerMinute', 'beginner', { from: null, below: 30 }],
    ['wordsPerMinute', 'intermediate', { from: 30, below: 150 }],
    ['wordsPerMinute', 'advanced', { from: 150, below: null }],
  ])('%s %s → %j', (metric, band, range) => {
    expect(bandRange(metric, band)).toEqual(range);
  });

  it.each<[PerformanceMetric, number]>([
    ['reactionTime', 10_000],
    ['averageRetry', 5],
    ['wordsPerMinute', 100],
  ])('puts %s %s inside the range of its own band', (metric, value) => {
    const { from, below } = bandRange(metric, bandOf(metric, value));
    expect(from === null || value >= from).toBe(true);
    expect(below === null || value < below).toBe(true);
  });
});
