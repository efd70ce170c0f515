import { getResponse, type HttpHandler } from 'msw';
import { exerciseLogs, type ExerciseLog } from '../db/exercise-logs';
import { tokens } from '../db/identity';
import { now } from '../runtime/clock';
import { API_BASE } from '../runtime/route';
import { ALIAS, USER } from './demo-identities';

// What the pact provider-state setups (provider-states.ts) share: hana's session, and running the
// mock's own handlers in process, as the demo and the e2e tests do over HTTP.

export type SignedIn = { authToken: string; aliasUuid: string };

export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null)
    throw new Error(`provider state: the demo world has no ${what}`);
  return value;
}

/** hana signed in to Sakura JHS with a deterministic token, so a state can hand it to the verifier. */
export async function signInHana(): Promise<SignedIn> {
  const authToken = 'pact-token-hana';
  await tokens.insert({
    token: authToken,
    userUuid: USER.hana.uuid,
    issuedAt: now().toISOString(),
  });
  return { authToken, aliasUuid: ALIAS.hanaSakura };
}

/** Removes hana's runs (in Sakura JHS) that `which` picks, so the next one is her first. */
export async function forgetHanasRuns(
  which: string | ((log: ExerciseLog) => boolean),
): Promise<void> {
  const picks =
    typeof which === 'string' ? (log: ExerciseLog) => log.exerciseUuid === which : which;
  const runs = exerciseLogs.filter((log) => log.aliasUuid === ALIAS.hanaSakura && picks(log));
  for (const log of runs) await exerciseLogs.remove(log.logId);
}

export const asUser = ({ authToken, aliasUuid }: SignedIn) => ({
  Authorization: `Token ${authToken}`,
  'X-Alias-Uuid': aliasUuid,
});

/** Answers one request with the given handlers in process; throws unless it succeeds. */
export async function call<T>(
  handlers: HttpHandler[],
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const request = new Request(`http://mock.local${API_BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-App-Key': 'provider-state', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(handlers, request);
  if (!response?.ok) {
    throw new Error(
      `provider state: ${method} ${path} answered ${response?.status}: ${await response?.text()}`,
    );
  }
  // A 204 (endLiveSession) has no body.
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
