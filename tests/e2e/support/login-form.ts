import { expect, type Page } from '@playwright/test';

// The login form as a user fills it (labels in Japanese), and where it leads.

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** The signed-in home screen of `userName`. */
export async function expectHome(page: Page, userName: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `ようこそ、${userName} さん` }),
  ).toBeVisible();
}
