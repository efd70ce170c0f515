import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PACT_FILE_NAME, PACTS_DIR } from './support/pact-config';
import { verifyPacts } from './support/verify';

// `npm run pact:verify -- --provider-base-url <url> [--state-setup-url <url>] [--pact <file>]…
//   [--verbose] [--provider-version <v> [--provider-branch <b>]]`
// Verifies a running provider (a real backend in its team's CI, or `npm run mock`) against the
// committed pact files. The state-setup request it sends is described in pact/README.md. With
// PACT_BROKER_BASE_URL and a provider version the results are published to the Broker.

const { values } = parseArgs({
  options: {
    'provider-base-url': { type: 'string' },
    'state-setup-url': { type: 'string' },
    pact: { type: 'string', multiple: true },
    verbose: { type: 'boolean', default: false },
    'provider-version': { type: 'string' },
    'provider-branch': { type: 'string' },
  },
});

const providerBaseUrl = values['provider-base-url'];
if (!providerBaseUrl) {
  console.error(
    'usage: npm run pact:verify -- --provider-base-url <url> [--state-setup-url <url>]',
  );
  process.exit(2);
}
if (values.verbose) process.env.PACT_VERBOSE = '1';

const providerVersion = values['provider-version'] ?? process.env.PACT_PROVIDER_VERSION;
const publish = process.env.PACT_BROKER_BASE_URL && providerVersion;
const pactUrls = values.pact?.map((file) => resolve(file)) ?? [join(PACTS_DIR, PACT_FILE_NAME)];

// The verifier waits 30 s on every interaction of a provider it cannot reach: say so at once.
for (const url of [providerBaseUrl, values['state-setup-url']]) {
  if (url && !(await reachable(url))) {
    console.error(`pact:verify: nothing answers at ${url}`);
    process.exit(1);
  }
}

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

const report = await verifyPacts({
  providerBaseUrl,
  pactUrls,
  stateSetupUrl: values['state-setup-url'],
  logName: 'verify-cli',
  ...(publish
    ? {
        publish: {
          providerVersion,
          providerVersionBranch: values['provider-branch'] ?? process.env.PACT_PROVIDER_BRANCH,
        },
      }
    : {}),
});

const failed = report.interactionResults.filter((r) => r.result !== 'OK');
const total = report.interactionResults.length;
if (report.result && failed.length === 0) {
  console.log(`pact:verify: all ${total} interactions honoured by ${providerBaseUrl}`);
} else {
  console.error(
    `pact:verify: ${failed.length} of ${total} interactions failed against ${providerBaseUrl}`,
  );
  for (const { description, providerStates } of failed) {
    console.error(`  ✗ ${description} (given ${providerStates.join(', ')})`);
  }
  if (total === 0) console.error(JSON.stringify(report.errors, null, 2));
  console.error('details: the listing above, and pact/logs/verify-cli.log');
  process.exitCode = 1;
}
