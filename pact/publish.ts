import { join } from 'node:path';
import { PACTS, pactFileName, PACTS_DIR } from './support/pact-config';
import { brokerBaseUrl, consumerBranch, consumerVersion, pactBroker } from './support/broker';

// `npm run pact:publish` (also the last step of `npm run pact`): publishes the committed pact
// files to the Pact Broker at PACT_BROKER_BASE_URL as this commit's consumer version, on its
// branch, one consumer at a time (eigo-learner-web, then eigo-console). Without a broker it says
// so and does nothing. See pact/README.md, "Pact Broker".

const broker = brokerBaseUrl();
if (!broker) {
  console.log('pact: PACT_BROKER_BASE_URL is not set, the pact files are not published');
  process.exit(0);
}

const version = consumerVersion();
const branch = consumerBranch();
for (const pacticipants of PACTS) {
  const args = ['publish', join(PACTS_DIR, pactFileName(pacticipants))];
  args.push('--consumer-app-version', version);
  if (branch) args.push('--branch', branch);
  if (process.env.PACT_BUILD_URL) args.push('--build-url', process.env.PACT_BUILD_URL);
  console.log(
    `pact: publishing ${pacticipants.consumer} ${version}${branch ? ` (branch ${branch})` : ''} ` +
      `(its pact with ${pacticipants.provider}) to ${broker}`,
  );
  const code = pactBroker(args);
  if (code !== 0) process.exit(code);
}
