import { z } from 'zod';
import { safeNextPath } from '../../src/lib/rules/next-path';
import { now } from '../runtime/clock';
import { newUuid } from '../runtime/ids';
import { linkOutcome, type LinkOutcome } from '../rules/link-outcome';
import { decodeLinkToken, encodeLinkToken, type LinkKind } from '../rules/link-token';
import { users, type User } from './identity';
import { Table } from './table';

// Invitation (set-password) and password-reset links issued by the backend. The token carries the
// claims; the record makes a link revocable: unknown links (e.g. issued before a reset of the
// store) and used reset links are INVALID.

const authLinkSchema = z.object({
  jti: z.string(),
  kind: z.enum(['invitation', 'reset']),
  userUuid: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
type AuthLink = z.output<typeof authLinkSchema>;

export const authLinks = new Table('authLinks', authLinkSchema, (link) => link.jti);

const HOUR_MS = 60 * 60 * 1000;
/** Invitations last a week, reset links a day. */
const LINK_LIFETIME_MS: Record<LinkKind, number> = {
  invitation: 7 * 24 * HOUR_MS,
  reset: 24 * HOUR_MS,
};
/** The app routes that open each kind of link. */
const LINK_ROUTES: Record<LinkKind, string> = {
  invitation: '/user/password-change/from-invitation',
  reset: '/user/password-change/from-request',
};

/**
 * Stores a new link for the user and answers its token, its app URL, its id and its expiry;
 * `expired` backdates it so that it expired a day ago. A `nextPath` (where the learner was going,
 * spec 2.2) rides on the URL for the app to go on to once signed in, only if it is a path of the
 * app: the backend must not mail a link that sends its reader to another site.
 */
export async function issueLink(
  kind: LinkKind,
  userUuid: string,
  { expired = false, nextPath }: { expired?: boolean; nextPath?: string } = {},
) {
  const issuedMs = now().getTime() - (expired ? LINK_LIFETIME_MS[kind] + 24 * HOUR_MS : 0);
  const expiresMs = issuedMs + LINK_LIFETIME_MS[kind];
  const jti = newUuid();
  await authLinks.insert({
    jti,
    kind,
    userUuid,
    issuedAt: new Date(issuedMs).toISOString(),
    expiresAt: new Date(expiresMs).toISOString(),
    usedAt: null,
  });
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const token = encodeLinkToken({
    jti,
    kind,
    sub: userUuid,
    iat: seconds(issuedMs),
    exp: seconds(expiresMs),
  });
  const query = new URLSearchParams({ token });
  const safeNext = safeNextPath(nextPath);
  if (safeNext) query.set('nextPath', safeNext);
  return {
    token,
    url: `${LINK_ROUTES[kind]}?${query.toString()}`,
    jti,
    expiresAt: new Date(expiresMs).toISOString(),
  };
}

export type ReadLink = { outcome: LinkOutcome; link: AuthLink | undefined; user: User | undefined };

/** What a token means now for an operation that accepts links of `kind`. */
export function readLink(token: string, kind: LinkKind): ReadLink {
  const claims = decodeLinkToken(token);
  const link = claims ? authLinks.get(claims.jti) : undefined;
  const user = claims ? users.get(claims.sub) : undefined;
  return {
    outcome: linkOutcome({ claims, expectedKind: kind, link, account: user, now: now() }),
    link,
    user,
  };
}

export async function markLinkUsed(jti: string): Promise<void> {
  await authLinks.update(jti, (draft) => {
    draft.usedAt = now().toISOString();
  });
}

/**
 * Voids the user's links that could still set a password or sign in (a password was just set or
 * reset): every link not yet used, but `keep` (the invitation just used, which signs in from
 * then on). A voided link is unknown, so INVALID.
 */
export async function revokeLinksOf(userUuid: string, keep?: string): Promise<void> {
  const open = authLinks.filter(
    (link) => link.userUuid === userUuid && link.usedAt === null && link.jti !== keep,
  );
  for (const link of open) await authLinks.remove(link.jti);
}
