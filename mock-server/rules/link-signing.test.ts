import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_LINK_SECRET,
  constantTimeEqual,
  decodeLinkToken,
  encodeLinkToken,
  type LinkClaims,
} from './link-token';

const claims: LinkClaims = {
  jti: 'link-1',
  kind: 'reset',
  sub: 'user-1',
  iat: 1_790_000_000,
  exp: 1_790_086_400,
};

/** The HS256 signature of `header.payload` with this key, by node:crypto (an independent HMAC). */
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
});

// An invitation token the earlier signers made with the demo key (node:crypto's createHmac under
// node and a hand-written HMAC-SHA-256 in the browser demo gave the same one): links handed out
// before still open.
const EARLIER_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJqdGkiOiJsaW5rLWZpeGVkLTEiLCJraW5kIjoiaW52aXRhdGlvbiIsInN1YiI6IjdiMGYxYzUyLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMSIsImlhdCI6MTc5MDAwMDAwMCwiZXhwIjoxNzkwNjA0ODAwfQ.' +
  '29YcRu_QxFIW44-V08M5hNV4demIbjBphOjqwtePR4E';

describe('HMAC-SHA-256 as link-token.ts imports it (@noble/hashes)', () => {
  it.each([
    [
      '1: short key',
      '0b'.repeat(20),
      'Hi There',
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      '2: text key',
      bytesToHex(new TextEncoder().encode('Jefe')),
      'what do ya want for nothing?',
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      '6: key longer than a block',
      'aa'.repeat(131),
      'Test Using Larger Than Block-Size Key - Hash Key First',
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
  ])('gives RFC 4231 test case %s', (_label, key, message, mac) => {
    expect(bytesToHex(hmac(sha256, hexToBytes(key), new TextEncoder().encode(message)))).toBe(mac);
  });
});

describe('link signatures', () => {
  it('are HMAC-SHA-256 with the demo key by default', () => {
    const token = encodeLinkToken(claims);
    expect(token.split('.')[2]).toBe(signatureWith(DEMO_LINK_SECRET, token));
  });

  it('accept a token the earlier signers made, and sign its claims the same way', () => {
    const earlier = decodeLinkToken(EARLIER_TOKEN);
    expect(earlier).toEqual({
      jti: 'link-fixed-1',
      kind: 'invitation',
      sub: '7b0f1c52-0000-4000-8000-000000000001',
      iat: 1_790_000_000,
      exp: 1_790_604_800,
    });
    expect(encodeLinkToken(earlier!)).toBe(EARLIER_TOKEN);
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
