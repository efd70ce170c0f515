import { describe, expect, it } from 'vitest';
import { decodeLinkToken, encodeLinkToken, type LinkClaims } from './link-token';

const claims: LinkClaims = {
  jti: 'link-1',
  kind: 'invitation',
  sub: 'user-1',
  iat: 1_790_000_000,
  exp: 1_790_604_800,
};
const token = encodeLinkToken(claims);
const [header, payload, signature] = token.split('.') as [string, string, string];
/** A JSON part as base64url, by node's Buffer (independent of the module's own helper). */
const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('link tokens', () => {
  it('are three base64url parts of an HS256 JWT', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('decode to their claims', () => {
    expect(decodeLinkToken(token)).toEqual(claims);
  });

  it.each([
    ['an empty string', ''],
    ['two parts', `${header}.${payload}`],
    ['four parts', `${token}.x`],
    ['not base64url', `${header}.${payload}.***`],
    ['a changed payload', `${header}.${base64Url({ ...claims, sub: 'user-2' })}.${signature}`],
    ['a changed signature', `${header}.${payload}.${signature.slice(0, -2)}AA`],
    ['another algorithm', `${base64Url({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    [
      'claims of the wrong shape',
      encodeLinkToken({ ...claims, kind: 'other' } as unknown as LinkClaims),
    ],
  ])('refuse %s', (_label, bad) => {
    expect(decodeLinkToken(bad)).toBeNull();
  });
});
