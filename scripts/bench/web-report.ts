// What bench:web prints for a page: the medians of one build next to the goals, or, with a
// baseline (BENCH_WEB_BASELINE), the medians of both builds side by side with their difference.

export type Goal = { lcpMs: number; tbtMs: number; cls: number };
export type Page = { name: string; path: string; goal: Goal };

export type Run = {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  scriptKb: number;
  longTasks: { url: string; durationMs: number; startMs: number }[];
};

/** A build's runs of a page, under its column's heading. */
export type Measured = { label: string; runs: Run[] };

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'over');

/** A difference with its sign (none when it rounds to zero). */
const signed = (value: number, digits: number, unit: string) => {
  const size = Math.abs(value).toFixed(digits);
  const sign = Number(size) === 0 ? '' : value > 0 ? '+' : '-';
  return `${sign}${size}${unit}`;
};

/** A median count: whole, or halfway between two runs' counts. */
const count = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const signedCount = (value: number) => signed(value, Number.isInteger(value) ? 0 : 1, '');

/** The medians of a build's runs, long tasks as their count and summed length per run. */
function medians(runs: Run[]) {
  const of = (figure: (run: Run) => number) => median(runs.map(figure));
  return {
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpMs: of((run) => run.fcpMs),
    scriptKb: of((run) => run.scriptKb),
    longTasks: of((run) => run.longTasks.length),
    longTasksMs: of((run) => run.longTasks.reduce((sum, task) => sum + task.durationMs, 0)),
  };
}

/** The longest main-thread tasks of the run closest to the median LCP. */
function longestTasks(runs: Run[], of: string): string[] {
  const lcp = median(runs.map((run) => run.lcpMs));
  const typical = [...runs].sort((a, b) => Math.abs(a.lcpMs - lcp) - Math.abs(b.lcpMs - lcp))[0]!;
  const tasks = [...typical.longTasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5);
  if (tasks.length === 0) return [];
  return [
    `  longest tasks${of} (simulated, of ${typical.longTasks.length}):`,
    ...tasks.map((task) => {
      const where = task.url.replace(/^https?:\/\/[^/]+/, '') || '(unattributed)';
      return `    ${ms(task.durationMs).padStart(7)} at ${ms(task.startMs)}  ${where}`;
    }),
  ];
}

const runsLine = (runs: Run[]) =>
  `LCP ${runs.map((run) => seconds(run.lcpMs)).join(', ')}; TBT ${runs.map((run) => ms(run.tbtMs)).join(', ')}`;

/** One build's figures of a page, next to the page's goals. */
export function report(page: Page, runs: Run[]) {
  const { lcpMs: lcp, tbtMs: tbt, cls, fcpMs: fcp, scriptKb: script } = medians(runs);
  const { goal } = page;
  console.log(`\n${page.name} (${page.path}), median of ${runs.length}`);
  console.log(
    `  LCP ${seconds(lcp).padStart(8)}   goal ≤ ${seconds(goal.lcpMs)}   ${mark(lcp <= goal.lcpMs)}`,
  );
  console.log(
    `  TBT ${ms(tbt).padStart(8)}   goal ≤ ${ms(goal.tbtMs)}   ${mark(tbt <= goal.tbtMs)}`,
  );
  console.log(
    `  CLS ${cls.toFixed(3).padStart(8)}   goal ≤ ${goal.cls}     ${mark(cls <= goal.cls)}`,
  );
  console.log(`  FCP ${seconds(fcp).padStart(8)}   script transferred ${script.toFixed(1)} kB`);
  console.log(`  runs: ${runsLine(runs)}`);
  for (const line of longestTasks(runs, '')) console.log(line);
}

/** A row of the comparison: the figure, each build's median, after − before, the goal. */
type Row = [figure: string, before: string, after: string, change: string, goal: string];

/** The comparison's rows: LCP, TBT, CLS (with the goal met or not by each), FCP, script, long tasks. */
export function comparisonRows(goal: Goal, before: Run[], after: Run[]): Row[] {
  const b = medians(before);
  const a = medians(after);
  const judged = (limit: string, before: boolean, after: boolean) =>
    `≤ ${limit}  ${mark(before).trim()} → ${mark(after).trim()}`;
  return [
    [
      'LCP',
      seconds(b.lcpMs),
      seconds(a.lcpMs),
      signed((a.lcpMs - b.lcpMs) / 1000, 2, ' s'),
      judged(seconds(goal.lcpMs), b.lcpMs <= goal.lcpMs, a.lcpMs <= goal.lcpMs),
    ],
    [
      'TBT',
      ms(b.tbtMs),
      ms(a.tbtMs),
      signed(a.tbtMs - b.tbtMs, 0, ' ms'),
      judged(ms(goal.tbtMs), b.tbtMs <= goal.tbtMs, a.tbtMs <= goal.tbtMs),
    ],
    [
      'CLS',
      b.cls.toFixed(3),
      a.cls.toFixed(3),
      signed(a.cls - b.cls, 3, ''),
      judged(String(goal.cls), b.cls <= goal.cls, a.cls <= goal.cls),
    ],
    ['FCP', seconds(b.fcpMs), seconds(a.fcpMs), signed((a.fcpMs - b.fcpMs) / 1000, 2, ' s'), ''],
    [
      'script',
      `${b.scriptKb.toFixed(1)} kB`,
      `${a.scriptKb.toFixed(1)} kB`,
      signed(a.scriptKb - b.scriptKb, 1, ' kB'),
      '',
    ],
    [
      'long tasks',
      `${count(b.longTasks)} / ${ms(b.longTasksMs)}`,
      `${count(a.longTasks)} / ${ms(a.longTasksMs)}`,
      `${signedCount(a.longTasks - b.longTasks)} / ${signed(a.longTasksMs - b.longTasksMs, 0, ' ms')}`,
      '',
    ],
  ];
}

/** Both builds' figures of a page, measured in alternation: medians, difference, goals. */
export function compare(page: Page, before: Measured, after: Measured) {
  const runs = before.runs.length;
  console.log(`\n${page.name} (${page.path}), median of ${runs} runs each, alternated`);
  const table: Row[] = [
    ['', before.label, after.label, 'after − before', 'goal'],
    ...comparisonRows(page.goal, before.runs, after.runs),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) {
    const [figure, ...figures] = row.map((cell, column) =>
      column === 0 || column === 4 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    );
    console.log(`  ${[figure, ...figures].join('   ').trimEnd()}`);
  }
  console.log('  long tasks: their number / their summed length, median per run');
  for (const { label, runs: each } of [before, after])
    console.log(`  runs ${label}: ${runsLine(each)}`);
  for (const { label, runs: each } of [before, after]) {
    for (const line of longestTasks(each, ` of ${label}`)) console.log(line);
  }
}
