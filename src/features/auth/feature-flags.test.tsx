import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginIndividual } from '../../api/generated/endpoints/auth/auth';
import { mockServer } from '../../../mock-server/node';
import { ALIAS, USER } from '../../../mock-server/seed/demo-identities';
import { serverError } from '../../../tests/support/problem-response';
import { loadFeatureFlags } from './feature-flags';

// Spec 8: every failure of the feature flags is logged, each kind under its own name.

const hanaToken = async () =>
  (await loginIndividual({ email: USER.hana.email, password: USER.hana.password })).authToken;

const logged = () => vi.mocked(console.info).mock.calls.map(([name, detail]) => [name, detail]);

describe('loadFeatureFlags', () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers the alias's flags", async () => {
    const { authToken } = await loginIndividual({
      email: USER.taro.email,
      password: USER.taro.password,
    });
    expect(await loadFeatureFlags(authToken, ALIAS.taroKaisha)).toMatchObject({
      llm_conversation: true,
    });
  });

  it.each([
    ['no token', '', ALIAS.hanaSakura],
    ['no alias', 'some-token', ''],
  ])('with %s asks nothing and logs "Missing authentication"', async (_case, token, alias) => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const fetch = vi.spyOn(globalThis, 'fetch');
    await expect(loadFeatureFlags(token, alias)).rejects.toThrow('Missing authentication');
    expect(fetch).not.toHaveBeenCalled();
    expect(logged()).toEqual([
      ['[eigo] feature-flags-failed', { message: 'Missing authentication' }],
    ]);
  });

  it('logs a 401 and a 404 apart', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(loadFeatureFlags('not-a-token', ALIAS.hanaSakura)).rejects.toThrow();
    await expect(loadFeatureFlags(await hanaToken(), ALIAS.kenSakura)).rejects.toThrow();
    expect(logged()).toEqual([
      ['[eigo] feature-flags-unauthorized', {}],
      ['[eigo] feature-flags-alias-not-found', { aliasUuid: ALIAS.kenSakura }],
    ]);
  });

  it('logs any other failure with its message', async () => {
    const token = await hanaToken();
    mockServer.use(http.get('*/user/feature-flags/', serverError));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(loadFeatureFlags(token, ALIAS.hanaSakura)).rejects.toThrow();
    expect(logged()).toEqual([['[eigo] feature-flags-failed', { message: expect.any(String) }]]);
  });
});
