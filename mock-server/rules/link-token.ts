import { z } from 'zod';
import { hmacSha256 } from './hmac-sha256';

// Invitation and reset links carry a JWT (HS256: base64url header.payload.signature). The key is
// the mock's own, published with it: these tokens prove nothing outside the mock backend.
const SIGNING_KEY = new TextEncoder().encode('eigo-mock-backend-link-signing-key');
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
  toBase64Url(hmacSha256(SIGNING_KEY, new TextEncoder().encode(signingInput)));

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
  if (sign(`${header}.${payload}`) !== signature) return null;
  const claims = linkClaimsSchema.safeParse(decodeJson(payload));
  return claims.success ? claims.data : null;
}
