import { z } from 'zod';
import { Table } from './table';

// The application server's VAPID key pair (RFC 8292), generated once per store on first use
// (mock-server/push/vapid-keys.ts) and kept with the rest of the state, so subscriptions made
// with its public key stay valid across restarts of a mock with a state file.

const vapidKeysSchema = z.object({
  key: z.literal('vapid'),
  /** The uncompressed P-256 public point, base64url (87 characters). */
  publicKey: z.string().length(87),
  /** The private scalar, base64url (43 characters). */
  privateKey: z.string().length(43),
  createdAt: z.iso.datetime({ offset: true }),
});
export type VapidKeysRecord = z.output<typeof vapidKeysSchema>;

export const vapidKeys = new Table('pushVapidKeys', vapidKeysSchema, (k) => k.key);
