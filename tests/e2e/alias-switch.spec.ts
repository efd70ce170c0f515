import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectHome, submitLogin } from './support/login-form';
import { mock } from './support/mock-control';

/** The toast must leave the header's navigation usable on a desktop screen (issue 12). */
async function expectClearOfNavigation(page: Page, toast: Locator) {
  expect(page.viewportSize()?.width).toBeGreaterThanOrEqual(1280);
  const navigation = page.getByRole('navigation', { name: 'メインメニュー' });
  const [a, b] = await Promise.all([toast.boundingBox(), navigation.boundingBox()]);
  if (!a || !b) throw new Error('the toast or the navigation has no box');
  const overlaps =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} over navigation ${JSON.stringify(b)}`).toBe(false);
}

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

  const toast = page.getByRole('status').getByText('Midori Cram School に切り替えました');
  await expect(toast).toBeVisible();
  await expectClearOfNavigation(page, toast);
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
