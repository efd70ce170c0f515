import { aliases } from '../db/identity';
import {
  pushAnnouncements,
  pushSubscriptionKey,
  pushSubscriptions,
  type PushSubscriptionRecord,
} from '../db/push-subscriptions';

// The subscriptions a push goes to, and their removal: at logout (every alias of the user), when
// the app unsubscribes (one alias), and when the push service answers that the subscription is
// gone (404/410), unless a newer one has replaced it meanwhile.

export type { PushSubscriptionRecord };

/** The subscriptions of every alias in this group. */
export function subscriptionsOfGroup(groupId: number): PushSubscriptionRecord[] {
  return pushSubscriptions.filter(
    (subscription) => aliases.get(subscription.aliasUuid)?.groupIds.includes(groupId) ?? false,
  );
}

export const subscriptionKeyOf = (subscription: PushSubscriptionRecord) =>
  pushSubscriptionKey(subscription.userUuid, subscription.aliasUuid);

export async function dropSubscription(userUuid: string, aliasUuid: string): Promise<boolean> {
  const key = pushSubscriptionKey(userUuid, aliasUuid);
  await forgetAnnouncementsOf(key);
  return pushSubscriptions.remove(key);
}

/** Logout: no push follows the user to this device, whichever alias subscribed. */
export async function dropSubscriptionsOf(userUuid: string): Promise<number> {
  const mine = pushSubscriptions.filter((subscription) => subscription.userUuid === userUuid);
  for (const subscription of mine) await dropSubscription(userUuid, subscription.aliasUuid);
  return mine.length;
}

/** The push service says this endpoint is gone: dropped, unless it was replaced since. */
export async function dropGoneSubscription(gone: PushSubscriptionRecord): Promise<boolean> {
  const current = pushSubscriptions.get(subscriptionKeyOf(gone));
  if (!current || current.endpoint !== gone.endpoint) return false;
  return dropSubscription(gone.userUuid, gone.aliasUuid);
}

async function forgetAnnouncementsOf(subscriptionKey: string): Promise<void> {
  const suffix = `|${subscriptionKey}`;
  for (const announcement of pushAnnouncements.filter((a) => a.key.endsWith(suffix)))
    await pushAnnouncements.remove(announcement.key);
}
