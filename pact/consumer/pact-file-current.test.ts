import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations } from '../support/contract-operations';
import { interactionDifferences, normalisedPact } from '../support/pact-file';
import {
  CONSOLE_PACT_FILE_NAME,
  CONSUMER_OUTPUT_DIR,
  PACT_FILE_NAME,
  PACTS,
  pactFileName,
  PACTS_DIR,
} from '../support/pact-config';

// Runs after every consumer spec (see the sequencer in pact/vitest.config.ts): the pact files they
// wrote must equal the committed ones, so backend teams never verify a stale contract.

type Pact = {
  interactions?: { description: string; request: { method: string; path: string } }[];
};

const writtenPact = (name: string) =>
  JSON.parse(normalisedPact(join(CONSUMER_OUTPUT_DIR, name)) ?? '{}') as Pact;

/** The operations of the contract no interaction of the pact written as `name` calls. */
function uncoveredOperations(name: string, operationIds?: readonly string[]): string[] {
  const requests = (writtenPact(name).interactions ?? []).map((i) => i.request);
  return contractOperations()
    .filter((operation) =>
      operationIds ? operationIds.includes(operation.operationId) : operation.tag !== 'mock',
    )
    .filter(
      (operation) =>
        !requests.some((r) => r.method === operation.method && operation.pattern.test(r.path)),
    )
    .map((operation) => operation.operationId);
}

describe.each(PACTS.map((pacticipants) => pactFileName(pacticipants)))('%s', (name) => {
  const written = join(CONSUMER_OUTPUT_DIR, name);
  const committed = join(PACTS_DIR, name);

  it(`the committed pact/pacts/${name} is what the consumer specs write`, () => {
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
        `pact/pacts/${name} is stale; run \`npm run pact:consumer -- --update\` and commit it.\n` +
          (summary || '  (same interactions, different contents)'),
      );
    }
  });

  it('every interaction has its own description (the provider reports by description)', () => {
    const descriptions = (writtenPact(name).interactions ?? []).map((i) => i.description);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });
});

it(`${PACT_FILE_NAME}: every operation of the contract but the mock-only ones has an interaction`, () => {
  expect(uncoveredOperations(PACT_FILE_NAME)).toEqual([]);
});

/** The control operations the console drives a live class with (src/console/live/). */
const CONSOLE_LIVE_OPERATIONS = [
  'conductLiveSession',
  'listConductedLiveSessions',
  'getLiveClassView',
  'startLimitedMode',
  'endLimitedMode',
  'endLiveSession',
  'extendLiveSession',
  'sendLiveClassToLobby',
  'getLiveSessionReport',
  'downloadLiveSessionReportCsv',
] as const;

it(`${CONSOLE_PACT_FILE_NAME}: every live-class control operation of the console has an interaction`, () => {
  const known = new Set(contractOperations().map((operation) => operation.operationId));
  expect(CONSOLE_LIVE_OPERATIONS.filter((id) => !known.has(id))).toEqual([]);
  expect(uncoveredOperations(CONSOLE_PACT_FILE_NAME, CONSOLE_LIVE_OPERATIONS)).toEqual([]);
});
