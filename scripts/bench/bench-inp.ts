// `npm run bench:inp`: interaction to next paint (INP) of the exercise player, in Chromium with a
// 4× CPU slowdown, over the built app (vite preview) and the mock backend, both started here on
// free ports. Two scenarios: answering the vocabulary drill (answer with a number key or a click,
// then continue with Enter or a click on 次へ) and typing in the typing drill (every keystroke is
// an interaction). Each runs RUNS times on a fresh page after a mock reset. It prints, per
// scenario, the number of interactions, p50 / p75 / p98 / max of the per-interaction latency
// (Event Timing: the longest entry of each interactionId, durationThreshold 16), the web-vitals
// INP of each run, the goal line (p75 ≤ 100 ms) and, for the slowest interactions, where the time
// went (web-vitals attribution and Long Animation Frame scripts, mapped to src/ through the
// build's source maps). It exits non-zero only when it crashes, never on a missed goal.
// Env: BENCH_INP_RUNS (3), CHROMIUM_PATH, BENCH_INP_SKIP_BUILD=1 (reuse the last build).
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import exercisesJa from '../../src/i18n/ja/exercises';
import { chromiumPath, freePort, runBench, start, waitFor } from './servers';
import { SourceMaps } from './source-maps';

const RUNS = Number(process.env.BENCH_INP_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const GOAL_P75_MS = 100;
const OUT_DIR = 'node_modules/.cache/bench-inp-app';
const APP_KEY = 'eigo-learner-web';
const BUILD_HASH = 'bench-inp-build';
const DEADLINE_MS = 15 * 60_000;
const STEP_TIMEOUT_MS = 20_000;

type ActionKind = 'start' | 'answer' | 'continue' | 'keystroke' | 'submit';

/** One interaction as the page saw it: the longest Event Timing entry of its interactionId. */
type Interaction = {
  id: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
};

type ScriptInfo = {
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  sourceCharPosition: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
  startTime: number;
};

type Frame = {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  blockingDuration: number;
  scripts: ScriptInfo[];
};

type InpReport = {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  longestScript: {
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    sourceCharPosition: number;
    subpart: string;
    intersectingDuration: number;
  } | null;
  totalScriptDuration: number | null;
  totalStyleAndLayoutDuration: number | null;
  totalPaintDuration: number | null;
};

type PageRecord = { interactions: Interaction[]; frames: Frame[]; inp: InpReport[] };

type Measured = Interaction & { kind: ActionKind; frames: Frame[] };

type RunResult = {
  interactions: Measured[];
  performed: number;
  inp: InpReport | null;
  profile: CpuProfile | null;
};

/** The parts of a CDP Profiler.Profile read here. */
type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
};

// ---------------------------------------------------------------------------------------------
// Servers

// ---------------------------------------------------------------------------------------------
// The page side: web-vitals (IIFE) and the Event Timing / Long Animation Frame observers.

/** Runs in the page before its scripts: keeps every interaction, long frame and INP report. */
function pageObservers() {
  type W = typeof window & {
    __bench: PageRecord;
    webVitals: {
      onINP: (
        cb: (metric: {
          value: number;
          attribution: {
            interactionTarget?: string;
            interactionType?: string;
            inputDelay: number;
            processingDuration: number;
            presentationDelay: number;
            longestScript?: {
              entry: ScriptInfo;
              subpart: string;
              intersectingDuration: number;
            };
            totalScriptDuration?: number;
            totalStyleAndLayoutDuration?: number;
            totalPaintDuration?: number;
          };
        }) => void,
        opts: { reportAllChanges: boolean; durationThreshold?: number },
      ) => void;
    };
  };
  const w = window as W;
  const record: PageRecord = { interactions: [], frames: [], inp: [] };
  w.__bench = record;
  const byId = new Map<number, Interaction>();
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return '';
    const cls = node.getAttribute('class')?.split(/\s+/).filter(Boolean)[0];
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 16) ?? '';
    return `${node.localName}${cls ? `.${cls}` : ''}${label ? ` "${label}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const known = byId.get(entry.interactionId);
      if (!known) {
        const interaction: Interaction = {
          id: entry.interactionId,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          target: describe(entry.target),
        };
        byId.set(entry.interactionId, interaction);
        record.interactions.push(interaction);
        continue;
      }
      // The latency is the longest entry's duration; the phases span every entry of the
      // interaction (pointerdown → pointerup → click, keydown → keyup), as web-vitals reads them.
      if (entry.duration > known.duration) {
        known.duration = entry.duration;
        known.name = entry.name;
      }
      known.startTime = Math.min(known.startTime, entry.startTime);
      known.processingStart = Math.min(known.processingStart, entry.processingStart);
      known.processingEnd = Math.max(known.processingEnd, entry.processingEnd);
      if (!known.target) known.target = describe(entry.target);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const frame = entry as PerformanceEntry & {
          renderStart: number;
          styleAndLayoutStart: number;
          blockingDuration: number;
          scripts: (PerformanceEntry & ScriptInfo)[];
        };
        record.frames.push({
          startTime: frame.startTime,
          duration: frame.duration,
          renderStart: frame.renderStart,
          styleAndLayoutStart: frame.styleAndLayoutStart,
          blockingDuration: frame.blockingDuration,
          scripts: frame.scripts.map((s) => ({
            invoker: s.invoker,
            sourceURL: s.sourceURL,
            sourceFunctionName: s.sourceFunctionName,
            sourceCharPosition: s.sourceCharPosition,
            duration: s.duration,
            forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
            startTime: s.startTime,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no Long Animation Frame API: attribution without scripts
  }
  w.webVitals.onINP(
    (metric) => {
      const a = metric.attribution;
      const s = a.longestScript;
      record.inp.push({
        value: metric.value,
        target: a.interactionTarget ?? '',
        type: a.interactionType ?? '',
        inputDelay: a.inputDelay,
        processingDuration: a.processingDuration,
        presentationDelay: a.presentationDelay,
        longestScript: s
          ? {
              invoker: s.entry.invoker,
              sourceURL: s.entry.sourceURL,
              sourceFunctionName: s.entry.sourceFunctionName,
              sourceCharPosition: s.entry.sourceCharPosition,
              subpart: s.subpart,
              intersectingDuration: s.intersectingDuration,
            }
          : null,
        totalScriptDuration: a.totalScriptDuration ?? null,
        totalStyleAndLayoutDuration: a.totalStyleAndLayoutDuration ?? null,
        totalPaintDuration: a.totalPaintDuration ?? null,
      });
    },
    { reportAllChanges: true },
  );
}

// ---------------------------------------------------------------------------------------------
// Scenarios

type Ctx = {
  page: Page;
  /** Marks the start of an action (page clock), so interactions can be told apart afterwards. */
  mark: (kind: ActionKind, count?: number) => Promise<void>;
};

/** A regular expression of the whole of one of these Japanese messages. */
const wordsOf = (...ids: string[]) =>
  new RegExp(
    `^(${ids.map((id) => exercisesJa[id]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
  );
/**
 * The answer sheet's verdicts, from the catalogue (the wrong answer's 「正しい答えを確かめよう」
 * was missing from a list written by hand, which stopped the benchmark at its first wrong answer).
 */
const FEEDBACK = wordsOf(
  'exercises.answered.correct',
  'exercises.answered.close',
  'exercises.answered.incorrect',
  'exercises.answered.skipped',
  'exercises.answered.done',
  'exercises.answered.deferred',
);
const RESULT = wordsOf('exercises.result.title', 'exercises.result.practiceTitle');

async function waitForFeedbackOrResult(page: Page) {
  await page
    .getByRole('heading', { name: FEEDBACK })
    .or(page.getByRole('heading', { name: RESULT, level: 1 }))
    .first()
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

async function atResult(page: Page) {
  return page.getByRole('heading', { name: RESULT }).isVisible();
}

/** Continues after the feedback sheet: Enter on even questions, a click on odd ones. */
async function continueFrom(ctx: Ctx, index: number) {
  const { page } = ctx;
  await ctx.mark('continue');
  if (index % 2 === 0) await page.keyboard.press('Enter');
  else
    await page
      .getByRole('button', { name: /^(次へ|もう一度挑戦|結果を見る)$/ })
      .click({ timeout: STEP_TIMEOUT_MS });
}

async function vocabularyDrill(ctx: Ctx) {
  const { page } = ctx;
  await ctx.mark('start');
  await page.getByRole('button', { name: 'テストする' }).click({ timeout: STEP_TIMEOUT_MS });
  for (let index = 0; index < 100; index++) {
    const heading = page.locator('#run-question-heading');
    await heading
      .or(page.getByRole('heading', { name: RESULT }))
      .first()
      .waitFor({
        timeout: STEP_TIMEOUT_MS,
      });
    if (await atResult(page)) return;
    const options = page.locator('.drill-vocabulary [aria-keyshortcuts]');
    await options.first().waitFor({ timeout: STEP_TIMEOUT_MS });
    const count = await options.count();
    const pick = (index % count) + 1;
    await ctx.mark('answer');
    if (index % 2 === 0) await page.keyboard.press(String(pick));
    else await options.nth(pick - 1).click({ timeout: STEP_TIMEOUT_MS });
    await waitForFeedbackOrResult(page);
    if (await atResult(page)) return;
    await continueFrom(ctx, index);
  }
  throw new Error('the vocabulary drill did not reach its result in 100 questions');
}

async function typingDrill(ctx: Ctx) {
  const { page } = ctx;
  await ctx.mark('start');
  await page.getByRole('button', { name: 'はじめる' }).click({ timeout: STEP_TIMEOUT_MS });
  for (let index = 0; index < 100; index++) {
    const field = page.getByRole('textbox', { name: '英文を入力' });
    await field
      .or(page.getByRole('heading', { name: RESULT }))
      .first()
      .waitFor({
        timeout: STEP_TIMEOUT_MS,
      });
    if (await atResult(page)) return;
    const sentence = ((await page.locator('.drill-typing__sentence').textContent()) ?? '').trim();
    await field.focus();
    await ctx.mark('keystroke', [...sentence].length);
    await page.keyboard.type(sentence, { delay: 50 });
    await ctx.mark('submit');
    await page.keyboard.press('Enter');
    await waitForFeedbackOrResult(page);
    if (await atResult(page)) return;
    await continueFrom(ctx, index);
  }
  throw new Error('the typing drill did not reach its result in 100 questions');
}

// ---------------------------------------------------------------------------------------------
// Measuring

type Scenario = { name: string; path: string; play: (ctx: Ctx) => Promise<void> };

async function signIn(api: string): Promise<string> {
  const res = await fetch(`${api}/auth/individual/`, {
    method: 'POST',
    headers: { 'X-App-Key': APP_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'hana@sakura.example', password: 'sakura2026' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { authToken: string }).authToken;
}

async function resetMock(api: string) {
  const res = await fetch(`${api}/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`mock reset: ${res.status}`);
}

const webVitalsIife = readFileSync('node_modules/web-vitals/dist/web-vitals.attribution.iife.js', {
  encoding: 'utf8',
});

async function measureRun(
  browser: Browser,
  appOrigin: string,
  api: string,
  scenario: Scenario,
  profile = false,
): Promise<RunResult> {
  await resetMock(api);
  const token = await signIn(api);
  const context = await browser.newContext({
    locale: 'ja-JP',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript((t) => {
      localStorage.setItem('eigo.v1.authToken', JSON.stringify(t));
    }, token);
    // Playwright runs an init script in its own scope: the IIFE's `var webVitals` is made global.
    await page.addInitScript({ content: `${webVitalsIife}\nwindow.webVitals = webVitals;` });
    // tsx (esbuild keepNames) wraps inner functions in __name(…) calls: the page gets a no-op one.
    await page.addInitScript({
      content: `var __name = (f) => f;\n(${pageObservers.toString()})();`,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${appOrigin}${scenario.path}`);
    const installed = await page.evaluate(() => 'webVitals' in window && '__bench' in window);
    if (!installed) throw new Error('the web-vitals and Event Timing observers are not installed');
    const marks: { kind: ActionKind; at: number }[] = [];
    let performed = 0;
    const ctx: Ctx = {
      page,
      mark: async (kind, count = 1) => {
        marks.push({ kind, at: await page.evaluate(() => performance.now()) });
        performed += count;
      },
    };
    if (profile) {
      // The profiled run is not throttled: under throttling most samples land in "(program)".
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await scenario.play(ctx);
    // Let the last paint and the observers' callbacks land.
    await page.waitForTimeout(500);
    const cpu = profile
      ? ((await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile
      : null;
    const record = await page.evaluate(
      () => (window as unknown as { __bench: PageRecord }).__bench,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const kindAt = (time: number): ActionKind | null => {
      let kind: ActionKind | null = null;
      for (const m of marks) if (m.at <= time + 1) kind = m.kind;
      return kind;
    };
    const interactions: Measured[] = [];
    for (const interaction of record.interactions) {
      const kind = kindAt(interaction.startTime);
      if (!kind) continue; // before the first action (none expected)
      const end = interaction.startTime + interaction.duration;
      const frames = record.frames.filter(
        (f) => f.startTime < end && f.startTime + f.duration > interaction.startTime,
      );
      interactions.push({ ...interaction, kind, frames });
    }
    return { interactions, performed, inp: record.inp.at(-1) ?? null, profile: cpu };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const ms = (n: number | null | undefined) =>
  n === null || n === undefined || Number.isNaN(n) ? '–' : `${Math.round(n)} ms`;

function summary(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p75: percentile(sorted, 75),
    p98: percentile(sorted, 98),
    max: sorted.at(-1) ?? NaN,
  };
}

function where(maps: SourceMaps, url: string, char: number, fn: string): string {
  const original = url ? maps.locate(url, char) : null;
  const name = original?.name || fn || '(anonymous)';
  if (original) return `${name} (${original.source}:${original.line})`;
  return `${name} (${url ? url.replace(/^.*\/assets\//, 'assets/') : 'no source'}${char >= 0 ? `@${char}` : ''})`;
}

/** Self time of the profiled run by source (src/ file or package) and by function. */
function profileSummary(profile: CpuProfile, maps: SourceMaps) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const inclusive = new Map<string, number>();
  const place = (node: CpuProfile['nodes'][number]) => {
    const { url, lineNumber, columnNumber } = node.callFrame;
    return url ? maps.locateLineColumn(url, lineNumber, columnNumber) : null;
  };
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let busy = 0;
  samples.forEach((id, index) => {
    const node = byNode.get(id);
    const micros = deltas[index + 1] ?? 0;
    if (!node) return;
    const { functionName, url } = node.callFrame;
    if (['(idle)', '(root)', '(program)'].includes(functionName)) return;
    busy += micros;
    // Inclusive time per src/ file: each file on the stack counts once per sample.
    const files = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byNode.get(at);
      const source = frame ? place(frame)?.source : undefined;
      if (source?.startsWith('src/')) files.add(source);
    }
    for (const file of files) inclusive.set(file, (inclusive.get(file) ?? 0) + micros);
    const original = place(node);
    let source = original?.source ?? (url ? url.replace(/^.*\/assets\//, 'assets/') : functionName);
    if (!source.startsWith('src/')) source = source.replace(/^(@[^/]+\/[^/]+|[^/]+)\/.*$/, '$1');
    const name = `${original?.name || functionName || '(anonymous)'} (${original ? `${original.source}:${original.line}` : source})`;
    bySource.set(source, (bySource.get(source) ?? 0) + micros);
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(
    `CPU profile of one more run, not throttled, from the first action to the result: ${ms(busy / 1000)} of JavaScript and browser work ("(program)" and idle left out); self time by source:`,
  );
  for (const [source, micros] of top(bySource, 10))
    console.log(
      `  ${ms(micros / 1000).padStart(8)} ${((micros / busy) * 100).toFixed(0).padStart(3)} %  ${source}`,
    );
  console.log('  time with a src/ file on the stack (inclusive):');
  for (const [source, micros] of top(inclusive, 10))
    console.log(`  ${ms(micros / 1000).padStart(8)}  ${source}`);
  console.log('  top functions (self time):');
  for (const [name, micros] of top(byFunction, 12))
    console.log(`  ${ms(micros / 1000).padStart(8)}  ${name}`);
}

function report(scenario: Scenario, runs: RunResult[], maps: SourceMaps) {
  const all = runs.flatMap((r) => r.interactions);
  const performed = runs.reduce((n, r) => n + r.performed, 0);
  // Interactions under 16 ms are not reported by Event Timing (durationThreshold 16): they count
  // as 16 ms here, an upper bound, so the percentiles are over every interaction performed.
  const unseen = Math.max(0, performed - all.length);
  const durations = [...all.map((i) => i.duration), ...Array<number>(unseen).fill(16)];
  const s = summary(durations);
  console.log(`\n== ${scenario.name} ==`);
  console.log(`${scenario.path}`);
  console.log(
    `interactions: ${durations.length} over ${runs.length} runs (${all.length} reported by Event Timing ≥ 16 ms; ${unseen} under 16 ms counted as 16 ms)`,
  );
  console.log(
    `per-interaction latency: p50 ${ms(s.p50)}   p75 ${ms(s.p75)}   p98 ${ms(s.p98)}   max ${ms(s.max)}`,
  );
  const kinds = [...new Set(all.map((i) => i.kind))];
  for (const kind of kinds) {
    const of = all.filter((i) => i.kind === kind).map((i) => i.duration);
    const k = summary(of);
    console.log(
      `  ${kind.padEnd(10)} n=${String(of.length).padStart(3)}   p50 ${ms(k.p50)}   p75 ${ms(k.p75)}   max ${ms(k.max)}`,
    );
  }
  runs.forEach((r, n) => {
    const inp = r.inp;
    console.log(
      `run ${n + 1}: web-vitals INP ${ms(inp?.value)}` +
        (inp
          ? ` (${inp.type} on ${inp.target || '?'}: input delay ${ms(inp.inputDelay)}, processing ${ms(inp.processingDuration)}, presentation delay ${ms(inp.presentationDelay)}` +
            (inp.longestScript
              ? `; longest script ${ms(inp.longestScript.intersectingDuration)} in ${inp.longestScript.subpart}: ${where(maps, inp.longestScript.sourceURL, inp.longestScript.sourceCharPosition, inp.longestScript.sourceFunctionName)} via ${inp.longestScript.invoker}`
              : '') +
            (inp.totalStyleAndLayoutDuration !== null
              ? `; style+layout ${ms(inp.totalStyleAndLayoutDuration)}, paint ${ms(inp.totalPaintDuration)}`
              : '') +
            ')'
          : ''),
    );
  });
  console.log(
    `goal: p75 ≤ ${GOAL_P75_MS} ms → ${s.p75 <= GOAL_P75_MS ? 'met' : 'not met'} (p75 ${ms(s.p75)})`,
  );

  // Where the time of the slowest interactions went.
  const slowest = [...all].sort((a, b) => b.duration - a.duration).slice(0, 5);
  if (slowest.length === 0) return;
  console.log('slowest interactions:');
  for (const i of slowest) {
    const inputDelay = i.processingStart - i.startTime;
    const processing = i.processingEnd - i.processingStart;
    const presentation = Math.max(0, i.startTime + i.duration - i.processingEnd);
    console.log(
      `  ${ms(i.duration).padStart(7)} ${i.kind} (${i.name} on ${i.target}): input delay ${ms(inputDelay)}, processing ${ms(processing)}, presentation delay ${ms(presentation)}`,
    );
    const scripts = i.frames
      .flatMap((f) => f.scripts)
      .filter(
        (x) => x.startTime < i.startTime + i.duration && x.startTime + x.duration > i.startTime,
      )
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3);
    for (const x of scripts)
      console.log(
        `      script ${ms(x.duration)} ${where(maps, x.sourceURL, x.sourceCharPosition, x.sourceFunctionName)} via ${x.invoker}${x.forcedStyleAndLayoutDuration > 1 ? `, forced style/layout ${ms(x.forcedStyleAndLayoutDuration)}` : ''}`,
      );
    for (const f of i.frames) {
      const render = f.renderStart ? f.startTime + f.duration - f.renderStart : 0;
      const styleLayout = f.styleAndLayoutStart
        ? f.startTime + f.duration - f.styleAndLayoutStart
        : 0;
      console.log(
        `      long frame ${ms(f.duration)}: scripts ${ms(f.scripts.reduce((n, x) => n + x.duration, 0))}, rendering ${ms(render)} (style+layout ${ms(styleLayout)})`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------

const scenarios: Scenario[] = [
  {
    name: 'answering a vocabulary drill question',
    path: `/exercise/${COURSE.firstSteps}/drill-vocabulary/${EXERCISE.greetingWordsVocabulary}`,
    play: vocabularyDrill,
  },
  {
    name: 'typing in the typing drill',
    path: `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`,
    play: typingDrill,
  },
];

async function main() {
  const mockPort = await freePort();
  const appPort = await freePort();
  const api = `http://127.0.0.1:${mockPort}/api/v1`;
  const appOrigin = `http://localhost:${appPort}`;
  const env = {
    MOCK_PORT: String(mockPort),
    MOCK_BUILD_HASH: BUILD_HASH,
    BUILD_COMMIT_HASH: BUILD_HASH,
  };

  console.log(`starting the mock backend on ${mockPort} and building the app…`);
  const mock = start('mock', 'npx tsx mock-server/main.ts', env);
  // Source maps are emitted only for the attribution (the code is the same production build).
  const build = process.env.BENCH_INP_SKIP_BUILD
    ? 'true'
    : `npx vite build --outDir ${OUT_DIR} --emptyOutDir --sourcemap --logLevel warn`;
  const app = start(
    'app',
    `${build} && npx vite preview --outDir ${OUT_DIR} --port ${appPort} --strictPort`,
    env,
  );
  await waitFor(`http://127.0.0.1:${mockPort}/build-info.json`, 60_000, mock);
  await waitFor(`${appOrigin}/`, 240_000, app);
  const maps = new SourceMaps(OUT_DIR, appOrigin);

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    console.log(
      `\nINP benchmark of the exercise player: Chromium ${browser.version()}, CPU slowdown ${CPU_SLOWDOWN}×, ${RUNS} runs per scenario, built app (vite preview) over the mock backend`,
    );
    for (const scenario of scenarios) {
      const runs: RunResult[] = [];
      // One warm-up run (not counted) lets the preview server and the browser cache settle.
      await measureRun(browser, appOrigin, api, scenario);
      for (let n = 0; n < RUNS; n++) runs.push(await measureRun(browser, appOrigin, api, scenario));
      report(scenario, runs, maps);
      const profiled = await measureRun(browser, appOrigin, api, scenario, true);
      if (profiled.profile) profileSummary(profiled.profile, maps);
    }
  } finally {
    await browser.close();
  }
}

await runBench('bench:inp', DEADLINE_MS, main);
