import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { VerifierOptions } from '@pact-foundation/pact';
import { createHandlers } from '../../mock-server/handlers/index';
import { createMockApp } from '../../mock-server/server';
import { setUpProviderState } from '../../mock-server/seed/provider-states';
import { resetStore } from '../../mock-server/seed/index';
import { isClockFixed, now, setClock } from '../../mock-server/runtime/clock';
import { STATE } from '../../mock-server/seed/provider-state-names';

/** The mock backend as an express app on a free loopback port, with control operations on. */
export async function startMockProvider(): Promise<{ url: string; close: () => Promise<void> }> {
  // The clock stands still for the verification (unless a state sets it): every state's reset
  // then lays again only the tables the last interaction changed, not the whole demo world
  // (resetStore; about 0.4 s of processor time each, 112 interactions).
  const frozen = !isClockFixed();
  if (frozen) setClock(now().toISOString());
  await resetStore();
  const app = createMockApp(createHandlers({ control: true }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => {
          if (frozen) setClock(null);
          return error ? reject(error) : resolve();
        }),
      ),
  };
}

/** A state handler per provider state, each calling the mock's own setup in this process. */
export function mockStateHandlers(): NonNullable<VerifierOptions['stateHandlers']> {
  return Object.fromEntries(
    Object.values(STATE).map((state) => [
      state,
      {
        setup: async (params?: unknown) =>
          setUpProviderState(state, (params ?? {}) as Record<string, unknown>),
      },
    ]),
  );
}
