import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../mock-server/handlers/index';
import { setClock } from '../../mock-server/runtime/clock';
import { resetStore } from '../../mock-server/seed/index';
import { createMockApp } from '../../mock-server/server';
import { TEST_NOW } from '../support/mock-backend';

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

  it('answers a body over the size limit with a 400 problem, never a 500', async () => {
    const response = await fetch(`${withControl.base}/api/v1/auth/individual/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'x'.repeat(9 * 1024 * 1024), password: 'p' }),
    });
    expect(response.status).toBe(400);
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
});
