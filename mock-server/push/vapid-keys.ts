import { vapidKeys, type VapidKeysRecord } from '../db/push-vapid-keys';
import { now } from '../runtime/clock';
import { withLock } from '../runtime/locks';
import { bytesToBase64Url } from '../rules/base64url';

// The application server's identity towards push services (VAPID, RFC 8292): an ECDSA P-256 key
// pair made once per store with WebCrypto (Node and the browser demo alike), kept in the store.
// The public key is what browsers subscribe with; the private key signs each push's JWT.

/** Who runs this application server (the JWT's `sub`): push services may write there. */
export const VAPID_SUBJECT = 'mailto:push@eigo.example';

export async function currentVapidKeys(): Promise<VapidKeysRecord> {
  const existing = vapidKeys.get('vapid');
  if (existing) return existing;
  // Two first requests at once must not make two pairs (a subscription would hold the loser's).
  return withLock('push:vapid-keys', async () => {
    const made = vapidKeys.get('vapid');
    if (made) return made;
    const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    const publicPoint = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const { d } = await crypto.subtle.exportKey('jwk', pair.privateKey);
    if (!d) throw new Error('the VAPID private key could not be exported');
    return vapidKeys.insert({
      key: 'vapid',
      publicKey: bytesToBase64Url(publicPoint),
      privateKey: d,
      createdAt: now().toISOString(),
    });
  });
}
