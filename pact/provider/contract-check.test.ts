import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_CONTRACT, findingsOf, writeProviderContract } from '../support/contract-check';
import { PACT_FILE_NAME, PACTS_DIR } from '../support/pact-config';
import { providerContract } from '../support/provider-contract';

// The bi-directional check (../check-against-contract.ts) can fail: a pact that drifted from the
// contract in each of three ways is caught; the provider contract is the bundled one, re-based.

type Interaction = {
  description: string;
  request: { method: string; path: string; headers?: Record<string, string[]> };
  response: { status: number; body?: { content?: unknown } };
};
type Pact = { interactions: Interaction[] };

const dir = mkdtempSync(join(tmpdir(), 'contract-check-'));
const committed = JSON.parse(readFileSync(join(PACTS_DIR, PACT_FILE_NAME), 'utf8')) as Pact;
let contract: string;

beforeAll(() => {
  contract = writeProviderContract(undefined, join(dir, 'provider-contract.json'));
});

/** The named interactions of the committed pact, each changed, as a pact file of their own. */
function drifted(changes: Record<string, (interaction: Interaction) => void>): string {
  const pact = structuredClone(committed);
  pact.interactions = Object.entries(changes).map(([description, change]) => {
    const interaction = pact.interactions.find((each) => each.description === description);
    if (!interaction) throw new Error(`no interaction "${description}"`);
    change(interaction);
    return interaction;
  });
  const file = join(dir, 'drifted.json');
  writeFileSync(file, JSON.stringify(pact));
  return file;
}

// The committed pact itself is checked by `npm run pact` (../check-against-contract.ts); one
// validator run costs seconds, so this test checks only that each kind of drift is caught.
describe('the pact against the contract (swagger-mock-validator)', () => {
  it('reports an unknown response property, an unknown path and an undeclared header', async () => {
    const file = drifted({
      // A response property the contract does not name.
      'a request for a course the alias can see': (interaction) => {
        (interaction.response.body!.content as Record<string, unknown>).priceInYen = 1200;
      },
      // A path the contract does not describe.
      'a bookmark of a course': (interaction) => {
        interaction.request.path = interaction.request.path.replace('/bookmarked/', '/starred/');
      },
      // A request header the contract does not declare.
      'a change of accent and speed': (interaction) => {
        interaction.request.headers = { ...interaction.request.headers, 'X-Debug-Trace': ['1'] };
      },
    });
    const findings = await findingsOf(file, contract);
    expect(
      findings.map((finding) => [
        finding.type,
        finding.code,
        finding.mockDetails?.interactionDescription,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['error', 'response.body.incompatible', 'a request for a course the alias can see'],
        ['error', 'request.path-or-method.unknown', 'a bookmark of a course'],
        ['warning', 'request.header.unknown', 'a change of accent and speed'],
      ]),
    );
    expect(findings).toHaveLength(3);
  });
});

describe('the provider contract', () => {
  const bundled = JSON.parse(readFileSync(BUNDLED_CONTRACT, 'utf8')) as {
    paths: Record<string, unknown>;
    servers: { url: string }[];
  };
  const view = providerContract(bundled) as { paths: Record<string, unknown> };

  it('names the servers base path in every path, the same operations', () => {
    const base = bundled.servers[0]!.url;
    expect(Object.keys(view.paths)).toEqual(Object.keys(bundled.paths).map((p) => base + p));
  });

  it('keeps no discriminator (the oneOf decides) and leaves the bundled contract as it was', () => {
    expect(JSON.stringify(view)).not.toContain('"discriminator"');
    expect(JSON.stringify(bundled)).toContain('"discriminator"');
  });
});
