// `npm test`: the single gate. Runs every check in order, stops at the first failure, and closes
// with a summary of the steps and the total of tests passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';

const reports = '.gate';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  // Redocly (OpenAPI and AsyncAPI), then Spectral with the OWASP API Security ruleset
  // (.spectral.yaml) on the bundled contract.
  { name: 'contract lint', cmd: 'npm run -s lint:contract' },
  { name: 'generate', cmd: 'npm run -s generate' },
  { name: 'typecheck', cmd: 'npx tsc -p tsconfig.json' },
  // The layout's rules (docs/architecture.md#boundaries): features apart, the mock out of the
  // app, no cycles (.dependency-cruiser.cjs); no unused files, exports or dependencies (knip).
  { name: 'boundaries (depcruise)', cmd: 'npm run -s check:boundaries' },
  { name: 'unused code (knip)', cmd: 'npm run -s check:unused' },
  { name: 'lint', cmd: 'npx eslint . --max-warnings 0' },
  {
    name: 'unit and integration tests',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
    counts: () => vitestCounts(`${reports}/vitest.json`),
  },
  {
    name: 'pact',
    cmd: 'npm run -s pact',
    when: () => hasScript('pact'),
    counts: () =>
      sumCounts(
        vitestCounts(`${reports}/pact-consumer.json`),
        vitestCounts(`${reports}/pact-provider.json`),
      ),
  },
  { name: 'build', cmd: 'npm run -s build', when: () => hasScript('build') },
  { name: 'size budget', cmd: 'npm run -s size', when: () => hasScript('size') },
  {
    name: 'e2e (Playwright, Chromium)',
    cmd: 'npx playwright test',
    when: () => existsSync('playwright.config.ts'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    counts: () => playwrightCounts(`${reports}/playwright.json`),
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

const results = [];
const total = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  if (step.when && !step.when()) continue;
  if (failed) {
    results.push({ name: step.name, status: 'not run' });
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.counts?.() ?? null;
  if (counts) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  const ok = run.status === 0;
  if (!ok) failed = true;
  results.push({
    name: step.name,
    status: ok ? 'ok' : `FAILED (exit ${run.status ?? run.signal})`,
    seconds,
    counts,
  });
}

console.log('\n=== gate summary');
for (const r of results) {
  const counts = r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  console.log(
    `${r.status === 'ok' ? '✓' : r.status === 'not run' ? '-' : '✗'} ${r.name.padEnd(28)} ${r.status}${r.seconds ? ` in ${r.seconds}s` : ''}${counts}`,
  );
}
if (failed && total.failed === 0) total.failed = 1;
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failed ? 1 : 0);
