import { expect, test, type Page } from '@playwright/test';
import { USER } from '../../mock-server/seed/demo-identities';
import {
  hanaSignedInAtClassTime,
  NEXT_POLL,
  teacherConductsClass,
  teacherEndsClass,
  teacherStartsClass,
} from './support/live-class';
import { expectNoHorizontalScroll } from './support/page-width';
import { picture } from './support/pictures';

// Issue 36 at 360 px, in Japanese and English: one live-class dialog at a time, the newest state of
// the class winning, and the settings telling the truth about a push subscription that failed.

const TEXT = {
  ja: {
    started: '授業が始まりました',
    startedBody: '先生がエクササイズを選びました。',
    ended: '授業が終わりました',
    classes: '授業',
    settings: '設定',
    notifications: '通知',
    failed: '通知をオンにできませんでした。',
    what: 'ブラウザーの設定でこのサイトの通知が許可されているか',
    retry: 'もう一度試す',
    on: '通知はオンです。',
    lobby: '授業ロビー',
    warning: '授業はあと3分で終わります。',
  },
  en: {
    started: 'Your class has started',
    startedBody: 'Your teacher has chosen exercises.',
    ended: 'The class has ended',
    classes: 'Classes',
    settings: 'Settings',
    notifications: 'Notifications',
    failed: 'Notifications could not be turned on.',
    what: 'check that your browser settings allow notifications for this site',
    retry: 'Try again',
    on: 'Notifications are on.',
    lobby: 'Class lobby',
    warning: 'The class ends in 3 minutes.',
  },
} as const;

test.use({ viewport: { width: 360, height: 740 } });
hanaSignedInAtClassTime();

async function inLanguage(page: Page, lang: 'ja' | 'en') {
  await page.addInitScript(
    (value) => localStorage.setItem('eigo.v1.language', JSON.stringify(value)),
    lang,
  );
}

const shot = (lang: string, name: string) => ({
  path: test.info().outputPath(`live-dialogs-${name}-${lang}.png`),
});

for (const lang of ['ja', 'en'] as const) {
  const t = TEXT[lang];

  test(`${lang}: a class ending while "class started" is open leaves only "class ended"`, async ({
    page,
    request,
  }) => {
    await inLanguage(page, lang);
    await page.goto('/user/settings');
    await expect(page.getByRole('heading', { level: 1, name: t.settings })).toBeVisible();

    const sessionId = await teacherStartsClass(request);
    const started = page.getByRole('alertdialog', { name: t.started });
    await expect(started).toBeVisible(NEXT_POLL);
    await expect(started).toContainText(t.startedBody);

    await teacherEndsClass(request, sessionId);

    const ended = page.getByRole('alertdialog', { name: t.ended });
    await expect(ended).toBeVisible(NEXT_POLL);
    await expect(started).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await picture(page, shot(lang, 'ended'));

    // Nothing stale waits behind it.
    await ended.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test(`${lang}: a new class starting while "class ended" is open leaves only "class started"`, async ({
    page,
    request,
  }) => {
    await inLanguage(page, lang);
    const first = await teacherConductsClass(request);
    await page.goto('/');
    // Home shows the class under way: the app has seen it.
    await expect(page.getByRole('region', { name: t.classes, exact: true })).toBeVisible(NEXT_POLL);

    await teacherEndsClass(request, first);
    const ended = page.getByRole('alertdialog', { name: t.ended });
    await expect(ended).toBeVisible(NEXT_POLL);

    await teacherStartsClass(request);

    const started = page.getByRole('alertdialog', { name: t.started });
    await expect(started).toBeVisible(NEXT_POLL);
    await expect(ended).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await picture(page, shot(lang, 'started'));

    await started.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test(`${lang}: the lobby warns politely a few minutes before the end of the class`, async ({
    page,
    request,
  }) => {
    await inLanguage(page, lang);
    await teacherConductsClass(request, { from: -47, to: 3 });
    await page.goto('/live/lobby');
    await expect(page.getByRole('heading', { level: 1, name: t.lobby })).toBeVisible();

    const warning = page.getByRole('status').filter({ hasText: t.warning });
    await expect(warning).toBeVisible(NEXT_POLL);
    await expectNoHorizontalScroll(page);
    await picture(page, shot(lang, 'warning'));
  });

  test.describe('push', () => {
    // The app subscribes through its worker.
    test.use({ serviceWorkers: 'allow' });
    test(
      `${lang}: a failed push subscription says so, with what to do, and a retry that works`,
      { tag: '@full-chromium' },
      async ({ page, context }) => {
        await inLanguage(page, lang);
        await context.grantPermissions(['notifications']);
        // hana said yes on the card earlier; the browser's push service is replaced by a subscription
        // on loopback (the mock accepts http:// there), so only the backend's answer decides.
        await page.addInitScript((hana) => {
          const state = {
            initialised: true,
            permission: 'granted',
            callToActionByUser: { [hana]: 'granted' },
          };
          localStorage.setItem('eigo.v1.pushState', JSON.stringify(state));
          const fake = {
            endpoint: 'http://127.0.0.1:9/push/hana-e2e',
            options: { applicationServerKey: null },
            toJSON: () => ({
              endpoint: 'http://127.0.0.1:9/push/hana-e2e',
              expirationTime: null,
              keys: {
                p256dh:
                  'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A',
                auth: 'AQIDBAUGBwgJCgsMDQ4PEA',
              },
            }),
            unsubscribe: async () => true,
          };
          PushManager.prototype.getSubscription = async () => null;
          PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
        }, USER.hana.uuid);
        let failing = true;
        await context.route('**/api/v1/push/subscription/', (route) =>
          failing && route.request().method() === 'PUT'
            ? route.fulfill({ status: 500, json: { detail: 'down' } })
            : route.fallback(),
        );

        // The app's worker is there to subscribe with (the first visit registers it).
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.goto('/user/settings');
        const notifications = page.getByRole('region', { name: t.notifications });
        const alert = notifications.getByRole('alert');
        await expect(alert).toContainText(t.failed, NEXT_POLL);
        await expect(alert).toContainText(t.what);
        await expect(notifications).not.toContainText(t.on);
        await alert.scrollIntoViewIfNeeded();
        await expectNoHorizontalScroll(page);
        await picture(page, shot(lang, 'push-failed'));

        failing = false;
        await notifications.getByRole('button', { name: t.retry }).click();
        await expect(notifications).toContainText(t.on, NEXT_POLL);
        await expect(alert).toHaveCount(0);
      },
    );
  });
}
