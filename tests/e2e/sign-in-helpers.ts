import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MOCK_ORIGIN } from './support';

// Helpers of the sign-in specs: the login form as a user fills it, and invitation links.

/** Fills the login form (labels in Japanese) and submits it. */
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

/** An invitation link from the mock's issueInvitation control operation (the app path). */
export async function issueInvitation(request: APIRequestContext, email: string, expired = false) {
  const response = await request.post(`${MOCK_ORIGIN}/api/v1/__mock/invitations`, {
    data: { email, expired },
  });
  expect(response.status()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return url;
}
