import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url } from './base64url';

// Node's Buffer writes base64url too: it is the reference here (the helper exists for the browser).

describe('base64url', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foobar', 'Zm9vYmFy'],
  ])('writes RFC 4648 %j as %j, unpadded', (text, encoded) => {
    expect(bytesToBase64Url(new TextEncoder().encode(text))).toBe(encoded);
  });

  it('uses - and _ where base64 has + and /', () => {
    expect(bytesToBase64Url(Uint8Array.of(0xfb, 0xff, 0xbf))).toBe('-_-_');
    expect(base64UrlToBytes('-_-_')).toEqual(Uint8Array.of(0xfb, 0xff, 0xbf));
  });

  it('agrees with node and reads back what it writes, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const encoded = bytesToBase64Url(bytes);
        expect(encoded).toBe(Buffer.from(bytes).toString('base64url'));
        expect(base64UrlToBytes(encoded)).toEqual(bytes);
      }),
    );
  });

  it.each(['Zm9v=', 'Zm+v', 'Zm/v', 'Z', 'Zm9vY', 'Zm 9v'])('refuses %j', (text) => {
    expect(base64UrlToBytes(text)).toBeNull();
  });
});
