import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { contractOperations } from '../support/contract-operations';
import { interactionDifferences, normalisedPact } from '../support/pact-file';
import { CONSUMER_OUTPUT_DIR, PACT_FILE_NAME, PACTS_DIR } from '../support/pact-config';

// Runs after every consumer spec (see the sequencer in pact/vitest.config.ts): the pact file they
// wrote must equal the committed one, so backend teams never verify a stale contract.

const written = join(CONSUMER_OUTPUT_DIR, PACT_FILE_NAME);
const committed = join(PACTS_DIR, PACT_FILE_NAME);

it(`the committed pact/pacts/${PACT_FILE_NAME} is what the consumer specs write`, () => {
  const actual = normalisedPact(written);
  expect(actual, 'the consumer specs wrote no pact file').toBeDefined();
  if (process.env.PACT_UPDATE === '1') {
    mkdirSync(PACTS_DIR, { recursive: true });
    copyFileSync(written, committed);
  }
  const expected = normalisedPact(committed);
  if (actual !== expected) {
    const { added, removed } = interactionDifferences(expected, actual);
    const summary = [
      ...added.map((key) => `  + ${key}`),
      ...removed.map((key) => `  - ${key}`),
    ].join('\n');
    expect.fail(
      `pact/pacts/${PACT_FILE_NAME} is stale; run \`npm run pact:consumer -- --update\` and commit it.\n` +
        (summary || '  (same interactions, different contents)'),
    );
  }
});

it('every interaction has its own description (the provider reports by description)', () => {
  const pact = JSON.parse(normalisedPact(written) ?? '{}') as {
    interactions?: { description: string }[];
  };
  const descriptions = (pact.interactions ?? []).map((i) => i.description);
  expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
});

it('every operation of the contract but the mock-only ones has an interaction', () => {
  const pact = JSON.parse(normalisedPact(written) ?? '{}') as {
    interactions?: { request: { method: string; path: string } }[];
  };
  const requests = (pact.interactions ?? []).map((i) => i.request);
  const uncovered = contractOperations()
    .filter((operation) => operation.tag !== 'mock')
    .filter(
      (operation) =>
        !requests.some((r) => r.method === operation.method && operation.pattern.test(r.path)),
    )
    .map((operation) => operation.operationId);
  expect(uncovered).toEqual([]);
});
