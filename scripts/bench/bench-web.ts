// `npm run bench:web`: Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) on four
// pages of the production build (vite preview) over the mock backend, both started here on free
// ports, in Debian's Chromium. Each page is measured RUNS times; it prints the median LCP, TBT and
// CLS of each next to the goals of issue 13, the main-thread long tasks of the median run and the
// JavaScript each page downloads (gzipped). It exits non-zero only when it crashes, never on a
// missed goal: the figures go in the README and the notes.
//   sign-in, cold cache            /user/login, storage and cache cleared
//   home signed in, warm cache     /, after one load of home (cache and token kept)
//   home signed in, cold cache     /, after one load of home (storage kept), HTTP cache cleared
//   an exercise question page      a vocabulary drill of hana's, warm cache (the route's first screen)
// Env: BENCH_WEB_RUNS (5), BENCH_WEB_SKIP_BUILD=1 (reuse the last build), BENCH_WEB_ONLY (a
// part of a page's name: measure only the pages whose name contains it, e.g. "home"),
// BENCH_WEB_REPORTS (a folder: each run's Lighthouse report is written there as JSON, to open in
// the Lighthouse viewer or to read with jq), BENCH_WEB_THROTTLING=devtools (throttle the network
// and the CPU for real instead of Lighthouse's simulation, to check what the simulation says; not
// the goals' method), BENCH_WEB_TOKEN_ONLY=1 (home cold with the stored token alone, no load
// before), BENCH_WEB_LANTERN=1 (with BENCH_WEB_REPORTS: also write each run's simulated timeline,
// lantern-<page>-<run>.txt: every request and main-thread task the simulation counted for FCP and
// LCP, with its simulated start and end, which shows what the largest paint waited for),
// BENCH_WEB_ARTIFACTS (a folder: each run's gathered trace and network log, <page>-<run>/, for
// scripts/bench/replay-simulation.ts), CHROME_PATH or CHROMIUM_PATH (Debian's chromium by default).
// BENCH_WEB_BASELINE=<git ref>: a second build, of that commit (scripts/bench/baseline-build.ts),
// measured in the same run, the two builds' runs alternated (its settle run, this tree's, then
// its run 1, this tree's run 1…); each page then prints both builds' medians side by side with
// their difference (scripts/bench/web-report.ts). Its reports and artifacts are named
// <page>-baseline-<run>.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { paths } from '../../src/config/routes';
import { startBaseline } from './baseline-build';
import { BenchFailure, chromiumPath, freePort, runBench, start, waitFor } from './servers';
import { compare, report, type Goal, type Run } from './web-report';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const ONLY = process.env.BENCH_WEB_ONLY ?? '';
const REPORTS = process.env.BENCH_WEB_REPORTS ?? '';
const THROTTLING = process.env.BENCH_WEB_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const TOKEN_ONLY = process.env.BENCH_WEB_TOKEN_ONLY === '1';
const LANTERN = process.env.BENCH_WEB_LANTERN === '1';
const ARTIFACTS = process.env.BENCH_WEB_ARTIFACTS ?? '';
const BASELINE = process.env.BENCH_WEB_BASELINE ?? '';
const SKIP_BUILD = Boolean(process.env.BENCH_WEB_SKIP_BUILD);
const OUT_DIR = 'node_modules/.cache/bench-web-app';
const APP_KEY = 'eigo-learner-web';
const BUILD_HASH = 'bench-web-build';
// Twice the runs and a second build with a baseline.
const DEADLINE_MS = (BASELINE ? 60 : 30) * 60_000;

type Scenario = {
  name: string;
  path: string;
  /** What the page shows once it is there: checked after each run, so a wrong path fails loudly. */
  shows: string;
  signedIn: boolean;
  cache: 'cold' | 'warm';
  goal: Goal;
};

const scenarios: Scenario[] = [
  {
    name: 'sign-in, cold cache',
    path: paths.authLogin(),
    shows: 'input[type="password"]',
    signedIn: false,
    cache: 'cold',
    goal: { lcpMs: 1800, tbtMs: 150, cls: 0.02 },
  },
  {
    name: 'home signed in, warm cache',
    path: paths.home(),
    shows: '.course-cards',
    signedIn: true,
    cache: 'warm',
    goal: { lcpMs: 1500, tbtMs: 150, cls: 0.02 },
  },
  {
    name: 'home signed in, cold cache',
    path: paths.home(),
    shows: '.course-cards',
    signedIn: true,
    cache: 'cold',
    goal: { lcpMs: 2000, tbtMs: 200, cls: 0.02 },
  },
  {
    name: 'an exercise page',
    path: paths.exercise({
      courseUuid: COURSE.firstSteps,
      type: 'drill-vocabulary',
      exerciseUuid: EXERCISE.greetingWordsVocabulary,
    }),
    shows: '.run-bar',
    signedIn: true,
    cache: 'warm',
    goal: { lcpMs: 1800, tbtMs: 150, cls: 0.02 },
  },
];

/** A build being measured: its app's origin, a token of hana's from its own mock. */
type Build = {
  label: string;
  origin: string;
  token: string;
  /** Put before the run's name in the reports' and artifacts' names. */
  runPrefix: string;
};

/** A token of hana's, from the mock's sign-in. */
async function signIn(api: string): Promise<string> {
  const res = await fetch(`${api}/auth/individual/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-App-Key': APP_KEY },
    body: JSON.stringify({ email: 'hana@sakura.example', password: 'sakura2026' }),
  });
  if (!res.ok)
    throw new BenchFailure(`hana's sign-in on ${api}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { authToken: string }).authToken;
}

/** The app's stored sign-in (src/lib/services/storage.ts), written on its origin. */
async function storeSignIn(page: Page, origin: string, token: string) {
  await page.goto(`${origin}/build-info.json`);
  await page.evaluate((t) => localStorage.setItem('eigo.v1.authToken', JSON.stringify(t)), token);
}

/** Where BENCH_WEB_ARTIFACTS keeps a run's gathered artifacts. */
const artifactsFolder = (scenario: Scenario, run: string) =>
  join(ARTIFACTS, `${scenario.name.replace(/[^a-z]+/g, '-')}-${run}`);

/** Writes the run's Lighthouse report to BENCH_WEB_REPORTS, when set. */
function saveReport(result: RunnerResult, scenario: Scenario, run: string) {
  if (!REPORTS) return;
  mkdirSync(REPORTS, { recursive: true });
  const name = `${scenario.name.replace(/[^a-z]+/g, '-')}-${run}.json`;
  writeFileSync(join(REPORTS, name), JSON.stringify(result.lhr));
}

/**
 * The simulated timelines of the run just measured, as text: for each simulation of the first and
 * the largest paint (Lighthouse runs an optimistic and a pessimistic one of each and reports their
 * blend), every node it kept, by simulated start: a request (kind, priority, path) or a main-thread
 * task (the scripts it evaluated, whether it laid out), with the simulated start and end in ms.
 * Lighthouse keeps the last simulation of each label in Simulator.allNodeTimings.
 */
function simulatedTimelines(
  timings: ReadonlyMap<
    string,
    ReadonlyMap<Lantern.Graph.Node, Lantern.Simulation.CompleteNodeTiming>
  >,
): string {
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  const lines: string[] = [];
  for (const [label, nodes] of timings) {
    if (!/ContentfulPaint$/.test(label)) continue;
    const end = Math.max(...[...nodes.values()].map((timing) => timing.endTime));
    lines.push(`${label}: ends at ${Math.round(end)} ms`, 'start\tend\twhat');
    const byStart = [...nodes].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of byStart) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType ?? 'Other'} ${node.request.priority} ${path(node.request.url)}`
          : `task${node.didPerformLayout() ? ' with layout' : ''}${[...node.getEvaluateScriptURLs()].map((url) => ` evaluating ${path(url)}`).join('')}`;
      lines.push(`${Math.round(timing.startTime)}\t${Math.round(timing.endTime)}\t${what}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Writes the run's simulated timelines to BENCH_WEB_REPORTS, with BENCH_WEB_LANTERN=1. */
function saveSimulation(scenario: Scenario, run: string) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  if (LANTERN) {
    const name = `lantern-${scenario.name.replace(/[^a-z]+/g, '-')}-${run}.txt`;
    writeFileSync(join(REPORTS, name), simulatedTimelines(timings));
  }
  // Each run's own simulations only: a label the next run does not simulate would linger.
  timings.clear();
}

function readRun(result: RunnerResult | undefined): Run {
  if (!result) throw new Error('Lighthouse gave no result');
  const { audits } = result.lhr;
  const value = (id: string) => {
    const audit = audits[id];
    if (!audit || typeof audit.numericValue !== 'number') {
      throw new Error(`Lighthouse: no ${id} (${audit?.errorMessage ?? 'missing'})`);
    }
    return audit.numericValue;
  };
  type Item = Record<string, unknown>;
  const items = (id: string): Item[] =>
    ((audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
  const script = items('resource-summary').find((item) => item.resourceType === 'script');
  return {
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    scriptKb: Number(script?.transferSize ?? 0) / 1000,
    longTasks: items('long-tasks').map((item) => ({
      url: String(item.url ?? ''),
      durationMs: Number(item.duration ?? 0),
      startMs: Number(item.startTime ?? 0),
    })),
  };
}

async function measure(
  browser: Browser,
  build: Build,
  scenario: Scenario,
  runName: string,
): Promise<Run> {
  const { origin, token } = build;
  const run = `${build.runPrefix}${runName}`;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    const url = `${origin}${scenario.path}`;
    if (scenario.signedIn) {
      await storeSignIn(page, origin, token);
      // One load first, as on a learner's second visit: the cache holds the app (warm), and the
      // storage holds what the app keeps besides the token (the alias chosen, the push state…).
      // Cold, the cache is then cleared. BENCH_WEB_TOKEN_ONLY=1 skips it for a cold page: the
      // storage holds the token alone (how the figures before 26 November 2026 were taken).
      if (scenario.cache === 'warm' || !TOKEN_ONLY) {
        await page.goto(url, { waitUntil: 'networkidle0' });
      }
    }
    if (scenario.cache === 'cold' && scenario.signedIn) {
      const session = await page.createCDPSession();
      await session.send('Network.clearBrowserCache');
      await session.detach();
    }
    const flags: Flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: THROTTLING,
      // The sign-in page starts from nothing; the signed-in pages keep the stored token (and,
      // warm, the cache), which Lighthouse's storage reset would clear.
      disableStorageReset: scenario.signedIn,
      // BENCH_WEB_ARTIFACTS: what Lighthouse gathered (trace, network log), for
      // scripts/bench/replay-simulation.ts to simulate again with other sizes or calls.
      ...(ARTIFACTS
        ? { gatherMode: artifactsFolder(scenario, run), auditMode: artifactsFolder(scenario, run) }
        : {}),
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (result) saveReport(result, scenario, run);
    saveSimulation(scenario, run);
    // The page measured must be the one meant (not the 404 page, not the sign-in page instead).
    const shown = await page.waitForSelector(scenario.shows, { timeout: 10_000 }).catch(() => null);
    if (!shown) {
      throw new Error(`${scenario.name} (${build.label}): ${url} never showed ${scenario.shows}`);
    }
    return readRun(result);
  } finally {
    await context.close();
  }
}

/** This tree's commit, and whether it has changes not committed (they are built too). */
function treeDescription(): string {
  const git = (...args: string[]) => execFileSync('git', args).toString().trim();
  const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
  return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with changes not committed' : ''}`;
}

async function main() {
  const mockPort = await freePort();
  const appPort = await freePort();
  const api = `http://127.0.0.1:${mockPort}/api/v1`;
  const origin = `http://localhost:${appPort}`;
  const env = {
    MOCK_PORT: String(mockPort),
    MOCK_BUILD_HASH: BUILD_HASH,
    BUILD_COMMIT_HASH: BUILD_HASH,
  };
  if (LANTERN && !REPORTS)
    throw new Error('BENCH_WEB_LANTERN=1 needs BENCH_WEB_REPORTS (a folder)');
  console.log(`starting the mock backend on ${mockPort} and building the app…`);
  const mock = start('mock', 'npx tsx mock-server/main.ts', env);
  const build = SKIP_BUILD
    ? 'true'
    : `npx vite build --outDir ${OUT_DIR} --emptyOutDir --logLevel warn`;
  const app = start(
    'app',
    `${build} && npx vite preview --outDir ${OUT_DIR} --port ${appPort} --strictPort`,
    env,
  );
  const ready = async () => {
    await waitFor(`http://127.0.0.1:${mockPort}/build-info.json`, 60_000, mock);
    await waitFor(`${origin}/`, (BASELINE ? 480 : 240) * 1000, app);
  };
  // The baseline is checked out, built and started meanwhile; either failing ends the run.
  const [, before] = await Promise.all([
    ready(),
    BASELINE ? startBaseline(BASELINE, BUILD_HASH, SKIP_BUILD) : undefined,
  ]);
  // Each build signs in on its own mock. The baseline's runs go first in each pair: before, after.
  const current: Build = { label: 'this tree', origin, token: await signIn(api), runPrefix: '' };
  const builds: Build[] = before
    ? [
        {
          label: before.label,
          origin: before.origin,
          token: await signIn(before.api),
          runPrefix: 'baseline-',
        },
        current,
      ]
    : [current];

  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? chromiumPath(),
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    console.log(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} mobile preset (simulated slow 4G, 4× CPU) on ${await browser.version()}, ${RUNS} runs a page, built app (vite preview) over the mock backend`,
    );
    if (before) {
      console.log(
        `before: ${before.description}\nafter: this tree (${treeDescription()}), each build's runs alternated with the other's`,
      );
    }
    for (const scenario of scenarios.filter((each) => each.name.includes(ONLY))) {
      // One run of each build first (not counted) lets its preview server and mock settle.
      for (const build of builds) await measure(browser, build, scenario, 'settle');
      const runs = builds.map((): Run[] => []);
      for (let n = 1; n <= RUNS; n++) {
        for (const [index, build] of builds.entries()) {
          runs[index]!.push(await measure(browser, build, scenario, String(n)));
        }
      }
      if (before) {
        compare(
          scenario,
          { label: builds[0]!.label, runs: runs[0]! },
          { label: current.label, runs: runs[1]! },
        );
      } else {
        report(scenario, runs[0]!);
      }
    }
  } finally {
    await browser.close();
  }
}

await runBench('bench:web', DEADLINE_MS, main);
