import type * as WebPush from 'web-push';
import { VAPID_SUBJECT, currentVapidKeys } from './vapid-keys';
import type { PushMessage } from './push-message';
import { dropGoneSubscription, type PushSubscriptionRecord } from './subscriptions';

// Sends one push (RFC 8030) to one subscription: the payload encrypted for the browser
// (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292) by the `web-push`
// package, then POSTed to the push service with fetch (web-push's own sender speaks https only;
// fetch also reaches the loopback test push service of tests/integration/push.test.ts).
//
// Only under Node: the in-browser demo mock (mock-server/browser.ts) has no network push service
// to reach and cannot load web-push, so there a push is logged as not sent.
//
// Every send is in the background (`deliverInBackground`): an API answer never waits for a push
// service, and a failing one never fails it. Tests wait with `pushesSettled()`.

export type SendOutcome = 'sent' | 'gone' | 'failed' | 'unavailable';

/** How long a push service gets to answer. */
const SEND_TIMEOUT_MS = 10_000;
/** How long the push service keeps a message for an offline browser (seconds). */
const TIME_TO_LIVE_S = 24 * 60 * 60;

const isNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';

// Loaded by name at run time so that the browser demo's bundle never includes it.
const WEB_PUSH_MODULE = 'web-push';
let webPush: Promise<typeof WebPush> | null = null;
function loadWebPush(): Promise<typeof WebPush> {
  webPush ??= (
    import(/* @vite-ignore */ WEB_PUSH_MODULE) as Promise<{ default?: typeof WebPush }>
  ).then((module) => (module.default ?? module) as typeof WebPush);
  return webPush;
}

export function logPush(message: string): void {
  if (isNode && process.env.VITEST !== undefined && process.env.MOCK_PUSH_LOG !== 'on') return;
  console.info(`[mock] push: ${message}`);
}

/** Sends now and resolves to what happened (a 404 or 410 also drops the subscription). */
async function sendPush(
  subscription: PushSubscriptionRecord,
  message: PushMessage,
): Promise<SendOutcome> {
  const where = `${message.kind} to ${subscription.userUuid}/${subscription.aliasUuid}`;
  if (!isNode) {
    logPush(`${where} not sent: the in-browser demo has no push service`);
    return 'unavailable';
  }
  try {
    const keys = await currentVapidKeys();
    const lib = await loadWebPush();
    const request = lib.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: VAPID_SUBJECT,
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        contentEncoding: 'aes128gcm',
        TTL: TIME_TO_LIVE_S,
        urgency: 'high',
        // A later push with the same topic replaces one still waiting at the push service.
        topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      // fetch sets the length itself from the body.
      if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
    }
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) {
      logPush(`${where} sent (${response.status})`);
      return 'sent';
    }
    if (response.status === 404 || response.status === 410) {
      await dropGoneSubscription(subscription);
      logPush(`${where}: the push service answered ${response.status}, subscription dropped`);
      return 'gone';
    }
    logPush(`${where} refused by the push service (${response.status})`);
    return 'failed';
  } catch (error) {
    logPush(`${where} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 'failed';
  }
}

const inFlight = new Set<Promise<SendOutcome>>();

/** Sends without anyone waiting: the caller's answer goes out whatever the push service does. */
export function deliverInBackground(
  subscription: PushSubscriptionRecord,
  message: PushMessage,
): Promise<SendOutcome> {
  const sending = sendPush(subscription, message);
  inFlight.add(sending);
  void sending.finally(() => inFlight.delete(sending));
  return sending;
}

/** Resolves once every push started so far has been answered (tests and shutdown). */
export async function pushesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
