import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  SwaggerMockValidatorFactory,
  type ValidationFinding,
} from '@pactflow/swagger-mock-validator';
import { providerContract } from './provider-contract';

// The bi-directional contract check (PactFlow's swagger-mock-validator) of a pact file against
// the OpenAPI contract, shared by `../check-against-contract.ts` and its test.

const ROOT = resolve(import.meta.dirname, '../..');
/** The bundled contract `npm run generate` writes. */
export const BUNDLED_CONTRACT = join(ROOT, 'src/api/generated/openapi.json');
/** The contract in the form the validator (and PactFlow) matches: ./provider-contract.ts. */
const PROVIDER_CONTRACT = join(ROOT, 'build/pact/provider-contract.json');

/** Writes PROVIDER_CONTRACT from the bundled contract (or from `bundled` when given). */
export function writeProviderContract(
  bundled: unknown = JSON.parse(readFileSync(BUNDLED_CONTRACT, 'utf8')),
  file = PROVIDER_CONTRACT,
): string {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(providerContract(bundled), null, 2)}\n`);
  return file;
}

/** Every error and warning the validator finds between the pact file and the contract. */
export async function findingsOf(
  pactFile: string,
  contractFile = PROVIDER_CONTRACT,
): Promise<ValidationFinding[]> {
  const outcome = await SwaggerMockValidatorFactory.create().validate({
    specPathOrUrl: contractFile,
    mockPathOrUrl: pactFile,
  });
  return [...outcome.errors, ...outcome.warnings];
}
