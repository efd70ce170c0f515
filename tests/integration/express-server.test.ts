import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../mock-server/handlers/index';
import { setClock } from '../../mock-server/runtime/clock';
import { resetStore } from '../../mock-server/seed/index';
import { createMockApp } from '../../mock-server/server';
import { TEST_NOW } from '../support/mock-backend';
import { buildWav } from '../support/wav-builder';

// The express server that `npm run mock` starts: the same handlers over real HTTP on loopback.

function listen(control: boolean): Promise<{ server: Server; base: string }> {
  const app = createMockApp(createHandlers({ control }));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

const json = {
  'X-App-Key': 'express-test',
  'Content-Type': 'application/json',
  'Accept-Language': 'en',
};

describe('the mock backend over HTTP', () => {
  let withControl: { server: Server; base: string };
  let withoutControl: { server: Server; base: string };

  beforeAll(async () => {
    withControl = await listen(true);
    withoutControl = await listen(false);
  });
  beforeEach(async () => {
    setClock(TEST_NOW);
    await resetStore();
  });
  afterAll(() => {
    withControl.server.close();
    withoutControl.server.close();
    setClock(null);
  });

  it('signs in and reads data scoped to the alias', async () => {
    const login = await fetch(`${withControl.base}/api/v1/auth/individual/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'hana@sakura.example', password: 'sakura2026' }),
    });
    expect(login.status).toBe(200);
    const { authToken } = (await login.json()) as { authToken: string };
    const aliases = await fetch(`${withControl.base}/api/v1/user/aliases/`, {
      headers: { ...json, Authorization: `Token ${authToken}` },
    });
    expect(((await aliases.json()) as unknown[]).length).toBe(2);
  });

  it('answers malformed JSON with a 400 problem naming the body', async () => {
    const response = await fetch(`${withControl.base}/api/v1/auth/individual/`, {
      method: 'POST',
      headers: json,
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({
      status: 400,
      errors: { body: ['The body is not valid JSON'] },
    });
  });

  it('answers a body over the size limit with a 413 problem, never a 500', async () => {
    const response = await fetch(`${withControl.base}/api/v1/auth/individual/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'x'.repeat(9 * 1024 * 1024), password: 'p' }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it('serves the control operations only when control is on', async () => {
    const on = await fetch(`${withControl.base}/api/v1/__mock/maintenance`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ active: false }),
    });
    expect(on.status).toBe(204);
    const off = await fetch(`${withoutControl.base}/api/v1/__mock/maintenance`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ active: true }),
    });
    expect(off.status).toBe(404);
    expect(off.headers.get('content-type')).toContain('application/problem+json');
  });

  it('answers a path outside the API with a 404 problem', async () => {
    const response = await fetch(`${withControl.base}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404 });
  });

  // The express server runs the handlers' resolvers itself and writes JSON text without a body
  // stream (mock-server/runtime/bodies.ts); msw's getResponse is what vitest and the browser run.
  it('answers every kind of request exactly as msw does', async () => {
    const handlers = createHandlers({ control: true });
    const login = await fetch(`${withControl.base}/api/v1/auth/individual/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'hana@sakura.example', password: 'sakura2026' }),
    });
    const { authToken } = (await login.json()) as { authToken: string };
    const signedIn = { ...json, Authorization: `Token ${authToken}` };
    const aliases = (await (
      await fetch(`${withControl.base}/api/v1/user/aliases/`, { headers: signedIn })
    ).json()) as { uuid: string; orgName: string }[];
    const alias = { ...signedIn, 'X-Alias-Uuid': aliases[0]!.uuid };
    const courses = (await (
      await fetch(`${withControl.base}/api/v1/courses/recommended/`, { headers: alias })
    ).json()) as { uuid: string }[];
    const form = () => {
      const data = new FormData();
      data.set('transcription', 'good morning');
      data.set('word_mask_mode', 'none');
      const wav = buildWav([{ seconds: 0.4, frequency: 220, amplitude: 0.4 }]);
      data.set('sounddata', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'take.wav');
      return data;
    };
    const cases: [string, string, RequestInit][] = [
      ['course', `/api/v1/courses/${courses[0]!.uuid}/`, { headers: alias }],
      [
        'course in Japanese',
        `/api/v1/courses/${courses[0]!.uuid}/`,
        {
          headers: { ...alias, 'Accept-Language': 'ja' },
        },
      ],
      ['query parameters', '/api/v1/release-notes/?page=1&scope=web', { headers: alias }],
      ['bad path parameter', '/api/v1/courses/not-a-uuid/', { headers: alias }],
      ['no token', '/api/v1/user/aliases/', { headers: json }],
      ['no application key', '/api/v1/user/aliases/', {}],
      [
        'malformed JSON',
        '/api/v1/auth/individual/',
        {
          method: 'POST',
          headers: json,
          body: '{"email":',
        },
      ],
      [
        'wrong field',
        '/api/v1/auth/individual/',
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 42 }),
        },
      ],
      [
        'no content',
        `/api/v1/courses/${courses[0]!.uuid}/bookmarked/`,
        {
          method: 'PUT',
          headers: alias,
        },
      ],
      [
        'multipart upload',
        '/api/v1/speech/pronunciation/',
        {
          method: 'POST',
          headers: { ...alias, 'Content-Type': undefined } as unknown as Record<string, string>,
          body: form(),
        },
      ],
      ['unknown operation', '/api/v1/no-such-thing/', { headers: alias }],
      ['build info (a handler outside route())', '/build-info.json', {}],
    ];
    for (const [name, path, init] of cases) {
      const headers = Object.fromEntries(
        Object.entries(init.headers ?? {}).filter(([, value]) => value !== undefined),
      );
      const request = () => ({
        ...init,
        headers,
        body: init.body instanceof FormData ? form() : init.body,
      });
      const viaExpress = await fetch(`${withControl.base}${path}`, request());
      const viaMsw = await getResponse(handlers, new Request(`http://mock${path}`, request()));
      expect(viaMsw, name).toBeDefined();
      expect([name, viaExpress.status], name).toEqual([name, viaMsw!.status]);
      expect(viaExpress.headers.get('content-type'), name).toBe(
        viaMsw!.headers.get('content-type'),
      );
      const [expressText, mswText] = [await viaExpress.text(), await viaMsw!.text()];
      expect(expressText, name).toBe(mswText);
      if (expressText) {
        expect(viaExpress.headers.get('content-length'), name).toBe(
          String(Buffer.byteLength(expressText)),
        );
      }
    }
  });
});
