import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_LIFETIME_DAYS, tokenExpired, tokenLifetimeMs } from './token-lifetime';

const DAY = 24 * 60 * 60 * 1000;

describe('the auth token lifetime', () => {
  it('is 30 days unless MOCK_TOKEN_LIFETIME_DAYS says otherwise', () => {
    expect(DEFAULT_TOKEN_LIFETIME_DAYS).toBe(30);
    expect(tokenLifetimeMs(undefined)).toBe(30 * DAY);
    expect(tokenLifetimeMs('')).toBe(30 * DAY);
    expect(tokenLifetimeMs('7')).toBe(7 * DAY);
    expect(tokenLifetimeMs('0.5')).toBe(DAY / 2);
  });

  it.each(['0', '-1', 'thirty', 'Infinity', '1d'])(
    'refuses MOCK_TOKEN_LIFETIME_DAYS=%s',
    (value) => {
      expect(() => tokenLifetimeMs(value)).toThrow(/MOCK_TOKEN_LIFETIME_DAYS/);
    },
  );

  it('ends a token at its issue plus the lifetime, not a millisecond later', () => {
    const issuedAt = '2026-11-22T00:00:00.000Z';
    const at = (ms: number) => new Date(Date.parse(issuedAt) + ms);
    expect(tokenExpired(issuedAt, at(30 * DAY - 1), 30 * DAY)).toBe(false);
    expect(tokenExpired(issuedAt, at(30 * DAY), 30 * DAY)).toBe(true);
    // A clock moved back before the issue does not end it.
    expect(tokenExpired(issuedAt, at(-DAY), 30 * DAY)).toBe(false);
    expect(tokenExpired('not a date', at(0), 30 * DAY)).toBe(true);
  });
});
