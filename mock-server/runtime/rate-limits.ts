import { signInPlaces } from '../db/sign-in-places';
import { now } from './clock';
import { withLock } from './locks';
import { languageOf } from './language';
import { ProblemError, problemResponse } from './problem';

// Brute-force limits of the sign-in, password and link operations (handlers/auth.ts), in a
// sliding window on the backend clock. What counts is a failed attempt: a wrong password or
// temporary password, a link or SSO token that is not valid, and every reset request (it mails
// the account, and has no failure of its own). A success never counts. While a limit is reached,
// the operation answers 429 (with Retry-After) before looking at the credentials.
//
// The rules, made for schools, where a whole class (or school) reaches us from one address
// (SECURITY.md#rate-limits-made-for-schools):
// - per account (the e-mail, any case, from any address): 10 failures, then the account waits.
//   This is what stops guessing one learner's password, and the only limit that ever refuses a
//   learner whose account has signed in from the address in the last 30 days.
// - per client address, over accounts that have not signed in from it in the last 30 days: at
//   most 100 DISTINCT accounts may fail in the window; an attempt at yet another such account
//   then waits. How many times each failed does not matter: a first day's 120 typos over 40
//   accounts refuse no classmate with the right password, while a spray over many accounts is
//   stopped at the 101st.
// - every failure from an address beyond its 50th in the window is answered a quarter of a second
//   later, one at a time per address: a spray from one address gets at most four answers a second.
// - per client address, for links and SSO tokens (which name no account): 30 failures.
// The failure counters live in memory; the (address, account) sign-ins are records of the store
// (db/sign-in-places.ts), kept by the state file across restarts. `resetStore` (the `reset`
// control operation) clears both.

export const RATE_LIMITS = {
  /** The sliding window. */
  windowMs: 10 * 60 * 1000,
  /** Failures allowed per account (e-mail) within the window; the next attempt gets 429. */
  perAccount: 10,
  /** Distinct accounts unknown at an address that may fail from it within the window. */
  perAddressAccounts: 100,
  /** Failures of an address answered at once within the window; later ones are slowed down. */
  fastFailuresPerAddress: 50,
  /** How much later each slowed-down failure is answered. */
  slowFailureMs: 250,
  /** Failed links and SSO tokens allowed per client address within the window. */
  perAddressLinks: 30,
  /** How long a sign-in makes an account known at the address it came from. */
  knownForMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** Counter key → the times of its failures. */
const failures = new Map<string, number[]>();
/** `unknown:<address>` → the accounts unknown there that failed from it → their last failure. */
const failedAccounts = new Map<string, Map<string, number>>();
const clientAddresses = new WeakMap<Request, string>();

/** Sweeps keys with nothing left in their window once a map grows this large. */
const SWEEP_AT = 10_000;

/** The slow-down of failures, for tests (0 turns it off; null restores RATE_LIMITS'). */
let slowFailureMs: number = RATE_LIMITS.slowFailureMs;
export function setSlowFailureMs(ms: number | null): void {
  slowFailureMs = ms ?? RATE_LIMITS.slowFailureMs;
}

/** Records the address of the peer that sent the request (the express server; ../server.ts). */
export function setClientAddress(request: Request, address: string | undefined): void {
  if (address) clientAddresses.set(request, address);
}

/** The request's client address; requests served in-process (vitest, the browser) share one. */
function clientAddressOf(request: Request): string {
  return clientAddresses.get(request) ?? 'local';
}

/**
 * A counter an attempt is charged to. `checked` false: counted, but never refuses the attempt.
 * `account`: the counter holds distinct accounts (the limit is on how many), not failures.
 */
export type AttemptKeys = { key: string; limit: number; checked: boolean; account?: string }[];

const accountOf = (email: string) => email.trim().toLowerCase();
const placeOf = (request: Request, email: string) =>
  `${clientAddressOf(request)} ${accountOf(email)}`;

function isKnownAt(request: Request, email: string, at: number): boolean {
  const last = signInPlaces.get(placeOf(request, email))?.lastAt;
  return last !== undefined && Date.parse(last) > at - RATE_LIMITS.knownForMs;
}

/** The counters of an attempt: the account and its address, or (no account) the address's links. */
export function attemptKeys(request: Request, email?: string): AttemptKeys {
  const address = clientAddressOf(request);
  if (email === undefined) {
    return [{ key: `links:${address}`, limit: RATE_LIMITS.perAddressLinks, checked: true }];
  }
  const account = accountOf(email);
  const keys: AttemptKeys = [
    { key: `account:${account}`, limit: RATE_LIMITS.perAccount, checked: true },
    { key: `address:${address}`, limit: RATE_LIMITS.fastFailuresPerAddress, checked: false },
  ];
  if (!isKnownAt(request, email, now().getTime())) {
    keys.push({
      key: `unknown:${address}`,
      limit: RATE_LIMITS.perAddressAccounts,
      checked: true,
      account,
    });
  }
  return keys;
}

/** Remembers that the account signed in from the request's address (see the rules above). */
export async function recordSignIn(request: Request, email: string): Promise<void> {
  const at = now();
  if (signInPlaces.size >= SWEEP_AT) {
    const forgotten = at.getTime() - RATE_LIMITS.knownForMs;
    for (const place of signInPlaces.filter((p) => Date.parse(p.lastAt) <= forgotten))
      await signInPlaces.remove(place.key);
  }
  await signInPlaces.insert({ key: placeOf(request, email), lastAt: at.toISOString() });
}

/** The accounts of a distinct-accounts counter that failed within the window, oldest first. */
function recentAccounts(key: string, at: number): number[] {
  const accounts = failedAccounts.get(key);
  if (!accounts) return [];
  for (const [account, last] of accounts)
    if (last <= at - RATE_LIMITS.windowMs) accounts.delete(account);
  if (accounts.size === 0) failedAccounts.delete(key);
  return [...accounts.values()].sort((a, b) => a - b);
}

/** The failures of the key still in the window (older ones are dropped). */
function recent(key: string, at: number): number[] {
  const times = (failures.get(key) ?? []).filter((time) => time > at - RATE_LIMITS.windowMs);
  if (times.length > 0) failures.set(key, times);
  else failures.delete(key);
  return times;
}

/** Seconds until every checked key is below its limit again, or null when none is at it. */
export function retryAfterSeconds(keys: AttemptKeys): number | null {
  const at = now().getTime();
  let freeAt: number | null = null;
  for (const { key, limit, checked, account } of keys) {
    if (!checked) continue;
    // An account already among an address's failed ones adds no new account: its own limit counts.
    if (account !== undefined && failedAccounts.get(key)?.has(account)) continue;
    const times = account === undefined ? recent(key, at) : recentAccounts(key, at);
    if (times.length < limit) continue;
    // The key is below its limit once enough of its oldest failures have left the window.
    const until = times[times.length - limit]! + RATE_LIMITS.windowMs;
    freeAt = Math.max(freeAt ?? until, until);
  }
  return freeAt === null ? null : Math.max(1, Math.ceil((freeAt - at) / 1000));
}

/**
 * Counts a failed attempt against every key; resolves once its answer may go (later, one at a
 * time per address, beyond the address's first failures in the window).
 */
export async function recordFailure(keys: AttemptKeys): Promise<void> {
  const at = now().getTime();
  if (failures.size >= SWEEP_AT) for (const key of [...failures.keys()]) recent(key, at);
  if (failedAccounts.size >= SWEEP_AT)
    for (const key of [...failedAccounts.keys()]) recentAccounts(key, at);
  let slow: string | null = null;
  for (const { key, limit, account } of keys) {
    if (account !== undefined) {
      const accounts = failedAccounts.get(key) ?? new Map<string, number>();
      accounts.set(account, at);
      failedAccounts.set(key, accounts);
      continue;
    }
    const times = [...recent(key, at), at];
    failures.set(key, times);
    if (key.startsWith('address:') && times.length > limit) slow = key;
  }
  if (slow !== null && slowFailureMs > 0) {
    await withLock(
      `slow:${slow}`,
      () => new Promise((resolve) => setTimeout(resolve, slowFailureMs)),
    );
  }
}

/** Forgets every failure counter (the store's reset; the sign-in places are records of it). */
export function clearRateLimits(): void {
  failures.clear();
  failedAccounts.clear();
}

const TOO_MANY = 'https://eigo.example/problems/too-many-attempts';

/** The 429 problem (with Retry-After) when a checked key is at its limit, else null. */
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
