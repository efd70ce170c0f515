import { describe, expect, it } from 'vitest';
import { getLiveSession } from '../../src/api/generated/endpoints/live/live';
import { setUpProviderState } from '../../src/api/generated/endpoints/mock/mock';
import { getProfile } from '../../src/api/generated/endpoints/user/user';
import { currentSettings } from '../../mock-server/db/app-settings';
import { ALIAS } from '../../mock-server/seed/demo-identities';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { apiError } from '../support/api-error';
import { actAs, useMockBackend } from '../support/mock-backend';

// The mock's pact state-setup URL (POST /api/v1/__mock/provider-state, pact/README.md): the
// verifier's {state, params, action} in, the provider values out.

describe('setUpProviderState', () => {
  useMockBackend();

  it('sets up a state and answers a token the mock accepts', async () => {
    const values = await setUpProviderState({
      state: STATE.hanaSignedIn,
      params: {},
      action: 'setup',
    });
    expect(values).toEqual({ authToken: 'pact-token-hana', aliasUuid: ALIAS.hanaSakura });
    actAs({ token: String(values.authToken), aliasUuid: String(values.aliasUuid) });
    expect((await getProfile()).email).toBe('hana@sakura.example');
  });

  it('answers ids as numbers, for the integer ids of the API', async () => {
    const values = await setUpProviderState({ state: STATE.liveSessionOwnedByAnotherDevice });
    actAs({ token: String(values.authToken), aliasUuid: String(values.aliasUuid) });
    expect(typeof values.sessionId).toBe('number');
    expect((await getLiveSession(Number(values.sessionId))).activeDeviceUuid).not.toBeNull();
  });

  it('answers during maintenance, and a new setup ends it', async () => {
    await setUpProviderState({ state: STATE.maintenanceActive });
    expect(currentSettings().maintenanceActive).toBe(true);
    await setUpProviderState({ state: STATE.hanaSignedIn });
    expect(currentSettings().maintenanceActive).toBe(false);
  });

  it('answers an empty object on teardown and changes nothing', async () => {
    await setUpProviderState({ state: STATE.maintenanceActive });
    expect(
      await setUpProviderState({ state: STATE.maintenanceActive, action: 'teardown' }),
    ).toEqual({});
    expect(currentSettings().maintenanceActive).toBe(true);
  });

  it('answers 400 naming the state for an unknown one, leaving the store as it was', async () => {
    const values = await setUpProviderState({ state: STATE.hanaSignedIn });
    const error = await apiError(setUpProviderState({ state: 'the moon is made of cheese' }));
    expect(error.status).toBe(400);
    expect(error.firstError('state')).toContain('the moon is made of cheese');
    actAs({ token: String(values.authToken), aliasUuid: String(values.aliasUuid) });
    await expect(getProfile()).resolves.toBeDefined();
  });

  it('answers 400 for a body without a state', async () => {
    const error = await apiError(setUpProviderState({} as never));
    expect(error.status).toBe(400);
    expect(error.firstError('state')).toBeDefined();
  });
});
