import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { z } from 'zod';
import { base64UrlToBytes, bytesToBase64Url } from './base64url';

// Invitation and reset links carry a JWT (HS256: base64url header.payload.signature). The demo
// key is the mock's own, published with it: these tokens prove nothing outside the mock backend.
// A demo on the internet sets its own key with MOCK_LINK_SECRET (read at every call, so a test can
// change it). The HMAC-SHA-256 is @noble/hashes' (synchronous, the same code under node, vitest
// and the browser demo), and signatures are compared in constant time by one loop.
export const DEMO_LINK_SECRET = 'eigo-mock-backend-link-signing-key';

/** The process's environment under node; none in the browser demo. */
const processEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
  ?.env;

function signingKey(): Uint8Array {
  const secret = processEnv?.MOCK_LINK_SECRET;
  return new TextEncoder().encode(secret ? secret : DEMO_LINK_SECRET);
}

/**
 * Whether the two texts are equal, in a time that depends on their lengths only (never on where
 * they first differ).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  // Unequal lengths are unequal; comparing the left with itself spends the same time.
  const same = left.length === right.length;
  const other = same ? right : left;
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i]! ^ other[i]!;
  return difference === 0 && same;
}

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

const linkClaimsSchema = z.object({
  /** The link's id (its record in the authLinks table). */
  jti: z.string().min(1),
  kind: z.enum(['invitation', 'reset']),
  /** The account's user uuid. */
  sub: z.string().min(1),
  /** Issued at and expires at, in seconds since the epoch (JWT NumericDate). */
  iat: z.int(),
  exp: z.int(),
});
export type LinkClaims = z.output<typeof linkClaimsSchema>;
export type LinkKind = LinkClaims['kind'];

const encodeJson = (value: unknown) =>
  bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));

function decodeJson(part: string): unknown {
  const bytes = base64UrlToBytes(part);
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

const sign = (signingInput: string) =>
  bytesToBase64Url(hmac(sha256, signingKey(), new TextEncoder().encode(signingInput)));

export function encodeLinkToken(claims: LinkClaims): string {
  const signingInput = `${encodeJson(HEADER)}.${encodeJson(claims)}`;
  return `${signingInput}.${sign(signingInput)}`;
}

/** The claims of a token signed by this backend, or null for a bad format, header or signature. */
export function decodeLinkToken(token: string): LinkClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const headerValue = decodeJson(header) as { alg?: unknown; typ?: unknown } | undefined;
  if (headerValue?.alg !== HEADER.alg || headerValue.typ !== HEADER.typ) return null;
  if (!constantTimeEqual(sign(`${header}.${payload}`), signature)) return null;
  const claims = linkClaimsSchema.safeParse(decodeJson(payload));
  return claims.success ? claims.data : null;
}
