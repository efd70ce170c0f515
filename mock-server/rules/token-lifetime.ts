// How long an auth token lasts: 30 days from its issue on the backend clock, or the number of days
// in MOCK_TOKEN_LIFETIME_DAYS (a positive number; 0.5 is twelve hours). Read at every check, so a
// test can change it; the entries (main.ts, serve-demo.ts) refuse a bad value at start. A token at
// or past its end is refused like an unknown one (401).

export const DEFAULT_TOKEN_LIFETIME_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lifetime in milliseconds for a MOCK_TOKEN_LIFETIME_DAYS setting (unset: the default). */
export function tokenLifetimeMs(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return DEFAULT_TOKEN_LIFETIME_DAYS * DAY_MS;
  const days = Number(setting);
  if (!Number.isFinite(days) || days <= 0) {
    throw new Error(
      `MOCK_TOKEN_LIFETIME_DAYS must be a positive number of days, not ${JSON.stringify(setting)}`,
    );
  }
  return days * DAY_MS;
}

/** The setting in force (without node, in the browser demo: the default). */
export function currentTokenLifetimeMs(): number {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
    ?.env;
  return tokenLifetimeMs(env?.MOCK_TOKEN_LIFETIME_DAYS);
}

/** Whether a token issued at `issuedAt` (ISO 8601) has ended at `now`. */
export function tokenExpired(issuedAt: string, now: Date, lifetimeMs: number): boolean {
  const issued = Date.parse(issuedAt);
  // A record without a readable date is refused rather than kept for ever.
  if (Number.isNaN(issued)) return true;
  return now.getTime() >= issued + lifetimeMs;
}
