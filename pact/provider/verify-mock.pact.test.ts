import { spawn } from 'node:child_process';
import { openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { isVerbose, logFile, PACT_FILE_NAME, PACT_ROOT, PACTS_DIR } from '../support/pact-config';
import type { VerificationReport } from '../support/verify';

// The committed pact against the mock backend (what a backend team runs against theirs): one
// test per interaction. The verification runs in a child process (verify-mock.ts) whose stdout,
// the native verifier's listing, goes to pact/logs/provider-mock-output.log unless PACT_VERBOSE.

type RecordedInteraction = { description: string; providerStates?: { name: string }[] };

const pactFile = join(PACTS_DIR, PACT_FILE_NAME);
const interactions = (
  JSON.parse(readFileSync(pactFile, 'utf8')) as { interactions: RecordedInteraction[] }
).interactions;
const reportPath = join(PACT_ROOT, '.tmp', 'provider-mock-report.json');

let report: VerificationReport;

function runVerification(): Promise<number | null> {
  rmSync(reportPath, { force: true });
  const stdout = isVerbose() ? 'inherit' : openSync(logFile('provider-mock-output'), 'w');
  const child = spawn(
    process.execPath,
    [
      '--no-deprecation',
      '--import',
      'tsx',
      join(PACT_ROOT, 'provider', 'verify-mock.ts'),
      reportPath,
    ],
    { stdio: ['ignore', stdout, 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

beforeAll(async () => {
  const code = await runVerification();
  expect(code, 'the verification process failed (see pact/logs/)').toBe(0);
  report = JSON.parse(readFileSync(reportPath, 'utf8')) as VerificationReport;
}, 120_000);

it.each(
  interactions.map((i) => ({
    ...i,
    given: (i.providerStates ?? []).map((s) => s.name).join(', '),
  })),
)('$description (given $given)', ({ description }) => {
  const result = report.interactionResults.find((r) => r.description === description);
  expect(result, 'not verified: see pact/logs/provider-mock-output.log').toBeDefined();
  expect(result?.result, JSON.stringify(result?.mismatch, null, 2)).toBe('OK');
});
