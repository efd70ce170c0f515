import { describe, expect, it } from 'vitest';
import { comparisonRows, median, type Run } from './web-report';

const run = (lcpMs: number, tbtMs: number, tasks: number[] = []): Run => ({
  lcpMs,
  tbtMs,
  cls: 0,
  fcpMs: 900,
  scriptKb: 150.2,
  longTasks: tasks.map((durationMs) => ({ url: '', durationMs, startMs: 0 })),
});
const goal = { lcpMs: 1500, tbtMs: 150, cls: 0.02 };

describe('bench:web report', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('puts each build’s medians side by side with after − before and the goals met', () => {
    const before = [run(1290, 180, [120, 80]), run(1350, 120, [90]), run(1200, 200, [100, 70])];
    const after = [run(1210, 100, [70]), run(1190, 90), run(1260, 160, [60])];
    expect(comparisonRows(goal, before, after)).toEqual([
      ['LCP', '1.29 s', '1.21 s', '-0.08 s', '≤ 1.50 s  ok → ok'],
      ['TBT', '180 ms', '100 ms', '-80 ms', '≤ 150 ms  over → ok'],
      ['CLS', '0.000', '0.000', '0.000', '≤ 0.02  ok → ok'],
      ['FCP', '0.90 s', '0.90 s', '0.00 s', ''],
      ['script', '150.2 kB', '150.2 kB', '0.0 kB', ''],
      ['long tasks', '2 / 170 ms', '1 / 60 ms', '-1 / -110 ms', ''],
    ]);
  });

  it('counts the long tasks of an even number of runs by halves', () => {
    const rows = comparisonRows(
      goal,
      [run(1200, 0, [60]), run(1200, 0, [60])],
      [run(1200, 0, [60]), run(1200, 0, [60, 60])],
    );
    expect(rows[5]).toEqual(['long tasks', '1 / 60 ms', '1.5 / 90 ms', '+0.5 / +30 ms', '']);
  });

  it('signs a growth with a plus', () => {
    const [lcp, tbt] = comparisonRows(goal, [run(1400, 100)], [run(1600, 175)]);
    expect(lcp).toEqual(['LCP', '1.40 s', '1.60 s', '+0.20 s', '≤ 1.50 s  ok → over']);
    expect(tbt?.[3]).toBe('+75 ms');
  });
});
