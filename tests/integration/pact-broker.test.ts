import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run pact:publish` and `npm run pact:can-i-deploy` (pact/publish.ts, pact/can-i-deploy.ts)
// through the pact CLI against a stand-in Pact Broker on loopback: what they send, and what they
// answer without a broker.

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const PACT_FILE = join(ROOT, 'pact/pacts/eigo-learner-web-eigo-learner-api.json');

type Seen = { method: string; url: string; authorization?: string; body: string };
const seen: Seen[] = [];
let deployable = true;
let broker: Server;
let baseUrl: string;

beforeAll(async () => {
  broker = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    seen.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      body,
    });
    response.setHeader('Content-Type', 'application/hal+json');
    if (request.url === '/') {
      response.end(
        JSON.stringify({
          _links: { 'pb:publish-contracts': { href: `${baseUrl}/contracts/publish` } },
        }),
      );
    } else if (request.url === '/contracts/publish') {
      response.end(JSON.stringify({ notices: [], _links: {} }));
    } else if (request.url!.startsWith('/matrix')) {
      response.end(
        JSON.stringify({
          summary: {
            deployable,
            reason: deployable ? 'verified' : 'no verification',
            success: 1,
            failed: 0,
            unknown: 0,
          },
          matrix: [],
          notices: [],
        }),
      );
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => broker.close(() => resolve())));

async function script(name: string, env: Record<string, string>) {
  const clean = { ...process.env };
  for (const key of Object.keys(clean)) if (key.startsWith('PACT_BROKER')) delete clean[key];
  try {
    const { stdout } = await run('npx', ['tsx', `pact/${name}.ts`], {
      cwd: ROOT,
      env: { ...clean, ...env },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

const withBroker = () => ({
  PACT_BROKER_BASE_URL: baseUrl,
  PACT_BROKER_TOKEN: 'pactflow-read-write-token',
  PACT_CONSUMER_VERSION: '1.22.20+abc1234',
  PACT_CONSUMER_BRANCH: 'feature/bounds',
  PACT_CAN_I_DEPLOY_RETRIES: '0',
});

// Each test starts the scripts (tsx, then the pact CLI) twice: a few seconds on a quiet machine,
// past vitest's default 5 s on two cores shared with the gate's other steps.
describe('the Pact Broker path', { timeout: 30_000 }, () => {
  it('publishes the committed pacts as the version, on the branch, with the token', async () => {
    seen.length = 0;
    const { code } = await script('publish', withBroker());
    expect(code).toBe(0);
    const publish = seen.find((request) => request.url === '/contracts/publish')!;
    expect(publish.authorization).toBe('Bearer pactflow-read-write-token');
    const body = JSON.parse(publish.body) as {
      pacticipantName: string;
      pacticipantVersionNumber: string;
      branch: string;
      contracts: { consumerName: string; providerName: string; content: string }[];
    };
    expect([body.pacticipantName, body.pacticipantVersionNumber, body.branch]).toEqual([
      'eigo-learner-web',
      '1.22.20+abc1234',
      'feature/bounds',
    ]);
    expect(body.contracts).toHaveLength(1);
    expect([body.contracts[0]!.consumerName, body.contracts[0]!.providerName]).toEqual([
      'eigo-learner-web',
      'eigo-learner-api',
    ]);
    // The pact as committed (the CLI may add its own name to the metadata).
    const published = JSON.parse(Buffer.from(body.contracts[0]!.content, 'base64').toString()) as {
      interactions: unknown[];
    };
    const committed = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: unknown[] };
    expect(published.interactions).toEqual(committed.interactions);

    // Then the console's pact with the mock's control operations, as the same version.
    const publishes = seen.filter((request) => request.url === '/contracts/publish');
    expect(publishes).toHaveLength(2);
    const consolePact = JSON.parse(publishes[1]!.body) as typeof body;
    expect([
      consolePact.pacticipantName,
      consolePact.pacticipantVersionNumber,
      consolePact.branch,
    ]).toEqual(['eigo-console', '1.22.20+abc1234', 'feature/bounds']);
    expect(
      consolePact.contracts.map((contract) => [contract.consumerName, contract.providerName]),
    ).toEqual([['eigo-console', 'eigo-mock-control']]);
  });

  it('asks can-i-deploy for the version and the environment, and follows the answer', async () => {
    seen.length = 0;
    deployable = true;
    const yes = await script('can-i-deploy', { ...withBroker(), PACT_ENVIRONMENT: 'staging' });
    expect(yes.code).toBe(0);
    const matrix = new URL(seen.find((request) => request.url.startsWith('/matrix'))!.url, baseUrl);
    expect(matrix.searchParams.get('q[][pacticipant]')).toBe('eigo-learner-web');
    expect(matrix.searchParams.get('q[][version]')).toBe('1.22.20+abc1234');
    expect(matrix.searchParams.get('environment')).toBe('staging');

    deployable = false;
    expect((await script('can-i-deploy', withBroker())).code).toBe(1);
  });

  it('says so and succeeds without a broker', async () => {
    seen.length = 0;
    const publish = await script('publish', {});
    const ask = await script('can-i-deploy', {});
    expect([publish.code, ask.code]).toEqual([0, 0]);
    expect(publish.stdout).toContain('PACT_BROKER_BASE_URL is not set');
    expect(ask.stdout).toContain('PACT_BROKER_BASE_URL is not set');
    expect(seen).toEqual([]);
  });
});
