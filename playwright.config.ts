import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The e2e run: the mock backend and the BUILT app (vite preview, proxying /api and
// /build-info.json to the mock) in Debian's Chromium. Each worker has a backend of its own, so the
// specs that change the backend's state (the clock, maintenance, the build hash) run side by side:
// worker i talks to the mock on MOCK_PORT + i through the preview on E2E_APP_PORT + i. The app is
// built once. E2E_WORKERS sets the number of workers (3: two for most specs, one for the specs that
// wait on real time, below; 1 runs everything in one). Ports can be
// moved with MOCK_PORT and E2E_APP_PORT when the defaults are taken.
const BASE_MOCK_PORT = Number(process.env.E2E_BASE_MOCK_PORT ?? process.env.MOCK_PORT ?? '4010');
const BASE_APP_PORT = Number(process.env.E2E_APP_PORT ?? '4173');
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? '3'));
// The config is read again in every worker, which then knows its index: its own ports.
const WORKER = process.env.TEST_PARALLEL_INDEX;
const index = WORKER === undefined ? 0 : Number(WORKER);
const MOCK_PORT = String(BASE_MOCK_PORT + index);
const APP_PORT = String(BASE_APP_PORT + index);
if (WORKER !== undefined) {
  // The support modules (tests/e2e/support/mock-control.ts) read the worker's mock from here.
  process.env.E2E_BASE_MOCK_PORT = String(BASE_MOCK_PORT);
  process.env.MOCK_PORT = MOCK_PORT;
}
/**
 * E2E_PREBUILT=1 (the gate, scripts/run-gate.mjs, right after its build step): the app in dist/
 * and the console in build/console/ are served as they are, not built again (two builds' time of
 * every gate run), and the mocks run from the bundle that step made (build/mock-server/main.mjs:
 * ready in 3-4 s and 1.5 s of processor time each, against 13-16 s and 5 s under tsx on a busy
 * machine).
 */
const PREBUILT = process.env.E2E_PREBUILT === '1';
/** Else each run builds into its own folder, so a parallel `npm run build` cannot swap files. */
const OUT_DIR = PREBUILT ? 'dist' : `node_modules/.cache/e2e-app-${BASE_APP_PORT}`;
// The specs that read the built files (console, serve-demo, content-security-policy) find them here.
process.env.E2E_APP_DIR = OUT_DIR;
/** The console (vite.console.config.ts) likewise, served by the mock at /__console/. */
const CONSOLE_DIR = resolve(
  PREBUILT ? 'build/console' : `node_modules/.cache/e2e-console-${BASE_APP_PORT}`,
);
/**
 * The build and the mock publish the same hash, so no reload alert appears unless a test asks:
 * the prebuilt app's own (its build-info.json), else the one this run builds with. The specs read
 * it from E2E_BUILD_HASH (tests/e2e/reload-alert.spec.ts).
 */
const E2E_BUILD_HASH = (process.env.E2E_BUILD_HASH ??= PREBUILT
  ? (JSON.parse(readFileSync(`${OUT_DIR}/build-info.json`, 'utf8')) as { commitHash: string })
      .commitHash
  : 'e2e-build');
/** Marks the build of this run done, for the previews of the other workers to start on it. */
const RUN_ID = (process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`);
/**
 * Where the app's Content-Security-Policy reports violations during the run: the recordCspReport
 * of the worker's own mock. Each preview gets its mock's; servers a spec starts itself
 * (serve:demo, the static browser demo) inherit the worker's from the environment. The global
 * teardown fails the run when any mock received a report (tests/e2e/support/csp-teardown.ts).
 */
const cspReportUri = (mockPort: number | string) =>
  `http://127.0.0.1:${mockPort}/api/v1/__mock/csp-reports`;
process.env.CSP_REPORT_URI = cspReportUri(MOCK_PORT);
/** Every mock of the run, for the teardown. */
process.env.E2E_MOCK_ORIGINS = Array.from(
  { length: WORKERS },
  (_, i) => `http://127.0.0.1:${BASE_MOCK_PORT + i}`,
).join(' ');

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' })
      .toString()
      .trim();
  } catch {
    throw new Error('No Chromium found: install Debian chromium or set CHROMIUM_PATH');
  }
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell), which Playwright itself runs for
 * headless Chromium by default: the same engine without the browser's UI, a seventh less time
 * on the e2e run on two cores. It has no notifications, push or permission prompts: the tests
 * tagged @full-chromium run in the whole browser. Null without it (everything runs in the
 * browser), or with CHROMIUM_PATH set (that one runs everything).
 */
function headlessShellPath(): string | null {
  if (process.env.CHROMIUM_PATH) return null;
  try {
    return execSync('command -v chromium-headless-shell', { shell: '/bin/sh' }).toString().trim();
  } catch {
    return null;
  }
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** A project's browser: Desktop Chrome's settings with the executable given. */
const chromiumUse = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
});
/** The tests that need the whole browser (notifications, push, the microphone's permission). */
const FULL_CHROMIUM = /@full-chromium/;
/**
 * The specs that mostly wait on real time: the live class's polls (every 5 s, as the spec says),
 * the teacher's console polling its class, conversations at the pace of their lines. Measured over
 * a whole run (vmstat beside the report's start times), the two cores stood 40-70 % idle while
 * they ran; as files run in name order, both workers used to be in them at once. They run in a
 * project of their own, on one worker of their own beside the two that run the rest, so their
 * waiting fills no one's time (docs/testing.md#e2e). Which spec waits and which computes was
 * measured test by test (the processor time of its worker and browser against its duration,
 * 1 December 2026): the console's axe checks (0.6 of a core for 45 s) moved to a spec of their own
 * in the other project, and the sentence reading's recordings (0.14 of a core for 55 s) came here.
 * Once the axe checks cost less, this worker's files ended the run alone (its last test 28-31 s
 * after the other two workers' on a clean clone): the room's truth (half a core for 17 s) and the
 * maintenance switch (0.4 of a core for 5 s), the two that wait least, went to the other project.
 */
const REAL_TIME_SPECS = [
  'answer-sheet-fits-chat',
  'chat-feedback',
  'console',
  'live-class',
  'live-class-lock',
  'live-class-stale',
  'live-class-time',
  'live-dialogs',
  'live-whole-class',
  'speaking-chat',
  'speaking-demo-cues',
  'speaking-reading',
].map((name) => `**/${name}.spec.ts`);
const HEADLESS_SHELL = headlessShellPath();

/**
 * The servers of the run: one mock per worker (the first builds the console they all serve, unless
 * prebuilt) and one preview per worker, each proxying to its mock (the first builds the app, the
 * others wait for that build, its folder marked with this run's id; a prebuilt app is served by
 * each at once; by vite's own script, not through npx, which costs each start half a second of
 * one core). Each must answer at its url before the first test.
 */
const E2E_SERVERS = [
  ...Array.from({ length: WORKERS }, (_, i) => ({
    name: `mock ${i}`,
    command: PREBUILT
      ? 'node build/mock-server/main.mjs'
      : `${i === 0 ? `npx vite build --config vite.console.config.ts --outDir ${CONSOLE_DIR} --emptyOutDir --logLevel warn && ` : ''}npx tsx mock-server/main.ts`,
    // The mock listens on 127.0.0.1 only (`localhost` may resolve to ::1 first).
    url: `http://127.0.0.1:${BASE_MOCK_PORT + i}/build-info.json`,
    env: {
      MOCK_PORT: String(BASE_MOCK_PORT + i),
      MOCK_BUILD_HASH: E2E_BUILD_HASH,
      MOCK_CONSOLE_DIR: CONSOLE_DIR,
      // The writing checker (harper.js) set up before the mock answers, not during a test's first
      // writing check: its setup holds the mock for seconds, over 15 on two busy cores.
      MOCK_PREPARE_WRITING_CHECKER: '1',
    },
  })),
  ...Array.from({ length: WORKERS }, (_, i) => ({
    name: `preview ${i}`,
    command: PREBUILT
      ? `node node_modules/vite/bin/vite.js preview --outDir ${OUT_DIR} --port ${BASE_APP_PORT + i} --strictPort`
      : i === 0
        ? `npx vite build --outDir ${OUT_DIR} --emptyOutDir && node -e "require('fs').writeFileSync('${OUT_DIR}/.e2e-run', process.env.E2E_RUN_ID)" && npx vite preview --outDir ${OUT_DIR} --port ${BASE_APP_PORT} --strictPort`
        : `until [ "$(cat ${OUT_DIR}/.e2e-run 2>/dev/null)" = "$E2E_RUN_ID" ]; do sleep 0.5; done; npx vite preview --outDir ${OUT_DIR} --port ${BASE_APP_PORT + i} --strictPort`,
    url: `http://localhost:${BASE_APP_PORT + i}/`,
    env: {
      MOCK_PORT: String(BASE_MOCK_PORT + i),
      BUILD_COMMIT_HASH: E2E_BUILD_HASH,
      CSP_REPORT_URI: cspReportUri(BASE_MOCK_PORT + i),
      E2E_RUN_ID: RUN_ID,
    },
  })),
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/csp-teardown.ts',
  // Traces and screenshots per run as well, so runs on other ports never delete each other's.
  outputDir: `test-results/e2e-${BASE_APP_PORT}`,
  // One backend per worker (above); the specs of a file run in order on one of them.
  workers: WORKERS,
  fullyParallel: false,
  // On CI a failed spec is run once more (reported as flaky) so a timing hiccup on a loaded
  // machine does not decide the gate; locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    locale: 'ja-JP',
    // The learners' devices are in Japan. (It matters for the specs on a fixed clock:
    // page.clock's Date returns plain Dates from its constructor, so @date-fns/tz's TZDate, a
    // Date subclass, cannot be built under it and reads the device's zone instead of Japan's.
    // That Japan-time labels never depend on the device's zone is tested in vitest, with the
    // device in Europe/Berlin and America/Los_Angeles.)
    timezoneId: 'Asia/Tokyo',
    // A trace only of a retried test (the first try's failure is in its error context: the page's
    // accessibility snapshot and the failed step). Recording every test cost a third of the run's
    // time on two cores (exercises-kinds + exercises-accessibility: 222 s → 151 s of test time).
    trace: 'on-first-retry',
    // The app's service worker only where a spec is about it (`test.use({ serviceWorkers:
    // 'allow' })`: offline, push, the in-browser demo's msw worker): installing it precaches the
    // whole build in every new context, a third of the e2e run's processor time on two cores
    // (17 tests: 35 s → 22 s of CPU). docs/testing.md#e2e.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: HEADLESS_SHELL ? FULL_CHROMIUM : undefined,
      testIgnore: REAL_TIME_SPECS,
      // One worker is kept for the real-time specs.
      workers: Math.max(1, WORKERS - 1),
      use: chromiumUse(HEADLESS_SHELL ?? chromiumPath()),
    },
    {
      name: 'chromium-real-time',
      grepInvert: HEADLESS_SHELL ? FULL_CHROMIUM : undefined,
      testMatch: REAL_TIME_SPECS,
      workers: 1,
      use: chromiumUse(HEADLESS_SHELL ?? chromiumPath()),
    },
    ...(HEADLESS_SHELL
      ? [{ name: 'chromium-full', grep: FULL_CHROMIUM, use: chromiumUse(chromiumPath()) }]
      : []),
  ],
  // Every worker's mock and preview, started at once by one command (./tests/e2e/support/
  // e2e-servers.mjs), which says when all of them answer: Playwright starts the entries of a
  // webServer list one after another, each once the one before answers (six servers: 15-16 s
  // before the first test on two cores).
  webServer: {
    command: 'node tests/e2e/support/e2e-servers.mjs',
    env: { E2E_SERVERS: JSON.stringify(E2E_SERVERS) },
    wait: { stdout: /e2e servers ready/ },
    timeout: 240_000,
    // Each server is a process group of its own, which the script stops when told to (without
    // this, Playwright would SIGKILL the script's group only, leaving the servers behind).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
