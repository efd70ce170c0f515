import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, setClock } from '../../mock-server/runtime/clock';
import { setUpProviderState } from '../../mock-server/seed/provider-states';
import { STATE, STATE_PROVIDES } from '../../mock-server/seed/provider-state-names';
import { PACTS, pactFileName, PACTS_DIR } from '../support/pact-config';

// The provider states as the mock backend sets them up (its state-setup URL:
// tests/integration/provider-state.test.ts).

const states = Object.values(STATE);

describe('the mock backend sets up every provider state', () => {
  // As in the verification (mock-provider.ts): a still clock, so each reset lays again only what
  // the last state changed.
  beforeAll(() => setClock(now().toISOString()));
  afterAll(() => setClock(null));

  it.each(states)('%s: answers the values it promises', async (state) => {
    const values = await setUpProviderState(state);
    expect(Object.keys(values).sort()).toEqual([...STATE_PROVIDES[state]].sort());
  });

  it.each(PACTS.map(pactFileName))('the committed %s names only these states', (name) => {
    const pact = JSON.parse(readFileSync(join(PACTS_DIR, name), 'utf8')) as {
      interactions: { providerStates?: { name: string }[] }[];
    };
    const used = new Set(
      pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)),
    );
    expect([...used].filter((name) => !states.includes(name as never))).toEqual([]);
  });
});
