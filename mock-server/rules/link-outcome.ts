import type { LinkClaims, LinkKind } from './link-token';

export type LinkOutcome = 'VALID' | 'REQUIRED_TO_SET_PASSWORD' | 'INVALID' | 'EXPIRED' | 'ERROR';

export type LinkOutcomeInput = {
  /** The decoded token, or null when its format or signature is bad. */
  claims: LinkClaims | null;
  /** The kind of link the operation accepts (an invitation is no reset link, and back). */
  expectedKind: LinkKind;
  /** The stored link of claims.jti, if any. */
  link: { kind: LinkKind; userUuid: string; usedAt: string | null } | undefined;
  /** The account of claims.sub, if it still exists. */
  account: { password: string | null } | undefined;
  now: Date;
};

/**
 * What a link means now, checked in this order: not ours, of the wrong kind, unknown or already
 * used → INVALID; past its expiry → EXPIRED; its account gone → ERROR. Then an invitation is VALID
 * (sign in) when the account has a password, else REQUIRED_TO_SET_PASSWORD; a reset link is VALID.
 */
export function linkOutcome({
  claims,
  expectedKind,
  link,
  account,
  now,
}: LinkOutcomeInput): LinkOutcome {
  if (!claims || claims.kind !== expectedKind) return 'INVALID';
  if (!link || link.kind !== claims.kind || link.userUuid !== claims.sub || link.usedAt !== null)
    return 'INVALID';
  if (claims.exp * 1000 <= now.getTime()) return 'EXPIRED';
  if (!account) return 'ERROR';
  if (expectedKind === 'invitation' && account.password === null) return 'REQUIRED_TO_SET_PASSWORD';
  return 'VALID';
}
