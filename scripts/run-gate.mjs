// `npm test`: the single gate. Runs every check in order, stops at the first failure, and closes
// with a summary of the steps, the total of tests passed and failed, and every test that passed
// only on a retry (vitest's and Playwright's), by name. Under CI=true a test that needed a retry
// fails the gate: a flaky test is a failing test we have not understood yet (docs/testing.md#retries).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

const reports = '.gate';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  // Redocly (OpenAPI and AsyncAPI), then Spectral with the OWASP API Security ruleset
  // (.spectral.yaml) on the bundled contract.
  // Beside the generation, which does not read what the lint writes (.gate/openapi.bundle.json).
  { name: 'contract lint', beside: 'generate', cmd: 'npm run -s lint:contract' },
  { name: 'generate', cmd: 'npm run -s generate' },
  // ESLint, with the three other static checks one after the other beside it: ESLint keeps one
  // core for 30-40 s; TypeScript 7's compiler (the Go port, `typescript-7` in package.json: the
  // `typescript` package stays at 6 for the tools that use its API, typescript-eslint, knip,
  // dependency-cruiser) checks the project in 13-15 s on the other, on one thread so as not to
  // take ESLint's core (TypeScript 6's tsc took 44-60 s here, with ESLint beside it).
  { name: 'lint', cmd: 'npx eslint . --max-warnings 0' },
  { name: 'typecheck', beside: 'lint', cmd: 'npm run -s typecheck -- --singleThreaded' },
  // The layout's rules (docs/architecture.md#boundaries): features apart, the mock out of the
  // app, no cycles (.dependency-cruiser.cjs); no unused files, exports or dependencies (knip).
  { name: 'boundaries (depcruise)', beside: 'lint', cmd: 'npm run -s check:boundaries' },
  { name: 'unused code (knip)', beside: 'lint', cmd: 'npm run -s check:unused' },
  {
    name: 'unit and integration tests',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json --reporter=./tests/support/retry-reporter.ts`,
    env: { RETRY_REPORT: `${reports}/vitest-retries.json` },
    counts: () => vitestCounts(`${reports}/vitest.json`),
    retried: () => vitestRetried(`${reports}/vitest-retries.json`),
  },
  // Beside the vitest run, whose whole-app tests leave a third of two cores idle while they wait
  // (its output follows vitest's, from .gate/pact.log).
  {
    name: 'pact',
    beside: 'unit and integration tests',
    cmd: 'npm run -s pact',
    when: () => hasScript('pact'),
    counts: () =>
      sumCounts(
        vitestCounts(`${reports}/pact-consumer.json`),
        vitestCounts(`${reports}/pact-provider.json`),
      ),
  },
  // `npm run build` without its generation and tsc, which ran as steps above; and the mock as
  // one module, which the e2e run starts (playwright.config.ts, E2E_PREBUILT).
  {
    name: 'build',
    cmd: 'npx vite build && npm run -s build:console && npm run -s mock:bundle',
    when: () => hasScript('build'),
  },
  { name: 'size budget', cmd: 'npm run -s size', when: () => hasScript('size') },
  {
    name: 'e2e (Playwright, Chromium)',
    cmd: 'npx playwright test',
    when: () => existsSync('playwright.config.ts'),
    // The app and the console the build step has just made are served as they are
    // (playwright.config.ts, E2E_PREBUILT); without that step, Playwright builds its own.
    env: () => ({
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
      ...(selected.some((step) => step.name === 'build') ? { E2E_PREBUILT: '1' } : {}),
    }),
    counts: () => playwrightCounts(`${reports}/playwright.json`),
    retried: () => playwrightRetried(`${reports}/playwright.json`),
  },
];

function hasScript(name) {
  return Boolean(JSON.parse(readFileSync('package.json', 'utf8')).scripts?.[name]);
}

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

function sumCounts(...all) {
  const present = all.filter(Boolean);
  if (!present.length) return null;
  return present.reduce((a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }));
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  };
}

/** The vitest tests that passed on a retry (tests/support/retry-reporter.ts). */
function vitestRetried(file) {
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).passedOnRetry.map(
    (t) =>
      `${t.file} › ${t.name} (passed on try ${t.tries})` +
      (t.errors?.length ? `\n      first try: ${t.errors[0].split('\n')[0]}` : ''),
  );
}

/** The Playwright tests reported flaky: failed, then passed on a retry. */
function playwrightRetried(file) {
  if (!existsSync(file)) return [];
  const names = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const tries = test.results?.length ?? 0;
        const error = test.results?.find((r) => r.status !== 'passed')?.error?.message ?? '';
        names.push(
          `${spec.file} › ${[...path, spec.title].join(' › ')} (passed on try ${tries})` +
            (error ? `\n      first try: ${error.split('\n')[0]}` : ''),
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ? [...path, child.title] : path);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
  return names;
}

const strictRetries = process.env.CI === 'true' || process.env.CI === '1';
const retried = [];
const results = [];
const total = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

/** Runs a step: its output on the console, or into `log` when it runs beside another step. */
function runStep(step, log) {
  return new Promise((resolve) => {
    const out = log ? openSync(log, 'w') : null;
    const child = spawn(step.cmd, {
      shell: true,
      stdio: out === null ? 'inherit' : ['ignore', out, out],
      env: { ...process.env, ...(typeof step.env === 'function' ? step.env() : step.env) },
    });
    child.on('exit', (status, signal) => {
      if (out !== null) closeSync(out);
      resolve({ status, signal });
    });
  });
}

/** Reads a finished step's counts and retries, and records it. */
function record(step, run, seconds) {
  const counts = step.counts?.() ?? null;
  const passedOnRetry = step.retried?.() ?? [];
  retried.push(...passedOnRetry.map((name) => `${step.name}: ${name}`));
  if (counts && strictRetries && passedOnRetry.length > 0) {
    // Under CI a test that passed only on its retry counts as failed.
    counts.passed -= passedOnRetry.length;
    counts.failed += passedOnRetry.length;
  }
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  const ok = run.status === 0 && !(strictRetries && passedOnRetry.length > 0);
  if (!ok) failed = true;
  results.push({
    name: step.name,
    status: ok
      ? 'ok'
      : run.status === 0
        ? `FAILED (${passedOnRetry.length} passed only on a retry)`
        : `FAILED (exit ${run.status ?? run.signal})`,
    seconds,
    counts,
  });
}

const selected = steps.filter(
  (step) =>
    (!only.length || only.some((o) => step.name.startsWith(o))) && (!step.when || step.when()),
);
// Steps `beside` one run with it, one after the other in a second lane.
for (const step of selected) {
  if (step.beside && selected.some((other) => other.name === step.beside)) continue;
  if (failed) {
    results.push({ name: step.name, status: 'not run' });
    for (const other of selected.filter((o) => o.beside === step.name))
      results.push({ name: other.name, status: 'not run' });
    continue;
  }
  const besides = selected.filter((other) => other.beside === step.name);
  // The clock time too, to lay a step beside a machine's record of the run (vmstat -t).
  console.log(`\n=== ${step.name}: ${step.cmd} (${new Date().toISOString()})`);
  besides.forEach((other, i) =>
    console.log(
      `=== ${other.name}, beside it${i > 0 ? ` after ${besides[i - 1].name}` : ''}: ${other.cmd} (output in ${reports}/${other.name}.log)`,
    ),
  );
  const started = Date.now();
  const [main, lane] = await Promise.all([
    runStep(step, null).then((run) => ({
      run,
      seconds: ((Date.now() - started) / 1000).toFixed(1),
    })),
    runLane(besides),
  ]);
  record(step, main.run, main.seconds);
  besides.forEach((other, i) => {
    const done = lane[i];
    if (!done) {
      results.push({ name: other.name, status: 'not run' });
      return;
    }
    console.log(
      `\n=== ${other.name} (ran beside ${step.name}, from ${done.offset}s): ${other.cmd}`,
    );
    console.log(readFileSync(`${reports}/${other.name}.log`, 'utf8'));
    record(other, done.run, done.seconds);
  });
}

/**
 * The steps beside another: one after the other in a second lane (their output in .gate/), up to
 * the first that fails; each with its time and its start after the lane's (null: not run).
 */
async function runLane(besides) {
  const laneStarted = Date.now();
  const done = [];
  for (const other of besides) {
    if (done.some((d) => d.run.status !== 0)) break;
    const started = Date.now();
    const run = await runStep(other, `${reports}/${other.name}.log`);
    done.push({
      run,
      seconds: ((Date.now() - started) / 1000).toFixed(1),
      offset: ((started - laneStarted) / 1000).toFixed(1),
    });
  }
  return besides.map((_, i) => done[i] ?? null);
}

console.log('\n=== gate summary');
for (const r of results) {
  const counts = r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  console.log(
    `${r.status === 'ok' ? '✓' : r.status === 'not run' ? '-' : '✗'} ${r.name.padEnd(28)} ${r.status}${r.seconds ? ` in ${r.seconds}s` : ''}${counts}`,
  );
}
console.log(`\npassed on retry: ${retried.length}`);
for (const name of retried) console.log(`  ↻ ${name}`);
if (retried.length > 0) {
  console.log(
    strictRetries
      ? '  Under CI a test that needed a retry fails the gate: find the race (docs/testing.md#retries).'
      : '  Under CI=true these fail the gate: find the race before landing (docs/testing.md#retries).',
  );
}
if (failed && total.failed === 0) total.failed = 1;
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failed ? 1 : 0);
