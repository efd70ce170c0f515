import { now } from './clock';
import { languageOf } from './language';
import { ProblemError, problemResponse } from './problem';

// Brute-force limits of the sign-in, password and link operations (handlers/auth.ts). What counts
// is a failed attempt (a wrong password or temporary password, a link or SSO token that is not
// valid; every reset request, which has no failure of its own), per account (the e-mail) and per
// client address, in a sliding window on the backend clock. A successful sign-in never counts,
// so the test suites that sign in many times never meet the limit. While a key is at its limit,
// the operation answers 429 (with Retry-After) before looking at the credentials. The counters
// live in memory only and `resetStore` (the `reset` control operation) clears them.

export const RATE_LIMITS = {
  /** The sliding window. */
  windowMs: 10 * 60 * 1000,
  /** Failures allowed per account (e-mail) within the window; the next attempt gets 429. */
  perAccount: 10,
  /** Failures allowed per client address within the window. */
  perClient: 30,
} as const;

const failures = new Map<string, number[]>();
const clientAddresses = new WeakMap<Request, string>();

/** Sweeps keys with no failure left in the window once the map grows this large. */
const SWEEP_AT = 10_000;

/** Records the address of the peer that sent the request (the express server; ../server.ts). */
export function setClientAddress(request: Request, address: string | undefined): void {
  if (address) clientAddresses.set(request, address);
}

/** The request's client address; requests served in-process (vitest, the browser) share one. */
export function clientAddressOf(request: Request): string {
  return clientAddresses.get(request) ?? 'local';
}

export type AttemptKeys = { key: string; limit: number }[];

/** The counters an attempt is charged to: the client address, and the account when known. */
export function attemptKeys(request: Request, email?: string): AttemptKeys {
  const keys: AttemptKeys = [
    { key: `client:${clientAddressOf(request)}`, limit: RATE_LIMITS.perClient },
  ];
  if (email !== undefined) {
    keys.push({ key: `account:${email.trim().toLowerCase()}`, limit: RATE_LIMITS.perAccount });
  }
  return keys;
}

/** The failures of the key still in the window (older ones are dropped). */
function recent(key: string, at: number): number[] {
  const times = (failures.get(key) ?? []).filter((time) => time > at - RATE_LIMITS.windowMs);
  if (times.length > 0) failures.set(key, times);
  else failures.delete(key);
  return times;
}

/** Seconds until every key is below its limit again, or null when none is at it. */
export function retryAfterSeconds(keys: AttemptKeys): number | null {
  const at = now().getTime();
  let freeAt: number | null = null;
  for (const { key, limit } of keys) {
    const times = recent(key, at);
    if (times.length < limit) continue;
    // The key is below its limit once enough of its oldest failures have left the window.
    const until = times[times.length - limit]! + RATE_LIMITS.windowMs;
    freeAt = Math.max(freeAt ?? until, until);
  }
  return freeAt === null ? null : Math.max(1, Math.ceil((freeAt - at) / 1000));
}

/** Counts a failed attempt against every key. */
export function recordFailure(keys: AttemptKeys): void {
  const at = now().getTime();
  if (failures.size >= SWEEP_AT) for (const key of [...failures.keys()]) recent(key, at);
  for (const { key } of keys) failures.set(key, [...recent(key, at), at]);
}

/** Forgets every counter (the store's reset). */
export function clearRateLimits(): void {
  failures.clear();
}

const TOO_MANY = 'https://eigo.example/problems/too-many-attempts';

/** The 429 problem (with Retry-After) when a key is at its limit, else null. */
export function tooManyAttempts(request: Request, keys: AttemptKeys): Response | null {
  const seconds = retryAfterSeconds(keys);
  if (seconds === null) return null;
  const minutes = Math.ceil(seconds / 60);
  const problem = new ProblemError(
    429,
    {
      ja: `試行回数が多すぎます。${minutes}分後にもう一度お試しください`,
      en: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    },
    { type: TOO_MANY },
  );
  const response = problemResponse(problem.toBody(languageOf(request)));
  response.headers.set('Retry-After', String(seconds));
  return response;
}
