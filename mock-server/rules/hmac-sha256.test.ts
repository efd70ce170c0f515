import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256 } from './hmac-sha256';

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (data: Uint8Array) => [...data].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('sha256 (FIPS 180-4 examples)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    ['a'.repeat(1000), '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3'],
  ])('sha256(%j)', (message, digest) => {
    expect(hex(sha256(bytes(message)))).toBe(digest);
  });
});

describe('hmacSha256 (RFC 4231 test cases)', () => {
  it.each([
    [
      '1: short key',
      new Uint8Array(20).fill(0x0b),
      'Hi There',
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      '2: text key',
      bytes('Jefe'),
      'what do ya want for nothing?',
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      '6: key longer than a block',
      new Uint8Array(131).fill(0xaa),
      'Test Using Larger Than Block-Size Key - Hash Key First',
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
  ])('case %s', (_label, key, message, mac) => {
    expect(hex(hmacSha256(key, bytes(message)))).toBe(mac);
  });
});
