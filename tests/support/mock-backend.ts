import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureHttpClient, type Credentials } from '../../src/api/http-client';
import { loginIndividual } from '../../src/api/generated/endpoints/auth/auth';
import { mockServer } from '../../mock-server/node';
import { setClock } from '../../mock-server/runtime/clock';
import { resetStore } from '../../mock-server/seed/index';

/** The backend clock the integration tests run at (a Sunday in November, 09:00 in Tokyo). */
export const TEST_NOW = '2026-11-22T00:00:00.000Z';

let credentials: Credentials = {};

/**
 * Starts the msw handlers for this test file (unhandled requests fail the test), and before each
 * test fixes the clock at TEST_NOW, reseeds the demo world and signs out.
 */
export function useMockBackend(options: { now?: string } = {}): void {
  beforeAll(() => {
    mockServer.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(async () => {
    // After the setup's own reset of the client (tests/support/node-setup.ts).
    configureHttpClient({ credentials: () => credentials });
    setClock(options.now ?? TEST_NOW);
    await resetStore();
    credentials = {};
  });
  afterEach(() => mockServer.resetHandlers());
  afterAll(() => {
    mockServer.close();
    setClock(null);
  });
}

/** Sends these credentials on the following calls (the token, the alias and the language). */
export function actAs(next: Credentials): void {
  credentials = { ...next };
}

/** Signs in through loginIndividual and sends the token (and alias, when given) from then on. */
export async function signIn(
  email: string,
  password: string,
  aliasUuid?: string,
  language: 'ja' | 'en' = 'ja',
) {
  credentials = { language };
  const { authToken } = await loginIndividual({ email, password });
  credentials = { token: authToken, aliasUuid: aliasUuid ?? null, language };
  return authToken;
}
