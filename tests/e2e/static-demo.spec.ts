import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { expectHome, submitLogin } from './support/login-form';
import { buildStaticDemo, closeHost, DEMO_DIR, originOf, staticHost } from './support/static-demo';
import { picture } from './support/pictures';

// The static demo keeps its store on the device (IndexedDB), shared by the tabs of the origin,
// until "reset the demo" in the settings (docs/mock-backend.md#a-static-demo-without-a-server).

test.use({ serviceWorkers: 'allow' }); // its backend is msw's worker in the page
let server: Server;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await buildStaticDemo();
  server = await staticHost(DEMO_DIR, true);
  origin = originOf(server);
});
test.afterAll(() => closeHost(server));

const COURSE = 'Junior High Grammar Basics';
const bookmarked = (page: Page) =>
  page.getByRole('region', { name: 'ブックマークしたコース' }).getByRole('link', { name: COURSE });

/** The words of the settings' demo section and its confirmation. */
const RESET = {
  ja: {
    settings: '設定',
    section: 'デモのデータ',
    explained: 'この端末のブラウザーの中だけに保存されます',
    button: 'デモを最初の状態に戻す',
    dialog: 'デモを最初の状態に戻しますか？',
    warning: 'もとには戻せません',
  },
  en: {
    settings: 'Settings',
    section: 'Demo data',
    explained: 'kept only in this browser, on this device',
    button: 'Reset the demo',
    dialog: 'Reset the demo?',
    warning: 'This cannot be undone.',
  },
} as const;

/**
 * Opens the settings, checks what the demo section says, asks for the reset and saves a picture of
 * its confirmation at 360 px: the section and the open dialog.
 */
async function askForReset(page: Page, lang: keyof typeof RESET) {
  const words = RESET[lang];
  await page.getByRole('link', { name: words.settings }).first().click();
  const section = page.getByRole('region', { name: words.section });
  await expect(section).toContainText(words.explained);
  await section.getByRole('button', { name: words.button }).click();
  const dialog = page.getByRole('alertdialog', { name: words.dialog });
  await expect(dialog).toContainText(words.warning);
  await page.setViewportSize({ width: 360, height: 800 });
  await picture(page, { path: `test-results/static-demo-reset-${lang}-360.png` });
  return { section, dialog };
}

/** Toggles the course's bookmark and waits for the demo's answer (saved before it leaves). */
async function toggleBookmark(page: Page, pressed: boolean) {
  const button = page.getByRole('button', { name: 'ブックマーク' });
  await expect(button).toBeEnabled();
  const answered = page.waitForResponse((r) => r.url().includes('/bookmark'));
  await button.click();
  await answered;
  await expect(button).toHaveAttribute('aria-pressed', String(pressed));
}

test('hana stays signed in across reloads and tabs, and the reset brings the sample school back', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto(`${origin}/user/login`);
  await submitLogin(page, 'hana@sakura.example', 'sakura2026');
  await expectHome(page, 'Hana Sato');

  // A reload: still signed in (her token is in the restored store), and a change is kept.
  // (Home asks for the bookmarked list as explore does, under the same key: explore reads it.)
  const listRequest = page.waitForRequest(
    (r) => r.method() === 'GET' && r.url().endsWith('/courses/bookmarked/'),
  );
  await page.reload();
  await expectHome(page, 'Hana Sato');
  const list = await listRequest;
  await page.getByRole('link', { name: 'さがす' }).first().click();
  await page
    .getByRole('region', { name: 'グループのコース' })
    .getByRole('link', { name: COURSE })
    .click();
  await toggleBookmark(page, true);
  const courseUrl = page.url();
  await page.reload();
  await expect(page.getByRole('button', { name: 'ブックマーク' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A shared link opened in a second tab: signed in there, the course and her bookmark shown.
  const second = await context.newPage();
  await second.goto(courseUrl);
  // A new tab starts the demo's backend in the page before its first screen (msw's worker, the
  // store read back from IndexedDB and checked): seconds of one core, more than the default 5 s
  // while the gate runs three browsers on two cores (clone 54: the retry showed it at once).
  await expect(second.getByRole('heading', { level: 1, name: COURSE })).toBeVisible({
    timeout: 20_000,
  });
  await expect(second.getByRole('button', { name: 'ブックマーク' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // What she changes there, the first tab's store answers at its next request, no reload. (Asked
  // directly as the app asks: the app's own query cache keeps an answer for 10 s, server or not.)
  await toggleBookmark(second, false);
  const headers = Object.fromEntries(
    Object.entries(await list.allHeaders()).filter(([name]) =>
      ['authorization', 'x-app-key', 'x-alias-uuid', 'accept-language'].includes(name),
    ),
  );
  const answer = await page.evaluate(
    async ({ url, headers }) => (await fetch(url, { headers })).text(),
    { url: list.url(), headers },
  );
  expect(answer).toContain('"title"');
  expect(answer).not.toContain(COURSE);

  // Bookmarked again in the second tab, then the demo reset in the first, after a confirmation.
  await toggleBookmark(second, true);
  const { dialog } = await askForReset(page, 'ja');
  await dialog.getByRole('button', { name: '最初の状態に戻す' }).click();
  // Signed out on purpose: no way back to the settings (even when a call of the old session is
  // refused first, as every one is once the world is laid again). The reset lays the 5,000 records
  // of the world in the page and saves them all to IndexedDB, its button saying 戻しています…
  // meanwhile: seconds on a phone, and more than expect's 5 s beside two other browsers on two
  // cores (clone 28 of the gate: the button still busy after 5 s, then signed out).
  await expect(page).toHaveURL(/\/user\/login$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();

  // Signed in again: the sample school as it was laid, her bookmark gone.
  await submitLogin(page, 'hana@sakura.example', 'sakura2026');
  await expectHome(page, 'Hana Sato');
  await page.getByRole('link', { name: 'さがす' }).first().click();
  await expect(page.getByRole('region', { name: 'グループのコース' })).toBeVisible();
  await expect(bookmarked(page)).toHaveCount(0);
});

test('a new visitor starts from the sample school, and the reset speaks English', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('eigo.v1.language', JSON.stringify('en')));
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${origin}/user/login`);
    await page.getByLabel('Email address').fill('hana@sakura.example');
    await page.getByLabel('Password', { exact: true }).fill('sakura2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Hana Sato/ })).toBeVisible();

    const { section, dialog } = await askForReset(page, 'en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await section.scrollIntoViewIfNeeded();
    await picture(page, { path: 'test-results/static-demo-settings-en-360.png' });
    // Still signed in: nothing was reset.
    await expect(section.getByRole('button', { name: RESET.en.button })).toBeEnabled();
  } finally {
    await context.close();
  }
});
