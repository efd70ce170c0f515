// Whether this device's push subscription is held by the backend (issue 36: "通知はオン" only when
// it is). The app sends the subscription once per session, alias and language (the key); what
// came of it is kept here for every screen that says where notifications stand.
import { useSyncExternalStore } from 'react';
import type { PushTags } from '../../api/generated/model/pushTags';
import { subscribeToPush } from './push-subscription';

export type PushStatus =
  /** Not sent yet for this key. */
  | 'idle'
  /** Being sent. */
  | 'checking'
  /** The backend answered that it holds the subscription. */
  | 'subscribed'
  /**
   * The browser or the backend refused it (logged as push-subscription-failed), or the app's
   * worker was not there yet to subscribe with: worth another try.
   */
  | 'failed'
  /** This browser has no Push API: it cannot receive pushes here. */
  | 'unavailable';

let current: { key: string | null; status: PushStatus } = { key: null, status: 'idle' };
const listeners = new Set<() => void>();

function set(next: typeof current): void {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function pushStatusFor(key: string | null): PushStatus {
  return key !== null && current.key === key ? current.status : 'idle';
}

export function usePushStatus(key: string | null): PushStatus {
  return useSyncExternalStore(
    subscribe,
    () => pushStatusFor(key),
    () => pushStatusFor(key),
  );
}

/**
 * Sends this device's subscription for `key` unless it is held already or on its way; `retry`
 * sends it again whatever came of the last try. A failed one is tried again at the next call.
 */
export async function ensurePushSubscription(
  key: string,
  tags: PushTags,
  { retry = false } = {},
): Promise<PushStatus> {
  const status = pushStatusFor(key);
  if (!retry && (status === 'checking' || status === 'subscribed')) return status;
  set({ key, status: 'checking' });
  const outcome = await subscribeToPush(tags);
  const next: PushStatus =
    outcome === 'subscribed' ? 'subscribed' : outcome === 'unsupported' ? 'unavailable' : 'failed';
  // Another session, alias or language took over meanwhile: its own try decides.
  if (current.key === key) set({ key, status: next });
  return next;
}
