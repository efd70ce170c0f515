import { z } from 'zod';
import { nextId } from '../runtime/ids';
import { Table } from './table';

// The password-reset links the backend has "sent" (the mock mails nothing): what the console
// lists (`listSentResetLinks`), so a demo user can open the link a reset request produced. Kept
// in the store, so they survive a restart over a state file; the link's own record
// (./auth-links.ts) says whether it still works.

const sentResetLinkSchema = z.object({
  id: z.int(),
  userUuid: z.string(),
  /** The link's id (auth-links jti). */
  jti: z.string(),
  url: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type SentResetLinkRecord = z.output<typeof sentResetLinkSchema>;

export const sentResetLinks = new Table('sentResetLinks', sentResetLinkSchema, (link) => link.id);

export async function recordSentResetLink(
  values: Omit<SentResetLinkRecord, 'id'>,
): Promise<SentResetLinkRecord> {
  return sentResetLinks.insert({ id: nextId(), ...values });
}
