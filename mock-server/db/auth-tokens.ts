import { now } from '../runtime/clock';
import { tokens } from './identity';

/** `bytes` random bytes as base64url (WebCrypto: available in node and browsers alike). */
export function randomSecret(bytes: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...values))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Opens a session: a new random token for the user, stored until logout. */
export async function issueAuthToken(userUuid: string): Promise<string> {
  const token = randomSecret(32);
  await tokens.insert({ token, userUuid, issuedAt: now().toISOString() });
  return token;
}
