import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectHome, submitLogin } from './support/login-form';
import { mock } from './support/mock-control';

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

test('hana switches to Midori Cram School, and the choice is remembered for her', async ({
  page,
}) => {
  await page.goto('/user/login');
  await submitLogin(page, 'hana@sakura.example', 'sakura2026');
  await expectHome(page, 'Hana Sato');

  await page.getByRole('link', { name: '設定' }).click();
  await page.getByRole('button', { name: '所属：Sakura Junior High School' }).click();
  const dialog = page.getByRole('dialog', { name: '所属の切り替え' });
  await expect(dialog.getByRole('radio', { name: /Sakura Junior High School/ })).toBeChecked();
  await expectAccessible(page);

  await dialog.getByRole('radio', { name: /Midori Cram School/ }).check();
  await dialog.getByRole('button', { name: '切り替える' }).click();

  await expect(page.getByText('Midori Cram School に切り替えました')).toBeVisible();
  await expect(page.getByRole('button', { name: '所属：Midori Cram School' })).toBeVisible();
  await expectHome(page, 'Hana Sato');
  await expectAccessible(page);

  // Still Midori after a reload, and after signing out and in again.
  await page.reload();
  await expect(page.getByRole('button', { name: '所属：Midori Cram School' })).toBeVisible();
  await page.getByRole('link', { name: '設定' }).click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await page.goto('/user/login');
  await submitLogin(page, 'hana@sakura.example', 'sakura2026');
  await expectHome(page, 'Hana Sato');
  await expect(page.getByRole('button', { name: '所属：Midori Cram School' })).toBeVisible();
});
