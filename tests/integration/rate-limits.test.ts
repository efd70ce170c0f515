import { describe, expect, it } from 'vitest';
import { issueInvitation } from '../../src/api/generated/endpoints/mock/mock';
import { setClock } from '../../mock-server/runtime/clock';
import { RATE_LIMITS } from '../../mock-server/runtime/rate-limits';
import { USER } from '../../mock-server/seed/demo-identities';
import { PROBLEM } from '../support/api-error';
import { TEST_NOW, useMockBackend } from '../support/mock-backend';

// The brute-force limits of the sign-in, password and link operations (mock-server/runtime/
// rate-limits.ts): 10 failures per e-mail and 30 per client address in 10 minutes.

useMockBackend();

const BASE = 'http://localhost/api/v1';

async function post(path: string, body: unknown, language: 'ja' | 'en' = 'ja') {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-App-Key': 'rate-limit-test',
      'Accept-Language': language,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { response, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const hana = USER.hana;
const login = (password: string, email: string = hana.email, language: 'ja' | 'en' = 'ja') =>
  post('/auth/individual/', { email, password }, language);

async function failLogins(count: number, email: string = hana.email) {
  for (let i = 0; i < count; i++) {
    expect((await login(`wrong${i}`, email)).response.status).toBe(400);
  }
}

const minutesLater = (minutes: number) =>
  setClock(new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString());

describe('rate limits', () => {
  it('documents the numbers the tests rely on', () => {
    expect(RATE_LIMITS).toEqual({ windowMs: 600_000, perAccount: 10, perClient: 30 });
  });

  it('answer the 11th failed sign-in of an account with 429, Retry-After and a problem', async () => {
    await failLogins(10);
    const ja = await login('wrong', hana.email, 'ja');
    expect(ja.response.status).toBe(429);
    expect(ja.response.headers.get('content-type')).toContain('application/problem+json');
    expect(ja.response.headers.get('retry-after')).toBe('600');
    expect(ja.body).toEqual({
      type: `${PROBLEM}/too-many-attempts`,
      title: 'リクエストが多すぎます',
      status: 429,
      detail: '試行回数が多すぎます。10分後にもう一度お試しください',
    });
    const en = await login('wrong', hana.email, 'en');
    expect(en.response.status).toBe(429);
    expect(en.body).toMatchObject({
      title: 'Too many requests',
      detail: 'Too many attempts. Try again in 10 minutes',
    });
    // Locked means locked: the right password waits too (it is not even looked at).
    expect((await login(hana.password)).response.status).toBe(429);
    // Another account is not held back by this one's failures.
    expect((await login(USER.ken.password, USER.ken.email)).response.status).toBe(200);
  });

  it('count the e-mail whatever its case', async () => {
    await failLogins(10, hana.email.toUpperCase());
    expect((await login('wrong')).response.status).toBe(429);
  });

  it('do not count successful sign-ins', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await login(hana.password)).response.status).toBe(200);
    }
    await failLogins(9);
    expect((await login(hana.password)).response.status).toBe(200);
    await failLogins(1);
    expect((await login(hana.password)).response.status).toBe(429);
  });

  it('let the failures leave the window with the backend clock', async () => {
    await failLogins(5);
    minutesLater(4);
    await failLogins(5);
    const locked = await login(hana.password);
    expect(locked.response.status).toBe(429);
    // The oldest five leave at minute 10: six minutes from now.
    expect(locked.response.headers.get('retry-after')).toBe('360');
    minutesLater(10);
    expect((await login(hana.password)).response.status).toBe(200);
    // The five of minute 4 are still in the window: five more failures lock again.
    await failLogins(5);
    expect((await login(hana.password)).response.status).toBe(429);
    minutesLater(14);
    expect((await login(hana.password)).response.status).toBe(200);
  });

  it('are cleared by the reset control operation', async () => {
    await failLogins(10);
    expect((await login(hana.password)).response.status).toBe(429);
    const reset = await post('/__mock/reset', { seed: 'demo' });
    expect(reset.response.status).toBeLessThan(300);
    expect((await login(hana.password)).response.status).toBe(200);
  });

  it('limit a client address to 30 failures over any accounts', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login('wrong', `nobody${i}@example.com`)).response.status).toBe(400);
    }
    const locked = await login(USER.ken.password, USER.ken.email);
    expect(locked.response.status).toBe(429);
    expect(locked.response.headers.get('retry-after')).toBe('600');
  });

  it('count wrong temporary passwords, per account', async () => {
    const email = USER.new.email;
    for (let i = 0; i < 10; i++) {
      const { body } = await post('/auth/validate-tmp-password/', { email, tmpPassword: `x${i}` });
      expect(body).toEqual({ valid: false });
    }
    const locked = await post('/auth/validate-tmp-password/', {
      email,
      tmpPassword: USER.new.tmpPassword,
    });
    expect(locked.response.status).toBe(429);
    const setPassword = await post('/auth/set-password-with-tmp-password/', {
      email,
      tmpPassword: USER.new.tmpPassword,
      password: 'newpass2026',
    });
    expect(setPassword.response.status).toBe(429);
  });

  it('count links and SSO tokens that are not valid, per client address', async () => {
    const { token } = await issueInvitation({ email: USER.new.email }).then((link) => ({
      token: decodeURIComponent(/token=([^&\s]+)/.exec(link.url)![1]!),
    }));
    for (let i = 0; i < 10; i++) {
      expect((await post('/auth/jwt/validate/', { token: `${token}x${i}` })).body).toEqual({
        status: 'INVALID',
      });
      expect((await post('/auth/reset-password/validate/', { token: `bad${i}` })).body).toEqual({
        status: 'INVALID',
      });
      expect((await post('/auth/sso/validate/', { token: `bad${i}` })).response.status).toBe(400);
    }
    // 30 failures: the good invitation waits too.
    const locked = await post('/auth/jwt/validate/', { token }, 'en');
    expect(locked.response.status).toBe(429);
    expect(locked.response.headers.get('retry-after')).toBe('600');
    expect(locked.body).toMatchObject({ status: 429, title: 'Too many requests' });
    for (const path of ['/auth/jwt/set-password/', '/auth/reset-password/']) {
      expect((await post(path, { token, password: 'newpass2026' })).response.status).toBe(429);
    }
    minutesLater(11);
    expect((await post('/auth/jwt/validate/', { token })).body).toMatchObject({
      status: 'REQUIRED_TO_SET_PASSWORD',
    });
  });

  it('count every reset request of an address (each one mails the account)', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/auth/reset-password/request/', { email: hana.email })).response.status,
      ).toBe(200);
    }
    const locked = await post('/auth/reset-password/request/', { email: hana.email });
    expect(locked.response.status).toBe(429);
  });
});
