import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loginIndividual,
  requestPasswordReset,
  resetPassword,
  setPasswordWithJwt,
  setPasswordWithTmpPassword,
  validateJwt,
  validateResetJwt,
} from '../../src/api/generated/endpoints/auth/auth';
import { issueInvitation } from '../../src/api/generated/endpoints/mock/mock';
import { tokens, users } from '../../mock-server/db/identity';
import { setClock } from '../../mock-server/runtime/clock';
import { USER } from '../../mock-server/seed/demo-identities';
import { PROBLEM } from '../support/api-error';
import { TEST_NOW, useMockBackend } from '../support/mock-backend';

// Auth tokens end: 30 days after their issue on the backend clock (MOCK_TOKEN_LIFETIME_DAYS),
// at logout, and when the account's password is set or reset, which also voids the account's
// other links (mock-server/db/auth-tokens.ts, mock-server/handlers/auth.ts).

useMockBackend();
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.MOCK_TOKEN_LIFETIME_DAYS;
});

const DAY = 24 * 60 * 60 * 1000;
const later = (ms: number) => setClock(new Date(Date.parse(TEST_NOW) + ms).toISOString());

/** listAliases with this token, as a client would send it: the status and the body. */
async function withToken(token: string) {
  const response = await fetch('http://localhost/api/v1/user/aliases/', {
    headers: {
      'X-App-Key': 'token-test',
      'Accept-Language': 'en',
      Authorization: `Token ${token}`,
    },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function expectSession(token: string) {
  expect((await withToken(token)).status).toBe(200);
}

/** The 401 an unknown token gets: ended and revoked tokens get the same, byte for byte. */
async function expectRefused(token: string) {
  const answer = await withToken(token);
  expect(answer.status).toBe(401);
  expect(answer.type).toContain('application/problem+json');
  expect(answer.body).toEqual((await withToken('never-issued')).body);
  expect(answer.body).toMatchObject({ type: `${PROBLEM}/unauthorized`, status: 401 });
}

const login = async (email: string, password: string) =>
  (await loginIndividual({ email, password })).authToken;

async function resetLinkFor(email: string): Promise<string> {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await requestPasswordReset({ email });
  const line = info.mock.calls.map((call) => String(call[0])).find((text) => text.includes(email));
  info.mockRestore();
  const token = /\?token=(\S+)/.exec(line ?? '')?.[1];
  if (!token) throw new Error(`no reset link printed for ${email}`);
  return decodeURIComponent(token);
}

describe('the lifetime of an auth token', () => {
  it('opens a session until 30 days after its issue, then is a 401 problem', async () => {
    const token = await login(USER.hana.email, USER.hana.password);
    later(30 * DAY - 1);
    await expectSession(token);
    later(30 * DAY);
    await expectRefused(token);
    // Signing in again opens a new session, and drops the ended token.
    const fresh = await login(USER.hana.email, USER.hana.password);
    await expectSession(fresh);
    expect(tokens.has(token)).toBe(false);
  });

  it('follows MOCK_TOKEN_LIFETIME_DAYS, read at every check', async () => {
    const token = await login(USER.hana.email, USER.hana.password);
    process.env.MOCK_TOKEN_LIFETIME_DAYS = '1';
    later(DAY - 1);
    await expectSession(token);
    later(DAY);
    await expectRefused(token);
    process.env.MOCK_TOKEN_LIFETIME_DAYS = '60';
    later(59 * DAY);
    await expectSession(token);
  });

  it('counts from the issue on the backend clock, whatever the clock said before', async () => {
    later(100 * DAY);
    const token = await login(USER.hana.email, USER.hana.password);
    later(129 * DAY);
    await expectSession(token);
    later(130 * DAY);
    await expectRefused(token);
  });
});

describe('a password set or reset ends every other session of the account', () => {
  it('resetPassword: the tokens issued before are 401; other accounts keep theirs', async () => {
    const first = await login(USER.hana.email, USER.hana.password);
    const second = await login(USER.hana.email, USER.hana.password);
    const kens = await login(USER.ken.email, USER.ken.password);
    const { authToken } = await resetPassword({
      token: await resetLinkFor(USER.hana.email),
      password: 'spring2027',
    });
    await expectRefused(first);
    await expectRefused(second);
    await expectSession(authToken);
    await expectSession(kens);
  });

  it('resetPassword voids the other reset links and the invitations of the account', async () => {
    const older = await resetLinkFor(USER.hana.email);
    const used = await resetLinkFor(USER.hana.email);
    const invitation = (await issueInvitation({ email: USER.hana.email })).token;
    const kensLink = await resetLinkFor(USER.ken.email);
    await resetPassword({ token: used, password: 'spring2027' });
    expect(await validateResetJwt({ token: older })).toEqual({ status: 'INVALID' });
    expect(await validateResetJwt({ token: used })).toEqual({ status: 'INVALID' });
    expect(await validateJwt({ token: invitation })).toEqual({ status: 'INVALID' });
    expect(await validateResetJwt({ token: kensLink })).toEqual({ status: 'VALID' });
  });

  it('setPasswordWithTmpPassword: the tokens issued before are 401', async () => {
    const before = await login(USER.hana.email, USER.hana.password);
    // The organisation gives hana a temporary password (the admin console of the real backend).
    await users.update(USER.hana.uuid, (draft) => {
      draft.tmpPassword = 'temp2026h';
    });
    const reset = await resetLinkFor(USER.hana.email);
    const { authToken } = await setPasswordWithTmpPassword({
      email: USER.hana.email,
      tmpPassword: 'temp2026h',
      password: 'spring2027',
    });
    await expectRefused(before);
    await expectSession(authToken);
    expect(await validateResetJwt({ token: reset })).toEqual({ status: 'INVALID' });
  });

  it('setPasswordWithJwt: the tokens issued before are 401; the invitation used still signs in, no other link does', async () => {
    const before = await login(USER.hana.email, USER.hana.password);
    // The organisation asks hana to choose a new password (the admin console of the real backend).
    await users.update(USER.hana.uuid, (draft) => {
      draft.password = null;
    });
    const used = (await issueInvitation({ email: USER.hana.email })).token;
    const other = (await issueInvitation({ email: USER.hana.email })).token;
    const reset = await resetLinkFor(USER.hana.email);
    const { authToken } = await setPasswordWithJwt({ token: used, password: 'spring2027' });
    await expectRefused(before);
    await expectSession(authToken);
    expect((await validateJwt({ token: used })).status).toBe('VALID');
    expect(await validateJwt({ token: other })).toEqual({ status: 'INVALID' });
    expect(await validateResetJwt({ token: reset })).toEqual({ status: 'INVALID' });
  });
});
