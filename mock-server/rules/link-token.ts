import { z } from 'zod';
import { hmacSha256 } from './hmac-sha256';

// Invitation and reset links carry a JWT (HS256: base64url header.payload.signature). The demo
// key is the mock's own, published with it: these tokens prove nothing outside the mock backend.
// A demo on the internet sets its own key with MOCK_LINK_SECRET (read at every call, so a test can
// change it). Under node the signature is node:crypto's createHmac and it is compared with
// timingSafeEqual; in the browser demo (no node:crypto) the same HMAC comes from ./hmac-sha256
// and the comparison is a constant-time loop of its own.
export const DEMO_LINK_SECRET = 'eigo-mock-backend-link-signing-key';

type NodeCrypto = {
  createHmac(
    algorithm: 'sha256',
    key: Uint8Array,
  ): {
    update(data: Uint8Array): { digest(): Uint8Array };
  };
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
};

type NodeProcess = {
  env: Record<string, string | undefined>;
  getBuiltinModule?: (id: string) => unknown;
};

const nodeProcess = (globalThis as { process?: NodeProcess }).process;
/** node:crypto when running under node (without an import, which the browser build would reject). */
const nodeCrypto = nodeProcess?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;

/** Which implementation signs and compares: `node:crypto`, or `javascript` in the browser. */
export const linkCryptoKind: 'node:crypto' | 'javascript' = nodeCrypto
  ? 'node:crypto'
  : 'javascript';

function signingKey(): Uint8Array {
  const secret = nodeProcess?.env.MOCK_LINK_SECRET;
  return new TextEncoder().encode(secret ? secret : DEMO_LINK_SECRET);
}

function hmac(key: Uint8Array, message: Uint8Array): Uint8Array {
  return nodeCrypto
    ? nodeCrypto.createHmac('sha256', key).update(message).digest()
    : hmacSha256(key, message);
}

/**
 * Whether the two texts are equal, in a time that depends on their lengths only (never on where
 * they first differ): crypto.timingSafeEqual under node on buffers of equal length.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  // Unequal lengths are unequal; comparing the left with itself spends the same time.
  const same = left.length === right.length;
  const other = same ? right : left;
  if (nodeCrypto) return nodeCrypto.timingSafeEqual(left, other) && same;
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i]! ^ other[i]!;
  return difference === 0 && same;
}
const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

export const linkClaimsSchema = z.object({
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

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const encodeJson = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

function decodeJson(part: string): unknown {
  const bytes = fromBase64Url(part);
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

const sign = (signingInput: string) =>
  toBase64Url(hmac(signingKey(), new TextEncoder().encode(signingInput)));

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
