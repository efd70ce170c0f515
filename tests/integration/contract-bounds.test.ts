import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../mock-server/handlers/index';
import { snapshotStore } from '../../mock-server/persistence/snapshot';
import {
  JSON_BODY_LIMIT_BYTES,
  RECORDING_BODY_LIMIT_BYTES,
} from '../../mock-server/runtime/body-limits';
import { setClock } from '../../mock-server/runtime/clock';
import { resetStore } from '../../mock-server/seed/index';
import { ALIAS, USER } from '../../mock-server/seed/demo-identities';
import { createMockApp } from '../../mock-server/server';
import { discoverPathParameters } from '../support/path-parameters';
import { signIn, TEST_NOW, useMockBackend } from '../support/mock-backend';
import { toneWav } from '../support/wav-builder';

// Issue 28: the contract bounds every string, list and number, and the mock enforces the bounds
// as it enforces the rest of the contract. An over-long answer and an over-large list are a 400
// problem naming the field; a body over the server's limit is a 413 problem; none of them changes
// anything, which each test reads back through the API (and checks in the store itself).

type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: Record<string, string[]>;
};

const HANA = USER.hana;
const KEY = { 'X-App-Key': 'bounds-test', 'Accept-Language': 'en' };
const JSON_TYPE = { 'Content-Type': 'application/json' };
const uuid = (i: number) => `0b7c1f9e-5d0a-4f4b-9a53-${i.toString(16).padStart(12, '0')}`;

function expectProblem(
  status: number,
  contentType: string | null,
  problem: Problem,
  expected: number,
) {
  expect(status).toBe(expected);
  expect(contentType).toContain('application/problem+json');
  // RFC 9457 members, the same shape as every other problem of the mock.
  expect(problem).toMatchObject({ status: expected });
  expect(typeof problem.type).toBe('string');
  expect(typeof problem.title).toBe('string');
  expect(typeof problem.detail).toBe('string');
}

describe('bounds under msw (the handlers parse with the generated validators)', () => {
  useMockBackend();

  let headers: Record<string, string>;
  let params: Record<string, string | number>;
  let exercisePath: string;

  beforeEach(async () => {
    const token = await signIn(HANA.email, HANA.password);
    params = await discoverPathParameters(token);
    headers = {
      ...KEY,
      ...JSON_TYPE,
      Authorization: `Token ${token}`,
      'X-Alias-Uuid': String(params.aliasUuid),
    };
    exercisePath = `http://localhost/api/v1/exercises/${params.courseUuid}/${params.exerciseType}/${params.exerciseUuid}`;
  });

  /** Hana's events in the mock's activity log (answers, starts), read through the API. */
  async function hanasActivity(): Promise<unknown[]> {
    const response = await fetch(
      `http://localhost/api/v1/__mock/activity?userEmail=${encodeURIComponent(HANA.email)}`,
    );
    expect(response.status).toBe(200);
    return (await response.json()) as unknown[];
  }

  async function post(path: string, body: unknown) {
    const response = await fetch(`${exercisePath}${path}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const type = response.headers.get('content-type');
    return { status: response.status, type, body: (await response.json()) as Problem };
  }

  it('refuses an answer one character over 2000 with a 400 naming `answer`, and logs nothing', async () => {
    const started = await post('/start/', {});
    expect(started.status).toBe(200);
    const logId = (started.body as unknown as { logId: number }).logId;
    const activity = await hanasActivity();
    const store = JSON.stringify(snapshotStore().tables);

    const answer = await post('/log/', {
      logId,
      problemUuid: uuid(1),
      answer: 'a'.repeat(2001),
      skipped: false,
    });

    expectProblem(answer.status, answer.type, answer.body, 400);
    expect(Object.keys(answer.body.errors ?? {})).toContain('answer');
    expect(await hanasActivity()).toEqual(activity);
    expect(JSON.stringify(snapshotStore().tables)).toBe(store);
  });

  it('refuses 201 problem uuids (over maxItems 200) with a 400 naming `problemUuids`, and starts nothing', async () => {
    const activity = await hanasActivity();
    const store = JSON.stringify(snapshotStore().tables);

    const practice = await post('/start/practice-mode/', {
      problemUuids: Array.from({ length: 201 }, (_, i) => uuid(i)),
    });
    const test = await post('/start/', {
      problemUuids: Array.from({ length: 201 }, (_, i) => uuid(i)),
    });

    for (const refused of [practice, test]) {
      expectProblem(refused.status, refused.type, refused.body, 400);
      expect(Object.keys(refused.body.errors ?? {})).toContain('problemUuids');
    }
    expect(await hanasActivity()).toEqual(activity);
    expect(JSON.stringify(snapshotStore().tables)).toBe(store);
  });

  it('refuses a JSON body over 256 KiB with a 413 problem, and stores nothing', async () => {
    const started = await post('/start/', {});
    const logId = (started.body as unknown as { logId: number }).logId;
    const activity = await hanasActivity();
    const store = JSON.stringify(snapshotStore().tables);
    // Valid JSON, every field within its bounds, but padded past the body limit.
    const body = JSON.stringify({
      logId,
      problemUuid: uuid(1),
      answer: 'a',
      skipped: false,
      padding: ' '.repeat(JSON_BODY_LIMIT_BYTES),
    });

    const answer = await post('/log/', body);

    expectProblem(answer.status, answer.type, answer.body, 413);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['body']);
    expect(await hanasActivity()).toEqual(activity);
    expect(JSON.stringify(snapshotStore().tables)).toBe(store);
  });
});

/** One request over a socket, its body sent as it is. */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Uint8Array | string,
): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    // The server may answer 413 and close before the whole body is written.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

describe('body limits of the express server', () => {
  let server: Server;
  let base: string;
  let token: string;

  beforeAll(async () => {
    const app = createMockApp(createHandlers({ control: true }));
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    setClock(TEST_NOW);
    await resetStore();
    const login = await raw(
      base,
      'POST',
      '/api/v1/auth/individual/',
      { ...KEY, ...JSON_TYPE },
      JSON.stringify({ email: HANA.email, password: HANA.password }),
    );
    expect(login.status).toBe(200);
    token = (JSON.parse(login.body) as { authToken: string }).authToken;
  });
  afterAll(() => {
    server.close();
    setClock(null);
  });

  it('refuses a recording over 8 MiB (and its multipart overhead) with a 413 problem, and keeps no recording', async () => {
    const store = JSON.stringify(snapshotStore().tables);
    const tooLarge = new Uint8Array(RECORDING_BODY_LIMIT_BYTES + 64 * 1024 + 1);
    tooLarge.set(toneWav().subarray(0, 44)); // a WAV header, then more audio than allowed

    const upload = await raw(
      base,
      'PUT',
      '/api/v1/recordings/bounds-too-large.wav',
      { ...KEY, 'Content-Type': 'audio/wav' },
      tooLarge,
    );

    expect(upload.status).toBe(413);
    expect(upload.type).toContain('application/problem+json');
    const problem = JSON.parse(upload.body) as Problem;
    expect(problem).toMatchObject({
      status: 413,
      type: 'https://eigo.example/problems/payload-too-large',
      title: 'Request too large',
    });
    expect(Object.keys(problem.errors ?? {})).toEqual(['body']);
    // Read back through the API: no such recording.
    const played = await raw(base, 'GET', '/api/v1/recordings/bounds-too-large.wav', {});
    expect(played.status).toBe(404);
    expect(JSON.stringify(snapshotStore().tables)).toBe(store);
  });

  it('still takes a recording under the limit', async () => {
    const upload = await raw(
      base,
      'PUT',
      '/api/v1/recordings/bounds-small.wav',
      { ...KEY, 'Content-Type': 'audio/wav' },
      toneWav(),
    );
    expect(upload.status).toBe(200);
  });

  it('refuses a JSON body over 256 KiB with a 413 problem (in Japanese by default), and changes nothing', async () => {
    const before = await raw(base, 'GET', '/api/v1/user/profile/', {
      ...KEY,
      Authorization: `Token ${token}`,
      'X-Alias-Uuid': ALIAS.hanaSakura,
    });
    const store = JSON.stringify(snapshotStore().tables);
    const body = JSON.stringify({ text: 'a', padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });

    const answer = await raw(
      base,
      'POST',
      '/api/v1/user/profile/',
      {
        'X-App-Key': 'bounds-test',
        ...JSON_TYPE,
        Authorization: `Token ${token}`,
        'X-Alias-Uuid': ALIAS.hanaSakura,
      },
      body,
    );

    expect(answer.status).toBe(413);
    expect(answer.type).toContain('application/problem+json');
    const problem = JSON.parse(answer.body) as Problem;
    expect(problem).toMatchObject({ status: 413, title: 'リクエストが大きすぎます' });
    expect(problem.errors?.body).toHaveLength(1);
    const after = await raw(base, 'GET', '/api/v1/user/profile/', {
      ...KEY,
      Authorization: `Token ${token}`,
      'X-Alias-Uuid': ALIAS.hanaSakura,
    });
    expect(before.status).toBe(200);
    expect(after.body).toBe(before.body);
    expect(JSON.stringify(snapshotStore().tables)).toBe(store);
  });
});
