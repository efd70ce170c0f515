import { spawn } from 'node:child_process';
import { openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isVerbose,
  logFile,
  PACT_FILE_NAME,
  PACT_ROOT,
  PACTS,
  pactFileName,
  PACTS_DIR,
} from '../support/pact-config';
import type { VerificationReport } from '../support/verify';

// Every committed pact against the mock backend (what a backend team runs against theirs): one
// test per interaction. The learner pact (eigo-learner-api) and the console's pact of the control
// operations (eigo-mock-control) are verified each in a child process (verify-mock.ts) whose
// stdout, the native verifier's listing, goes to pact/logs/provider-mock-output[-<provider>].log
// unless PACT_VERBOSE.

type RecordedInteraction = { description: string; providerStates?: { name: string }[] };

function runVerification(name: string, reportPath: string, output: string): Promise<number | null> {
  rmSync(reportPath, { force: true });
  const stdout = isVerbose() ? 'inherit' : openSync(logFile(output), 'w');
  const child = spawn(
    process.execPath,
    [
      '--no-deprecation',
      '--import',
      'tsx',
      join(PACT_ROOT, 'provider', 'verify-mock.ts'),
      reportPath,
      name,
    ],
    { stdio: ['ignore', stdout, 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

describe.each(PACTS.map((pacticipants) => ({ name: pactFileName(pacticipants), ...pacticipants })))(
  '$name',
  ({ name, provider }) => {
    const interactions = (
      JSON.parse(readFileSync(join(PACTS_DIR, name), 'utf8')) as {
        interactions: RecordedInteraction[];
      }
    ).interactions;
    const learner = name === PACT_FILE_NAME;
    const reportPath = join(PACT_ROOT, '.tmp', `provider-mock-report-${provider}.json`);
    const output = learner ? 'provider-mock-output' : `provider-mock-output-${provider}`;
    let report: VerificationReport;

    beforeAll(async () => {
      const code = await runVerification(name, reportPath, output);
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
      expect(result, `not verified: see pact/logs/${output}.log`).toBeDefined();
      expect(result?.result, JSON.stringify(result?.mismatch, null, 2)).toBe('OK');
    });
  },
);
