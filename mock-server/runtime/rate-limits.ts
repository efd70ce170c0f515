import { now } from './clock';
import { languageOf } from './language';
import { ProblemError, problemResponse } from './problem';

// Brute-force limits of the sign-in, password and link operations (handlers/auth.ts), in a
// sliding window on the backend clock. What counts is a failed attempt: a wrong password or
// temporary password, a link or SSO token that is not valid, and every reset request (it mails
// the account, and has no failure of its own). A success never counts. While a limit is reached,
// the operation answers 429 (with Retry-After) before looking at the credentials.
//
// The rules, made for schools, where a whole class (or school) reaches us from one address:
// - per account (the e-mail, any case, from any address): 10 failures, then the account waits.
//   This is what stops guessing one learner's password.
// - per client address, for the operations that name an account: 100 failures over any
//   accounts, then the address waits — but only for accounts that have not signed in from that
//   address in the last 30 days. A school's learners have, so classmates' typos never refuse a
//   learner who types the right password; an address spraying guesses over many accounts it
//   has never signed in to from there is stopped. A class of 30 mistyping three times each
//   stays under 100 even on its first day.
// - per client address, for links and SSO tokens (which name no account): 30 failures.
// The counters and the known (address, account) pairs live in memory only; `resetStore` (the
// `reset` control operation) clears them.

export const RATE_LIMITS = {
  /** The sliding window. */
  windowMs: 10 * 60 * 1000,
  /** Failures allowed per account (e-mail) within the window; the next attempt gets 429. */
  perAccount: 10,
  /** Failures over any accounts allowed per client address, for accounts not known there. */
  perAddress: 100,
  /** Failed links and SSO tokens allowed per client address within the window. */
  perAddressLinks: 30,
  /** How long a sign-in makes an account known at the address it came from. */
  knownForMs: 30 * 24 * 60 * 60 * 1000,
} as const;

const failures = new Map<string, number[]>();
/** `<address> <email>` → the last sign-in of the account from that address. */
const knownAt = new Map<string, number>();
const clientAddresses = new WeakMap<Request, string>();

/** Sweeps keys with nothing left in their window once a map grows this large. */
const SWEEP_AT = 10_000;

/** Records the address of the peer that sent the request (the express server; ../server.ts). */
export function setClientAddress(request: Request, address: string | undefined): void {
  if (address) clientAddresses.set(request, address);
}

/** The request's client address; requests served in-process (vitest, the browser) share one. */
function clientAddressOf(request: Request): string {
  return clientAddresses.get(request) ?? 'local';
}

/** A counter an attempt is charged to; `checked` false: counted, but never refuses this attempt. */
export type AttemptKeys = { key: string; limit: number; checked: boolean }[];

const accountOf = (email: string) => email.trim().toLowerCase();
const pairOf = (request: Request, email: string) =>
  `${clientAddressOf(request)} ${accountOf(email)}`;

function isKnownAt(request: Request, email: string, at: number): boolean {
  const last = knownAt.get(pairOf(request, email));
  return last !== undefined && last > at - RATE_LIMITS.knownForMs;
}

/** The counters of an attempt: the account and its address, or (no account) the address's links. */
export function attemptKeys(request: Request, email?: string): AttemptKeys {
  const address = clientAddressOf(request);
  if (email === undefined) {
    return [{ key: `links:${address}`, limit: RATE_LIMITS.perAddressLinks, checked: true }];
  }
  const known = isKnownAt(request, email, now().getTime());
  return [
    { key: `account:${accountOf(email)}`, limit: RATE_LIMITS.perAccount, checked: true },
    { key: `address:${address}`, limit: RATE_LIMITS.perAddress, checked: !known },
  ];
}

/** Remembers that the account signed in from the request's address (see the rules above). */
export function recordSignIn(request: Request, email: string): void {
  const at = now().getTime();
  if (knownAt.size >= SWEEP_AT) {
    for (const [pair, last] of knownAt)
      if (last <= at - RATE_LIMITS.knownForMs) knownAt.delete(pair);
  }
  knownAt.set(pairOf(request, email), at);
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
  for (const { key, limit, checked } of keys) {
    if (!checked) continue;
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

/** Forgets every counter and known address (the store's reset). */
export function clearRateLimits(): void {
  failures.clear();
  knownAt.clear();
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
