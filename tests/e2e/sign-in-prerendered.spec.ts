import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectHome } from './support/login-form';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// The sign-in page comes prerendered (user/login.html, scripts/prerender-sign-in.ts): the form is
// on screen before the app's JavaScript has arrived, and what the learner does on it meanwhile is
// kept when the app takes over. Here the app's entry is held back until the test lets it go.

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

/** Holds the app's entry script back; the returned function lets it through. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records, from the first paint on, any moment #root shows no sign-in form (a blank or a flash). */
async function watchForGaps(page: Page) {
  await page.addInitScript(() => {
    const gaps: string[] = [];
    (window as unknown as { signInGaps: string[] }).signInGaps = gaps;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver(() => {
        if (location.pathname !== '/user/login') return; // signed in and gone: no form there
        const field = root.querySelector<HTMLInputElement>('input[type="password"]');
        if (!field || field.offsetParent === null) gaps.push(root.innerHTML.slice(0, 120));
      }).observe(root, { childList: true, subtree: true });
    });
  });
}

/** Opens the sign-in page with the app held back and its gaps watched; returns the release. */
async function openWithTheAppHeld(page: Page): Promise<() => void> {
  await watchForGaps(page);
  const release = await holdTheApp(page);
  await page.goto('/user/login', { waitUntil: 'domcontentloaded' });
  return release;
}

const gapsIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { signInGaps: string[] }).signInGaps);

test('the form is there before the app, and what was typed, the focus and a press of the button carry over', async ({
  page,
}) => {
  const release = await openWithTheAppHeld(page);

  // The page's own copy, in Japanese, the English one gone.
  await expect(page.locator('#root[data-prerendered] form')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  await expect(page.locator('[data-prerendered-language="en"]')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('メールアドレス').fill('hana@sakura.example');
  await page.getByLabel('パスワード', { exact: true }).fill('sakura2026');
  // A press before the app is there sends nothing by itself (no password in the address)…
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);

  // …and is acted on once the app has taken over: hana is signed in.
  release();
  await expectHome(page, 'Hana Sato');
  expect(await gapsIn(page)).toEqual([]);
});

test('typing carries over with the focus, and the app checks the form as usual', async ({
  page,
}) => {
  const release = await openWithTheAppHeld(page);
  await page.getByLabel('メールアドレス').fill('ken@sakura.example');
  await page.getByLabel('パスワード', { exact: true }).focus();

  release();
  // The app's own form now (the copy is gone), with what was typed and the focus where it was.
  await expect(page.locator('[data-prerendered-language]')).toHaveCount(0);
  await expect(page.getByLabel('メールアドレス')).toHaveValue('ken@sakura.example');
  await expect(page.getByLabel('パスワード', { exact: true })).toBeFocused();
  expect(await gapsIn(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page.getByText('パスワードを入力してください')).toBeVisible();
  await page.keyboard.type('sakura2026');
  await page.keyboard.press('Enter');
  await expectHome(page, 'Ken Tanaka');
});

test('an English learner gets the English copy, and Enter in a field before the app signs in', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('eigo.v1.language', JSON.stringify('en')));
  const release = await openWithTheAppHeld(page);

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('[data-prerendered-language="ja"]')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expectAccessible(page);

  await page.getByLabel('Email address').fill('hana@sakura.example');
  await page.getByLabel('Password', { exact: true }).fill('sakura2026');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/user\/login$/);

  release();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, Hana Sato/ })).toBeVisible();
  expect(await gapsIn(page)).toEqual([]);
});

test('someone still signed in never sees the form: on to home', async ({ page, request }) => {
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  await page.goto('/user/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-prerendered-language]')).toHaveCount(0);
  await expectHome(page, 'Hana Sato');
});
