import { PACTS_DIR, CONSUMER } from './support/pact-config';
import { brokerBaseUrl, consumerBranch, consumerVersion, pactBroker } from './support/broker';

// `npm run pact:publish` (also the last step of `npm run pact`): publishes the committed pact
// files to the Pact Broker at PACT_BROKER_BASE_URL as this commit's consumer version, on its
// branch. Without a broker it says so and does nothing. See pact/README.md, "Pact Broker".

const broker = brokerBaseUrl();
if (!broker) {
  console.log('pact: PACT_BROKER_BASE_URL is not set, the pact file is not published');
  process.exit(0);
}

const version = consumerVersion();
const branch = consumerBranch();
const args = ['publish', PACTS_DIR, '--consumer-app-version', version];
if (branch) args.push('--branch', branch);
if (process.env.PACT_BUILD_URL) args.push('--build-url', process.env.PACT_BUILD_URL);

console.log(
  `pact: publishing ${CONSUMER} ${version}${branch ? ` (branch ${branch})` : ''} to ${broker}`,
);
process.exit(pactBroker(args));
