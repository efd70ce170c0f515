import { STATE, type ProviderValues, type StateName } from '../../pact/provider-states';
import { changeSettings } from '../db/app-settings';
import { tokens } from '../db/identity';
import { now } from '../runtime/clock';
import { ALIAS, USER } from './demo-identities';
import { resetStore } from './index';

// The pact provider states on the mock backend: each one starts from the demo world and lays its
// situation with the mock's own tables and rules, then answers the values the verifier injects
// into the recorded request (see pact/provider-states.ts).

type StateParams = Record<string, unknown>;
type StateSetup = (params: StateParams) => Promise<ProviderValues>;

/** A deterministic token for the user, so a state can hand it to the verifier. */
async function issueToken(userUuid: string, name: string): Promise<string> {
  const token = `pact-token-${name}`;
  await tokens.insert({ token, userUuid, issuedAt: now().toISOString() });
  return token;
}

async function hanaSignedIn(): Promise<{ authToken: string; aliasUuid: string }> {
  return { authToken: await issueToken(USER.hana.uuid, 'hana'), aliasUuid: ALIAS.hanaSakura };
}

const setups: Record<StateName, StateSetup> = {
  [STATE.nobodySignedIn]: async () => ({}),
  [STATE.maintenanceActive]: async () => {
    await changeSettings((settings) => {
      settings.maintenanceActive = true;
      settings.maintenanceMessage = null;
    });
    return {};
  },
  [STATE.hanaSignedIn]: hanaSignedIn,
};

export function isProviderState(name: string): name is StateName {
  return Object.hasOwn(setups, name);
}

/** Resets the store to the demo world and sets up the named state. */
export async function setUpProviderState(state: StateName, params: StateParams = {}): Promise<ProviderValues> {
  await resetStore();
  return setups[state](params);
}
