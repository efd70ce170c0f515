import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

test('signed out: 404 with the requested path in the public frame', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログイン画面へ' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toHaveCount(0);
  await expectAccessible(page);
});

test('signed in: 404 with the requested path and the navigation bar', async ({ page, request }) => {
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  await page.goto('/course/typo');

  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('/course/typo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await page.getByRole('link', { name: 'ホームへ戻る' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /ようこそ/ })).toBeVisible();
  await expectAccessible(page);
});
