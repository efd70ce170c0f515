import { describe, expect, it } from 'vitest';
import { linkOutcome, type LinkOutcome, type LinkOutcomeInput } from './link-outcome';
import type { LinkClaims } from './link-token';

const NOW = new Date('2026-11-22T00:00:00Z');
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

const invitation: LinkClaims = {
  jti: 'link-1',
  kind: 'invitation',
  sub: 'user-1',
  iat: seconds('2026-11-20T00:00:00Z'),
  exp: seconds('2026-11-27T00:00:00Z'),
};
const base: LinkOutcomeInput = {
  claims: invitation,
  expectedKind: 'invitation',
  link: { kind: 'invitation', userUuid: 'user-1', usedAt: null },
  account: { password: null },
  now: NOW,
};
const reset: Partial<LinkOutcomeInput> = {
  claims: { ...invitation, kind: 'reset' },
  expectedKind: 'reset',
  link: { kind: 'reset', userUuid: 'user-1', usedAt: null },
  account: { password: 'sakura2026' },
};

describe('linkOutcome', () => {
  it.each<[string, Partial<LinkOutcomeInput>, LinkOutcome]>([
    ['invitation of an account without a password', {}, 'REQUIRED_TO_SET_PASSWORD'],
    ['invitation of an account with a password', { account: { password: 'sakura2026' } }, 'VALID'],
    ['bad format or signature', { claims: null }, 'INVALID'],
    [
      'a reset link where an invitation is expected',
      { claims: { ...invitation, kind: 'reset' } },
      'INVALID',
    ],
    ['unknown link (no record)', { link: undefined }, 'INVALID'],
    [
      'record of another account',
      { link: { kind: 'invitation', userUuid: 'user-2', usedAt: null } },
      'INVALID',
    ],
    [
      'used link',
      { link: { kind: 'invitation', userUuid: 'user-1', usedAt: '2026-11-21T00:00:00Z' } },
      'INVALID',
    ],
    [
      'expiring exactly now',
      { claims: { ...invitation, exp: seconds('2026-11-22T00:00:00Z') } },
      'EXPIRED',
    ],
    [
      'expiring a second from now',
      { claims: { ...invitation, exp: seconds('2026-11-22T00:00:01Z') } },
      'REQUIRED_TO_SET_PASSWORD',
    ],
    [
      'expired yesterday',
      { claims: { ...invitation, exp: seconds('2026-11-21T00:00:00Z') } },
      'EXPIRED',
    ],
    ['account gone', { account: undefined }, 'ERROR'],
    [
      'used beats expired',
      {
        claims: { ...invitation, exp: 0 },
        link: { kind: 'invitation', userUuid: 'user-1', usedAt: 'x' },
      },
      'INVALID',
    ],
    [
      'expired beats account gone',
      { claims: { ...invitation, exp: 0 }, account: undefined },
      'EXPIRED',
    ],
    ['reset link', reset, 'VALID'],
    [
      'reset link of an account without a password',
      { ...reset, account: { password: null } },
      'VALID',
    ],
    [
      'used reset link',
      { ...reset, link: { kind: 'reset', userUuid: 'user-1', usedAt: '2026-11-21T00:00:00Z' } },
      'INVALID',
    ],
    ['an invitation where a reset link is expected', { ...reset, claims: invitation }, 'INVALID'],
    ['reset link, account gone', { ...reset, account: undefined }, 'ERROR'],
  ])('%s → %s', (_label, change, expected) => {
    expect(linkOutcome({ ...base, ...change })).toBe(expected);
  });
});
