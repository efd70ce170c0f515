import { CONSUMER } from './support/pact-config';
import { brokerBaseUrl, consumerVersion, pactBroker } from './support/broker';

// `npm run pact:can-i-deploy`: asks the Pact Broker whether this commit's consumer version can
// be deployed to PACT_ENVIRONMENT (default production): whether every provider version deployed
// there verified its pact (or, on PactFlow, passed the bi-directional check). Exit 0 yes, 1 no.
// Without a broker it says so and exits 0. See pact/README.md, "Pact Broker".

const broker = brokerBaseUrl();
if (!broker) {
  console.log('pact: PACT_BROKER_BASE_URL is not set, no broker to ask can-i-deploy');
  process.exit(0);
}

const environment = process.env.PACT_ENVIRONMENT?.trim() || 'production';
const version = consumerVersion();
console.log(`pact: can ${CONSUMER} ${version} be deployed to ${environment}? (asking ${broker})`);
process.exit(
  pactBroker([
    'can-i-deploy',
    '--pacticipant',
    CONSUMER,
    '--version',
    version,
    '--to-environment',
    environment,
    // A verification may still be running in the provider's CI: wait for it a while.
    '--retry-while-unknown',
    process.env.PACT_CAN_I_DEPLOY_RETRIES?.trim() || '6',
    '--retry-interval',
    '10',
  ]),
);
