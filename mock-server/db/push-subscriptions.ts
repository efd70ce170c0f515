import { z } from 'zod';
import { Table } from './table';

// Web Push subscriptions (mock-server/push/): one per user and alias, with the tags the app sent
// (spec 4.5). A new subscription of the same user and alias replaces the previous; logout and a
// push service's 404/410 remove them.

const pushSubscriptionSchema = z.object({
  userUuid: z.uuid(),
  aliasUuid: z.uuid(),
  orgHash: z.string(),
  language: z.enum(['ja', 'en']),
  endpoint: z.string(),
  /** Epoch milliseconds, or null when the push service set no end. */
  expirationTime: z.number().nullable(),
  p256dh: z.string(),
  auth: z.string(),
  subscribedAt: z.iso.datetime({ offset: true }),
});
export type PushSubscriptionRecord = z.output<typeof pushSubscriptionSchema>;

export const pushSubscriptionKey = (userUuid: string, aliasUuid: string) =>
  `${userUuid}:${aliasUuid}`;

export const pushSubscriptions = new Table('pushSubscriptions', pushSubscriptionSchema, (s) =>
  pushSubscriptionKey(s.userUuid, s.aliasUuid),
);

/**
 * Which announcements each subscription was sent (assignment opened, due, class started), so the
 * clock's check announces each once: key `<event>|<subscription key>`.
 */
const pushAnnouncementSchema = z.object({
  key: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export const pushAnnouncements = new Table(
  'pushAnnouncements',
  pushAnnouncementSchema,
  (a) => a.key,
);
