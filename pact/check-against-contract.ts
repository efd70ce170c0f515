import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { BUNDLED_CONTRACT, findingsOf, writeProviderContract } from './support/contract-check';
import { PACTS_DIR } from './support/pact-config';

// `npm run pact:check-contract` (part of `npm run pact`, so of `npm test`): the bi-directional
// contract check. Every committed pact is compared with the OpenAPI contract by PactFlow's
// swagger-mock-validator, the check PactFlow runs when a provider publishes its contract: each
// request must be one the contract describes (path, method, headers, query, body) and each
// response one the contract's schema accepts, with no property the schema does not name. Any
// error or warning fails the step.
//
// The validator reads `build/pact/provider-contract.json`, the bundled contract in the form the
// validator (and PactFlow) matches; `./support/provider-contract.ts` says what differs and why.

const ROOT = resolve(import.meta.dirname, '..');

let contract: string;
try {
  contract = writeProviderContract();
} catch {
  console.error(`pact: ${relative(ROOT, BUNDLED_CONTRACT)} is missing; run \`npm run generate\``);
  process.exit(1);
}

const pacts = readdirSync(PACTS_DIR).filter((name) => name.endsWith('.json'));
if (pacts.length === 0) {
  console.error(`pact: no pact file in ${relative(ROOT, PACTS_DIR)}`);
  process.exit(1);
}

let total = 0;
for (const name of pacts) {
  const findings = await findingsOf(join(PACTS_DIR, name), contract);
  const errors = findings.filter((finding) => finding.type === 'error').length;
  total += findings.length;
  console.log(
    `pact: ${name} against the contract: ${errors} error(s), ${findings.length - errors} warning(s)`,
  );
  for (const finding of findings) {
    console.log(`  ${finding.type} ${finding.code}: ${finding.message}`);
    const where = finding.mockDetails?.interactionDescription;
    if (where) console.log(`    in "${where}" at ${finding.mockDetails?.location ?? '?'}`);
  }
}
if (total > 0) process.exit(1);
