// The browser's push subscription (Push API) and the backend's record of it (the `push` tag):
// subscribe with the backend's VAPID key and send the subscription with its tags (spec 4.5),
// unsubscribe at sign-out. The app's service worker (src/sw/worker/service-worker.ts) receives the
// pushes; without one (a browser without service workers, a development server without the
// worker, a worker that failed to install) no subscription can be made: logged, nothing else.
import {
  deletePushSubscription,
  getPushPublicKey,
  putPushSubscription,
} from '../../api/generated/endpoints/push/push';
import type { PushTags } from '../../api/generated/model/pushTags';
import { logEvent } from '../../lib/services/log-event';

export type PushSubscribeOutcome = 'subscribed' | 'unsupported' | 'no-worker' | 'failed';

/** How long to wait for the app's worker to be active before giving up on this attempt. */
const WORKER_READY_TIMEOUT_MS = 10_000;

type CallOptions = { headers?: Record<string, string> };

function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window
  );
}

/** base64url (as the backend publishes the key) → the bytes pushManager.subscribe wants. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(buffer: ArrayBuffer | null | undefined, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return view.every((byte, i) => byte === bytes[i]);
}

/** The app's worker registration once active; null when there is none (or it never activates). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const container = navigator.serviceWorker;
  // `ready` never settles without a registration: asked first.
  if (!(await container.getRegistration())) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([container.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Subscribes this browser (or keeps its subscription, when made with the backend's current key)
 * and sends it with the tags. Never throws: the outcome says what happened, and is logged.
 */
export async function subscribeToPush(
  tags: PushTags,
  options: CallOptions = {},
): Promise<PushSubscribeOutcome> {
  if (!pushSupported()) return 'unsupported';
  try {
    const registration = await workerRegistration();
    if (!registration) {
      logEvent('push-subscription-skipped', { reason: 'no service worker' });
      return 'no-worker';
    }
    const { publicKey } = await getPushPublicKey(options);
    const key = base64UrlToBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (the backend's store was reset) cannot be reused,
    // and the browser refuses a new one until it is gone.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
      throw new Error('the subscription has no endpoint or keys');
    await putPushSubscription(
      {
        endpoint: json.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
        tags,
      },
      options,
    );
    logEvent('push-subscription', { subscribed: true });
    return 'subscribed';
  } catch (error) {
    logEvent('push-subscription-failed', {
      message: error instanceof Error ? error.message : String(error),
    });
    return 'failed';
  }
}

/**
 * Sign-out: the backend forgets this alias's subscription and the browser drops its own. Never
 * throws (the backend drops every subscription of the user at logout anyway); `headers` are the
 * session's that is ending.
 */
export async function unsubscribeFromPush(options: CallOptions = {}): Promise<void> {
  if (!pushSupported()) return;
  const forgetOnServer = deletePushSubscription(options).catch((error: unknown) => {
    logEvent('push-unsubscribe-failed', {
      message: error instanceof Error ? error.message : String(error),
    });
  });
  const forgetInBrowser = (async () => {
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      await subscription?.unsubscribe();
    } catch (error) {
      logEvent('push-unsubscribe-failed', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  })();
  await Promise.all([forgetOnServer, forgetInBrowser]);
}
