import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeSettings, currentSettings } from '../../mock-server/db/app-settings';
import { users } from '../../mock-server/db/identity';
import { createHandlers } from '../../mock-server/handlers/index';
import { setClock } from '../../mock-server/runtime/clock';
import { resetStore } from '../../mock-server/seed/index';
import { USER } from '../../mock-server/seed/demo-identities';
import { createMockApp } from '../../mock-server/server';
import { TEST_NOW, useMockBackend } from '../support/mock-backend';
import { buildWav, toneWav } from '../support/wav-builder';

// Whether a request is a control operation, a read of public storage or an API call is decided
// by its pathname alone; everything else gets the key check, the token check and maintenance.
// And the addresses the mock hands out never come from headers a client controls. A stolen token
// ends with its lifetime and with the victim's next password change; a link works once; an
// upload never replaces someone else's recording.

type Answer = { status: number; type: string; body: string };

/** One request with its path sent byte for byte (fetch would resolve `..` and drop nothing). */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Uint8Array | string,
): Promise<Answer> {
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
    req.on('error', reject);
    req.end(body);
  });
}

const KEY = { 'X-App-Key': 'hostile-test', 'Accept-Language': 'en' };
const JSON_BODY = { 'Content-Type': 'application/json' };

/** Paths that look like the profile read but carry a control or storage path in them. */
const PROFILE_LOOKALIKES = [
  '/api/v1/user/profile/?x=/__mock/',
  '/api/v1/user/profile/?x=/api/v1/__mock/',
  '/api/v1/user/profile/?/recordings/a.wav',
  '/api/v1/user/profile/?/api/v1/recordings/a.wav',
  '/api/v1/__mock/../user/profile/',
  '/recordings/x.wav/../../api/v1/user/profile/',
  '/api/v1/recordings/x.wav/../../user/profile/',
];

/** Paths that an msw `*` pattern or a naive decoder would take for a control operation. */
const CONTROL_LOOKALIKES = [
  '/api/v1/%5F%5Fmock/reset',
  '/api/v1/%5f%5fmock/reset',
  '//api/v1/__mock/reset',
  '/x/api/v1/__mock/reset',
  '/api/v1/user/api/v1/__mock/reset',
];

/** Paths that an msw `*` pattern would take for public storage. */
const STORAGE_LOOKALIKES = [
  '/x/api/v1/recordings/a.wav',
  '//api/v1/recordings/a.wav',
  '/api/v1/recordings/a%2Eb.wav',
];

function expectProblem(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.type).toContain('application/problem+json');
}

describe('hostile requests to the express server', () => {
  let server: Server;
  let base: string;

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
  });
  afterEach(() => {
    delete process.env.MOCK_PUBLIC_ORIGIN;
  });
  afterAll(() => {
    server.close();
    setClock(null);
  });

  const maintenanceOn = () =>
    changeSettings((s) => {
      s.maintenanceActive = true;
    });

  describe.each(PROFILE_LOOKALIKES)('GET %s is the profile read, an API call', (path) => {
    it('without a key: 401', async () => {
      expectProblem(await raw(base, 'GET', path), 401);
    });
    it('with a key during maintenance: 503', async () => {
      await maintenanceOn();
      expectProblem(await raw(base, 'GET', path, KEY), 503);
    });
    it('with a key and no token: 401 (the token check)', async () => {
      const answer = await raw(base, 'GET', path, KEY);
      expectProblem(answer, 401);
      expect(answer.body).not.toContain('X-App-Key');
    });
  });

  describe.each(CONTROL_LOOKALIKES)('POST %s is not a control operation', (path) => {
    it('without a key: 401', async () => {
      expectProblem(await raw(base, 'POST', path, JSON_BODY, '{}'), 401);
    });
    it('with a key during maintenance: 503, and maintenance stays on', async () => {
      await maintenanceOn();
      expectProblem(await raw(base, 'POST', path, { ...KEY, ...JSON_BODY }, '{}'), 503);
      expect(currentSettings().maintenanceActive).toBe(true);
    });
    it('with a key: 404, and nothing is reset', async () => {
      await changeSettings((s) => {
        s.publishedBuildHash = 'kept';
      });
      expectProblem(await raw(base, 'POST', path, { ...KEY, ...JSON_BODY }, '{}'), 404);
      expect(currentSettings().publishedBuildHash).toBe('kept');
    });
  });

  describe.each(STORAGE_LOOKALIKES)('GET %s is not public storage', (path) => {
    it('without a key: 401', async () => {
      expectProblem(await raw(base, 'GET', path), 401);
    });
    it('with a key during maintenance: 503', async () => {
      await maintenanceOn();
      expectProblem(await raw(base, 'GET', path, KEY), 503);
    });
    it('with a key: 404', async () => {
      expectProblem(await raw(base, 'GET', path, KEY), 404);
    });
  });

  it('still serves the real control operations and storage without a key, through maintenance', async () => {
    await maintenanceOn();
    const upload = await raw(
      base,
      'PUT',
      '/api/v1/recordings/real-1.wav',
      { ...KEY, 'Content-Type': 'audio/wav' },
      toneWav(),
    );
    // The upload is an API call: maintenance applies to it.
    expectProblem(upload, 503);
    const off = await raw(
      base,
      'POST',
      '/api/v1/__mock/maintenance',
      JSON_BODY,
      '{"active":false}',
    );
    expect(off.status).toBe(204);
    const stored = await raw(
      base,
      'PUT',
      '/api/v1/recordings/real-1.wav',
      { ...KEY, 'Content-Type': 'audio/wav' },
      toneWav(),
    );
    expect(stored.status).toBe(200);
    await maintenanceOn();
    const played = await raw(base, 'GET', '/api/v1/recordings/real-1.wav?x=/api/v1/__mock/');
    expect([played.status, played.type]).toEqual([200, 'audio/wav']);
  });

  const forged = {
    Host: 'evil.example',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Port': '443',
    Origin: 'https://evil.example',
    Forwarded: 'host=evil.example;proto=https',
  };

  it('answers uploadRecording with a relative url whatever Host and X-Forwarded-* say', async () => {
    const answer = await raw(
      base,
      'PUT',
      '/api/v1/recordings/forged-1.wav',
      { ...KEY, ...forged, 'Content-Type': 'audio/wav' },
      toneWav(),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ url: '/api/v1/recordings/forged-1.wav' });
    expect(answer.body).not.toContain('evil');
  });

  it('answers uploadRecording on MOCK_PUBLIC_ORIGIN when it is configured, not on the headers', async () => {
    process.env.MOCK_PUBLIC_ORIGIN = 'https://demo.eigo.example/';
    const answer = await raw(
      base,
      'PUT',
      '/api/v1/recordings/forged-2.wav',
      { ...KEY, ...forged, 'Content-Type': 'audio/wav' },
      toneWav(),
    );
    expect(JSON.parse(answer.body)).toEqual({
      url: 'https://demo.eigo.example/api/v1/recordings/forged-2.wav',
    });
  });

  it('answers issueInvitation with a relative link whatever Host and X-Forwarded-* say', async () => {
    const answer = await raw(
      base,
      'POST',
      '/api/v1/__mock/invitations',
      { ...forged, ...JSON_BODY },
      JSON.stringify({ email: 'new@sakura.example' }),
    );
    expect(answer.status).toBe(201);
    const { url } = JSON.parse(answer.body) as { url: string };
    expect(url).toMatch(/^\/user\/password-change\/from-invitation\?token=/);
    expect(answer.body).not.toContain('evil');
  });
});

describe('hostile requests with stolen tokens, replayed links and taken recording ids', () => {
  let server: Server;
  let base: string;

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
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => {
    server.close();
    setClock(null);
  });

  const post = (path: string, body: unknown) =>
    raw(base, 'POST', `/api/v1${path}`, { ...KEY, ...JSON_BODY }, JSON.stringify(body));
  /** Signs in over HTTP: the token an attacker copied from the victim's browser. */
  async function signIn(email = USER.hana.email, password = USER.hana.password) {
    const answer = await post('/auth/individual/', { email, password });
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.body) as { authToken: string }).authToken;
  }
  const withToken = (token: string) =>
    raw(base, 'GET', '/api/v1/user/aliases/', { ...KEY, Authorization: `Token ${token}` });
  /** The reset link the mock prints for a reset request (it sends no mail). */
  async function resetLink(email = USER.hana.email) {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect((await post('/auth/reset-password/request/', { email })).status).toBe(200);
    const line = info.mock.calls.map((call) => String(call[0])).find((t) => t.includes(email));
    info.mockRestore();
    return decodeURIComponent(/\?token=(\S+)/.exec(line ?? '')![1]!);
  }
  const later = (days: number) =>
    setClock(new Date(Date.parse(TEST_NOW) + days * 24 * 3600 * 1000).toISOString());

  it('refuses a stolen token 30 days after its issue: 401 problem', async () => {
    const stolen = await signIn();
    later(29.99);
    expect((await withToken(stolen)).status).toBe(200);
    later(30);
    expectProblem(await withToken(stolen), 401);
  });

  it('refuses a stolen token once the victim resets the password: 401 problem', async () => {
    const stolen = await signIn();
    const reset = await post('/auth/reset-password/', {
      token: await resetLink(),
      password: 'spring2027',
    });
    expect(reset.status).toBe(200);
    expectProblem(await withToken(stolen), 401);
    const { authToken } = JSON.parse(reset.body) as { authToken: string };
    expect((await withToken(authToken)).status).toBe(200);
  });

  it('refuses a stolen token once the victim sets a password with a temporary one: 401 problem', async () => {
    const stolen = await signIn();
    await users.update(USER.hana.uuid, (draft) => {
      draft.tmpPassword = 'temp2026h';
    });
    const set = await post('/auth/set-password-with-tmp-password/', {
      email: USER.hana.email,
      tmpPassword: 'temp2026h',
      password: 'spring2027',
    });
    expect(set.status).toBe(200);
    expectProblem(await withToken(stolen), 401);
  });

  it('refuses a stolen token once the victim sets a password with an invitation link: 401 problem', async () => {
    const stolen = await signIn();
    await users.update(USER.hana.uuid, (draft) => {
      draft.password = null;
    });
    const invitation = await post('/__mock/invitations', { email: USER.hana.email });
    const { token } = JSON.parse(invitation.body) as { token: string };
    const set = await post('/auth/jwt/set-password/', { token, password: 'spring2027' });
    expect(set.status).toBe(200);
    expectProblem(await withToken(stolen), 401);
  });

  it('refuses an older reset link once the password is reset with a newer one', async () => {
    const older = await resetLink();
    const newer = await resetLink();
    expect(
      (await post('/auth/reset-password/', { token: newer, password: 'spring2027' })).status,
    ).toBe(200);
    const replay = await post('/auth/reset-password/', { token: older, password: 'taken2027' });
    expectProblem(replay, 400);
    expect(JSON.parse(replay.body)).toMatchObject({
      type: 'https://eigo.example/problems/link-invalid',
    });
    expect(users.get(USER.hana.uuid)?.password).toBe('spring2027');
  });

  it('uses a reset link once, even when two requests race with it', async () => {
    const token = await resetLink();
    const answers = await Promise.all(
      ['spring2027', 'summer2027'].map((password) =>
        post('/auth/reset-password/', { token, password }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'spring2027' : 'summer2027';
    expect(users.get(USER.hana.uuid)?.password).toBe(winner);
  });

  it('sets a first password with an invitation once, even when two requests race with it', async () => {
    const invitation = await post('/__mock/invitations', { email: USER.new.email });
    const { token } = JSON.parse(invitation.body) as { token: string };
    const answers = await Promise.all(
      ['nana2026', 'mallory2026'].map((password) =>
        post('/auth/jwt/set-password/', { token, password }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'nana2026' : 'mallory2026';
    expect(users.get(USER.new.uuid)?.password).toBe(winner);
  });

  describe("an upload never replaces someone else's recording", () => {
    const upload = (id: string, wav: Uint8Array, headers: Record<string, string> = {}) =>
      raw(
        base,
        'PUT',
        `/api/v1/recordings/${id}.wav`,
        { ...KEY, 'Content-Type': 'audio/wav', ...headers },
        wav,
      );
    // The victim's recording and the attacker's: the same length, other samples.
    const victims = buildWav([{ seconds: 1, frequency: 440, amplitude: 0.5 }]);
    const attackers = buildWav([{ seconds: 1, frequency: 880, amplitude: 0.5 }]);

    it('answers other bytes under a taken id 409 and keeps playing the first', async () => {
      expect((await upload('victim-take', victims)).status).toBe(200);
      const refused = await upload('victim-take', attackers, {
        'X-App-Key': 'another-client',
        Authorization: 'Token stolen',
        'X-Forwarded-For': '203.0.113.9',
      });
      expectProblem(refused, 409);
      const played = await new Promise<Buffer>((resolve, reject) => {
        const { hostname, port } = new URL(base);
        httpRequest({ hostname, port, path: '/api/v1/recordings/victim-take.wav' }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
          .on('error', reject)
          .end();
      });
      expect(played.equals(Buffer.from(victims))).toBe(true);
    });

    it('answers the same bytes again (a retried upload) with the same url', async () => {
      const first = await upload('retried-take', victims);
      const again = await upload('retried-take', victims);
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.body).toBe(first.body);
    });
  });
});

describe('hostile requests through msw (node)', () => {
  useMockBackend();

  it.each([
    'http://localhost/api/v1/user/profile/?x=/api/v1/__mock/',
    'http://localhost/api/v1/user/profile/?/api/v1/recordings/a.wav',
    'http://localhost//api/v1/__mock/reset',
    'http://localhost/x/api/v1/__mock/reset',
    'http://localhost/api/v1/%5F%5Fmock/reset',
    'http://localhost/x/api/v1/recordings/a.wav',
  ])('%s: 401 without a key, 503 in maintenance', async (url) => {
    const method = url.includes('reset') ? 'POST' : 'GET';
    const init = method === 'POST' ? { body: '{}', headers: JSON_BODY } : {};
    const bare = await fetch(url, { method, ...init });
    expect(bare.status).toBe(401);
    expect(bare.headers.get('content-type')).toContain('application/problem+json');
    await changeSettings((s) => {
      s.maintenanceActive = true;
    });
    const keyed = await fetch(url, { method, ...init, headers: { ...KEY, ...init.headers } });
    expect(keyed.status).toBe(503);
    expect(currentSettings().maintenanceActive).toBe(true);
  });

  it('answers uploadRecording with a relative url in msw too', async () => {
    const answer = await fetch('http://evil.example/api/v1/recordings/msw-1.wav', {
      method: 'PUT',
      headers: { ...KEY, 'Content-Type': 'audio/wav' },
      body: new Uint8Array(toneWav()),
    });
    expect(await answer.json()).toEqual({ url: '/api/v1/recordings/msw-1.wav' });
  });
});
