import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_LINK_SECRET,
  constantTimeEqual,
  decodeLinkToken,
  encodeLinkToken,
  linkCryptoKind,
  type LinkClaims,
} from './link-token';

const claims: LinkClaims = {
  jti: 'link-1',
  kind: 'reset',
  sub: 'user-1',
  iat: 1_790_000_000,
  exp: 1_790_086_400,
};

/** The HS256 signature of `header.payload` with this key, by node:crypto directly. */
const signatureWith = (key: string, token: string) =>
  crypto
    .createHmac('sha256', key)
    .update(token.split('.').slice(0, 2).join('.'))
    .digest('base64url');

/** The token with one character of its signature changed (the length stays the same). */
function tampered(token: string, at: number): string {
  const index = token.lastIndexOf('.') + 1 + at;
  const swapped = token[index] === 'A' ? 'B' : 'A';
  return `${token.slice(0, index)}${swapped}${token.slice(index + 1)}`;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('link signatures', () => {
  it('are node:crypto HMAC-SHA-256 with the demo key by default', () => {
    expect(linkCryptoKind).toBe('node:crypto');
    const token = encodeLinkToken(claims);
    expect(token.split('.')[2]).toBe(signatureWith(DEMO_LINK_SECRET, token));
  });

  it('are checked with crypto.timingSafeEqual on buffers of equal length', () => {
    const token = encodeLinkToken(claims);
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    expect(decodeLinkToken(token)).toEqual(claims);
    expect(decodeLinkToken(tampered(token, 0))).toBeNull();
    expect(compare).toHaveBeenCalledTimes(2);
    for (const [left, right] of compare.mock.calls) {
      expect((left as Uint8Array).length).toBe((right as Uint8Array).length);
    }
  });

  it.each([0, 10, 21, 42])('refuse a signature changed at character %i', (at) => {
    expect(decodeLinkToken(tampered(encodeLinkToken(claims), at))).toBeNull();
  });

  it('refuse a signature that is a prefix or longer than the right one', () => {
    const token = encodeLinkToken(claims);
    expect(decodeLinkToken(token.slice(0, -1))).toBeNull();
    expect(decodeLinkToken(`${token}A`)).toBeNull();
  });

  it('use MOCK_LINK_SECRET when it is set, and refuse tokens of the other key', () => {
    const demoToken = encodeLinkToken(claims);
    vi.stubEnv('MOCK_LINK_SECRET', 'a-secret-of-this-demo');
    const token = encodeLinkToken(claims);
    expect(token.split('.')[2]).toBe(signatureWith('a-secret-of-this-demo', token));
    expect(token).not.toBe(demoToken);
    expect(decodeLinkToken(token)).toEqual(claims);
    expect(decodeLinkToken(demoToken)).toBeNull();
    vi.unstubAllEnvs();
    expect(decodeLinkToken(token)).toBeNull();
    expect(decodeLinkToken(demoToken)).toEqual(claims);
  });
});

describe('constantTimeEqual', () => {
  it.each([
    ['same', 'same', true],
    ['same', 'samf', false],
    ['same', 'sam', false],
    ['', '', true],
    ['', 'x', false],
    ['トークン', 'トークン', true],
  ])('%j and %j: %s', (left, right, equal) => {
    expect(constantTimeEqual(left, right)).toBe(equal);
  });
});
