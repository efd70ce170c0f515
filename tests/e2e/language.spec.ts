import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mock } from './support/mock-control';

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

test('the language switch turns the screen English and is remembered', async ({ page }) => {
  await page.goto('/missing-page');
  await expect(page.getByText(/というページは見つかりませんでした/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expectAccessible(page);

  await page.getByRole('combobox', { name: '表示言語' }).selectOption('en');

  await expect(page.getByText(/could not be found/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.getByRole('link', { name: 'Go to the login page' })).toBeVisible();
});
