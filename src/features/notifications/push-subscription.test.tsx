import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptionKey, pushSubscriptions } from '../../../mock-server/db/push-subscriptions';
import { mockServer } from '../../../mock-server/node';
import { pushHandlers } from '../../../mock-server/push/push-handlers';
import { currentVapidKeys } from '../../../mock-server/push/vapid-keys';
import { ALIAS, ORG, USER } from '../../../mock-server/seed/demo-identities';
import { HANA, renderApp, SLOW } from '../../../tests/support/render-app';
import { language, pushState } from '../../lib/services/storage';
import { base64UrlToBytes, unsubscribeFromPush } from './push-subscription';

// The call-to-action subscribes for real: after the browser grants the permission, the app's
// service worker registration subscribes with the backend's VAPID key and the subscription goes to
// the backend with its tags (the mock's push handlers store it). The Push API is faked here (jsdom
// has none); the backend is the mock's.

const TITLE = 'お知らせを通知で受け取りましょう';
const ENDPOINT = 'https://push.example/send/hana-device';

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A browser key as the Push API hands it out: an uncompressed P-256 point. */
const P256DH = toBase64Url(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i)));
const AUTH = toBase64Url(Uint8Array.from({ length: 16 }, (_, i) => i + 1));

function fakeSubscription(applicationServerKey: ArrayBuffer | null) {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey, userVisibleOnly: true },
    toJSON: () => ({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: P256DH, auth: AUTH },
    }),
    unsubscribe: vi.fn(async () => true),
  };
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

/** The Notification API granting, and a Push API behind an app worker (or none). */
function installPush({ worker = true, existing = null as FakeSubscription | null } = {}) {
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: vi.fn(async function (this: { permission: string }) {
      (globalThis.Notification as unknown as { permission: string }).permission = 'granted';
      return 'granted';
    }),
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  let current = existing;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(
      async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
        current = fakeSubscription(options.applicationServerKey.slice().buffer);
        return current;
      },
    ),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      addEventListener() {},
      removeEventListener() {},
      startMessages() {},
      getRegistration: async () => (worker ? registration : undefined),
      // Without a registration `ready` never settles (as in a browser).
      ready: worker ? Promise.resolve(registration) : new Promise(() => {}),
    },
  });
  return pushManager;
}

async function acceptOnTheCard() {
  const { user } = await renderApp('/', { as: HANA });
  const cta = await screen.findByRole('complementary', { name: TITLE }, SLOW);
  await user.click(within(cta).getByRole('button', { name: '通知を設定する' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: '通知を受け取る' }),
  );
}

const hanaSubscription = () =>
  pushSubscriptions.get(pushSubscriptionKey(USER.hana.uuid, ALIAS.hanaSakura));

beforeEach(() => mockServer.use(...pushHandlers));
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('subscribing to push', () => {
  it('subscribes with the backend’s key once the browser grants, and sends the subscription with its tags', async () => {
    const pushManager = installPush();
    await acceptOnTheCard();

    await waitFor(() => expect(hanaSubscription()).toBeDefined(), SLOW);
    const { publicKey } = await currentVapidKeys();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    const [options] = pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect([...options.applicationServerKey]).toEqual([...base64UrlToBytes(publicKey)]);
    expect(hanaSubscription()).toMatchObject({
      endpoint: ENDPOINT,
      p256dh: P256DH,
      auth: AUTH,
      orgHash: ORG.sakura.hash,
      language: 'ja',
    });
  });

  it('replaces a subscription the browser holds for another key (the backend was reset)', async () => {
    const stale = fakeSubscription(new Uint8Array(65).fill(9).buffer);
    const pushManager = installPush({ existing: stale });
    await acceptOnTheCard();
    await waitFor(() => expect(hanaSubscription()).toBeDefined(), SLOW);
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('sends the subscription again on a later visit without asking the browser to subscribe again', async () => {
    pushState.write({
      initialised: true,
      permission: 'granted',
      callToActionByUser: { [USER.hana.uuid]: 'granted' },
    });
    const { publicKey } = await currentVapidKeys();
    const kept = fakeSubscription(base64UrlToBytes(publicKey).buffer);
    const pushManager = installPush({ existing: kept });
    (globalThis.Notification as unknown as { permission: string }).permission = 'granted';
    await renderApp('/', { as: HANA });
    await waitFor(() => expect(hanaSubscription()).toBeDefined(), SLOW);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('is initialised once the profile loads on whatever screen the learner lands (spec 4.5)', async () => {
    pushState.write({
      initialised: false,
      permission: 'default',
      callToActionByUser: { [USER.hana.uuid]: 'granted' },
    });
    installPush();
    (globalThis.Notification as unknown as { permission: string }).permission = 'granted';
    await renderApp('/skills/overview', { as: HANA });
    await screen.findByRole('heading', { level: 1, name: 'スキル' }, SLOW);

    await waitFor(() => expect(hanaSubscription()).toBeDefined(), SLOW);
    expect(pushState.read()).toMatchObject({ initialised: true, permission: 'granted' });
    expect(hanaSubscription()).toMatchObject({ orgHash: ORG.sakura.hash, language: 'ja' });
  });

  it('without a service worker makes no subscription, and says so in the log', async () => {
    const info = vi.spyOn(console, 'info');
    const pushManager = installPush({ worker: false });
    await acceptOnTheCard();
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('[eigo] push-subscription-skipped', {
        reason: 'no service worker',
      }),
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(pushSubscriptions.size).toBe(0);
  });

  it('at sign-out the browser unsubscribes and the backend forgets the subscription', async () => {
    installPush();
    await acceptOnTheCard();
    await waitFor(() => expect(hanaSubscription()).toBeDefined(), SLOW);
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription =
      (await registration!.pushManager.getSubscription()) as unknown as FakeSubscription;

    await unsubscribeFromPush();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(hanaSubscription()).toBeUndefined();
  });
});

// Issue 36: the settings say "on" only once the backend holds this device's subscription; a failed
// one says so in the learner's language, with what to do and a retry.
describe.each([
  {
    lang: 'ja' as const,
    on: '通知はオンです。',
    failed: '通知をオンにできませんでした。',
    what: 'ブラウザーの設定でこのサイトの通知が許可されているか',
    retry: 'もう一度試す',
  },
  {
    lang: 'en' as const,
    on: 'Notifications are on.',
    failed: 'Notifications could not be turned on.',
    what: 'check that your browser settings allow notifications for this site',
    retry: 'Try again',
  },
])('the notification settings ($lang)', ({ lang, on, failed, what, retry }) => {
  const settingsOfGrantedDevice = async () => {
    language.write(lang);
    pushState.write({
      initialised: true,
      permission: 'granted',
      callToActionByUser: { [USER.hana.uuid]: 'granted' },
    });
    installPush();
    (globalThis.Notification as unknown as { permission: string }).permission = 'granted';
    return renderApp('/user/settings', { as: HANA });
  };
  const section = () =>
    screen.findByRole('region', { name: lang === 'ja' ? '通知' : 'Notifications' }, SLOW);

  it('says notifications are on once the backend holds the subscription', async () => {
    await settingsOfGrantedDevice();
    const notifications = await section();

    expect(await within(notifications).findByText(on, {}, SLOW)).toBeInTheDocument();
    expect(hanaSubscription()).toBeDefined();
  });

  it('says a failed subscription failed, with what to do, and tries again', async () => {
    mockServer.use(
      http.put('*/api/v1/push/subscription/', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await settingsOfGrantedDevice();
    const notifications = await section();

    const alert = await within(notifications).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(failed);
    expect(alert).toHaveTextContent(what);
    expect(within(notifications).queryByText(on)).not.toBeInTheDocument();
    expect(hanaSubscription()).toBeUndefined();

    await user.click(within(notifications).getByRole('button', { name: retry }));

    expect(await within(notifications).findByText(on, {}, SLOW)).toBeInTheDocument();
    expect(within(notifications).queryByRole('alert')).not.toBeInTheDocument();
    expect(hanaSubscription()).toBeDefined();
  });
});
