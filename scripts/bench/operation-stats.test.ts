import { describe, expect, it } from 'vitest';
import { OperationStats } from './operation-stats';

describe('OperationStats', () => {
  it('sums up each operation, all of them together, and the worst p99', () => {
    const stats = new OperationStats();
    for (let ms = 1; ms <= 100; ms++) stats.record('poll', ms, true);
    stats.record('answer', 30, true);
    stats.record('answer', 250, false);
    const summary = stats.summary();
    expect(summary.byOperation.get('poll')).toEqual({
      requests: 100,
      errors: 0,
      p50: 51,
      p99: 100,
    });
    expect(summary.byOperation.get('answer')).toEqual({
      requests: 2,
      errors: 1,
      p50: 250,
      p99: 250,
    });
    expect(summary.byOperation.get('end')).toEqual({
      requests: 0,
      errors: 0,
      p50: NaN,
      p99: NaN,
    });
    expect(summary.all).toEqual({ requests: 102, errors: 1, p50: 51, p99: 100 });
    expect(summary.worst).toEqual({ operation: 'answer', p99: 250 });
  });

  it('has no worst operation before any request, and counts notices by what was seen', () => {
    const stats = new OperationStats();
    expect(stats.summary().worst).toBeNull();
    stats.notice('another device holds the lesson');
    stats.notice('another device holds the lesson');
    stats.notice('no lesson listed');
    expect(Object.fromEntries(stats.notices)).toEqual({
      'another device holds the lesson': 2,
      'no lesson listed': 1,
    });
  });
});
