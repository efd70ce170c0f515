// The notification call-to-action card of the home dashboard (spec 2.4 item 2 and 4.5). Its state
// comes from the user's decision on the card (kept per user in storage) and the browser's
// permission: it shows until the user decides, and again after "yes" while the browser has not
// granted the permission; "no" (or closing it) hides it for good.
import type { PushPermission } from '../services/storage';

/** The browser's Notification permission, or 'unsupported' where there is no Notification API. */
export type BrowserPermission = PushPermission | 'unsupported';

export type CallToActionView =
  | 'hidden'
  /** Before a decision: a body and the prompt button. */
  | 'undecided'
  /** Said yes, the browser still asks: the grant button (and a close icon). */
  | 'grant'
  /** Said yes, the browser refuses: how to allow it in the device settings (and a close icon). */
  | 'denied';

export function callToActionView(
  decision: PushPermission | undefined,
  permission: BrowserPermission,
): CallToActionView {
  // Without the API nothing can be granted: offering it would be a dead end.
  if (permission === 'unsupported') return 'hidden';
  if (decision === undefined || decision === 'default') return 'undecided';
  if (decision === 'denied') return 'hidden';
  if (permission === 'granted') return 'hidden';
  return permission === 'denied' ? 'denied' : 'grant';
}

/** Push messages are subscribed to only when both the user's decision and the browser say yes. */
export function isPushSubscribed(
  decision: PushPermission | undefined,
  permission: BrowserPermission,
): boolean {
  return decision === 'granted' && permission === 'granted';
}
