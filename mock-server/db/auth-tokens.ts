import { recordActivity } from '../runtime/activity';
import { now } from '../runtime/clock';
import { bytesToBase64Url } from '../rules/base64url';
import { currentTokenLifetimeMs, tokenExpired } from '../rules/token-lifetime';
import { tokens, type Token } from './identity';

const tokensByUser = tokens.groupBy((token) => token.userUuid);

/** `bytes` random bytes as base64url (WebCrypto: available in node and browsers alike). */
export function randomSecret(bytes: number): string {
  return bytesToBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Whether a stored token has outlived its lifetime on the backend clock (../rules/token-lifetime). */
export function isTokenExpired(record: Token): boolean {
  return tokenExpired(record.issuedAt, now(), currentTokenLifetimeMs());
}

/**
 * Opens a session: a new random token for the user, good until logout, a password change or the
 * end of its lifetime. The user's tokens that have ended are dropped on the way.
 */
export async function issueAuthToken(userUuid: string): Promise<string> {
  for (const ended of tokensByUser.get(userUuid).filter(isTokenExpired)) {
    await tokens.remove(ended.token);
  }
  const token = randomSecret(32);
  await tokens.insert({ token, userUuid, issuedAt: now().toISOString() });
  recordActivity('signIn', userUuid);
  return token;
}

/** Ends every session of the user (a password set or reset): each of its tokens is then a 401. */
export async function revokeAuthTokensOf(userUuid: string): Promise<void> {
  for (const record of tokensByUser.get(userUuid)) {
    await tokens.remove(record.token);
  }
}
