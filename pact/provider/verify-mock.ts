import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACT_FILE_NAME, PACTS_DIR } from '../support/pact-config';
import { verifyPacts } from '../support/verify';
import { mockStateHandlers, startMockProvider } from './mock-provider';

// `tsx pact/provider/verify-mock.ts <report.json> [<pact file name>]`: verifies a committed pact
// (the learner pact unless named) against the mock backend in this process and writes the
// verifier's report. Run as a child process by verify-mock.pact.test.ts, because the native
// verifier prints its own output on stdout.

const [reportPath, pactFileName = PACT_FILE_NAME] = process.argv.slice(2);
if (!reportPath) throw new Error('usage: verify-mock.ts <report.json> [<pact file name>]');

const provider = await startMockProvider();
try {
  const report = await verifyPacts({
    providerBaseUrl: provider.url,
    pactUrls: [join(PACTS_DIR, pactFileName)],
    stateHandlers: mockStateHandlers(),
    logName: 'provider-mock',
  });
  writeFileSync(reportPath, JSON.stringify(report, null, 2));
} finally {
  await provider.close();
}
