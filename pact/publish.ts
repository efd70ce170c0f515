import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSUMER, PACT_FILE_NAME, PACTS_DIR, PROVIDER } from './support/pact-config';

// `tsx pact/publish.ts` (the last step of `npm run pact`): publishes the committed pact file to
// the Pact Broker at PACT_BROKER_BASE_URL, and does nothing without it. See pact/README.md.

const brokerUrl = process.env.PACT_BROKER_BASE_URL;
if (!brokerUrl) {
  console.log('pact: PACT_BROKER_BASE_URL is not set, the pact file is not published');
  process.exit(0);
}

/** The consumer version and branch: from the environment, else from git (read only). */
function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}
const version = process.env.PACT_CONSUMER_VERSION ?? git('rev-parse', 'HEAD');
const branch = process.env.PACT_CONSUMER_BRANCH ?? git('rev-parse', '--abbrev-ref', 'HEAD');

const headers: Record<string, string> = {
  'Content-Type': 'application/json',
  Accept: 'application/hal+json',
};
if (process.env.PACT_BROKER_TOKEN)
  headers.Authorization = `Bearer ${process.env.PACT_BROKER_TOKEN}`;
else if (process.env.PACT_BROKER_USERNAME) {
  const basic = `${process.env.PACT_BROKER_USERNAME}:${process.env.PACT_BROKER_PASSWORD ?? ''}`;
  headers.Authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
}

const response = await fetch(new URL('contracts/publish', brokerUrl.replace(/\/?$/, '/')), {
  method: 'POST',
  headers,
  body: JSON.stringify({
    pacticipantName: CONSUMER,
    pacticipantVersionNumber: version,
    branch,
    ...(process.env.PACT_BUILD_URL ? { buildUrl: process.env.PACT_BUILD_URL } : {}),
    contracts: [
      {
        consumerName: CONSUMER,
        providerName: PROVIDER,
        specification: 'pact',
        contentType: 'application/json',
        content: readFileSync(join(PACTS_DIR, PACT_FILE_NAME)).toString('base64'),
      },
    ],
  }),
});
if (!response.ok) {
  console.error(
    `pact: publishing to ${brokerUrl} failed: HTTP ${response.status} ${await response.text()}`,
  );
  process.exit(1);
}
console.log(`pact: published ${CONSUMER} ${version} (branch ${branch}) to ${brokerUrl}`);
