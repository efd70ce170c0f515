import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpProviderState as postProviderState } from '../../src/api/generated/endpoints/mock/mock';
import { ApiError, configureHttpClient } from '../../src/api/http-client';
import { setUpProviderState } from '../../mock-server/seed/provider-states';
import { STATE, STATE_PROVIDES } from '../provider-states';
import { PACT_FILE_NAME, PACTS_DIR } from '../support/pact-config';
import { startMockProvider } from './mock-provider';

// The provider states as the mock backend sets them up, in process and over its state-setup URL.

const states = Object.values(STATE);

describe('the mock backend sets up every provider state', () => {
  it.each(states)('%s: answers the values it promises', async (state) => {
    const values = await setUpProviderState(state);
    expect(Object.keys(values).sort()).toEqual([...STATE_PROVIDES[state]].sort());
  });

  it('the committed pact names only these states', () => {
    const pact = JSON.parse(readFileSync(join(PACTS_DIR, PACT_FILE_NAME), 'utf8')) as {
      interactions: { providerStates?: { name: string }[] }[];
    };
    const used = new Set(
      pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)),
    );
    expect([...used].filter((name) => !states.includes(name as never))).toEqual([]);
  });
});

describe('POST /api/v1/__mock/provider-state', () => {
  let provider: Awaited<ReturnType<typeof startMockProvider>>;

  beforeAll(async () => {
    provider = await startMockProvider();
    configureHttpClient({ baseUrl: `${provider.url}/api/v1`, credentials: () => ({}) });
  });
  afterAll(() => provider.close());

  it('sets up a state and answers its provider values', async () => {
    const values = await postProviderState({
      state: STATE.hanaSignedIn,
      params: {},
      action: 'setup',
    });
    expect(values).toEqual({ authToken: expect.any(String), aliasUuid: expect.any(String) });
  });

  it('answers an empty object on teardown', async () => {
    expect(await postProviderState({ state: STATE.hanaSignedIn, action: 'teardown' })).toEqual({});
  });

  it('answers 400 naming the state for an unknown one', async () => {
    const error = await postProviderState({ state: 'the moon is made of cheese' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).firstError('state')).toContain('the moon is made of cheese');
  });
});
