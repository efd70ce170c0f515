import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { submitLogin } from './support/login-form';
import { mock } from './support/mock-control';

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

test('a signed-out visit goes through login and back to the page asked for', async ({ page }) => {
  await page.goto('/course/explore/');
  await expect(page).toHaveURL(/\/user\/login\?nextPath=%2Fcourse%2Fexplore%2F$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  await expectAccessible(page);

  await submitLogin(page, 'ken@sakura.example', 'sakura2026');

  await expect(page).toHaveURL(/\/course\/explore\/$/);
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
  await expectAccessible(page);
});

test('an aliasUuid that is not the user’s signs out', async ({ page }) => {
  await page.goto('/user/login');
  await submitLogin(page, 'ken@sakura.example', 'sakura2026');
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();

  await page.goto('/user/settings?aliasUuid=00000000-0000-4000-8000-000000000000');

  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  await page.goto('/user/settings');
  await expect(page).toHaveURL(/\/user\/login\?nextPath=%2Fuser%2Fsettings$/);
});
