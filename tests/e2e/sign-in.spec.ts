import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectHome, submitLogin } from './support/login-form';
import { issueInvitation, mock } from './support/mock-control';

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

test('hana signs in and lands on her home', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('メールアドレスを入力してください')).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toBeFocused();
  await expectAccessible(page);

  await submitLogin(page, 'hana@sakura.example', 'sakura2026');
  await expectHome(page, 'Hana Sato');
  await expect(page.getByRole('button', { name: '所属：Sakura Junior High School' })).toBeVisible();
  await expectAccessible(page);
});

test('ken signs in after a wrong password, which keeps what he typed', async ({ page }) => {
  await page.goto('/user/login');
  await submitLogin(page, 'ken@sakura.example', 'wrong2026');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'メールアドレスとパスワードを正しく入力してください' }),
  ).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveValue('ken@sakura.example');
  await expectAccessible(page);

  await page.getByLabel('パスワード', { exact: true }).fill('sakura2026');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expectHome(page, 'Ken Tanaka');
  // One alias: nothing to switch to.
  await expect(page.getByRole('button', { name: /^所属：/ })).toHaveCount(0);
});

test('taro sees the AI chat link, which takes this tab to the AI chat service', async ({
  page,
}) => {
  await page.goto('/user/login');
  await submitLogin(page, 'taro@kaisha.example', 'kaisha2026');
  await expectHome(page, 'Taro Yamada');
  const aiChat = page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('button', { name: 'AIチャット' });
  await expect(aiChat).toBeVisible();
  await expectAccessible(page);

  // The AI chat service is outside this test: answer its address here.
  await page.context().route('https://ai-chat.eigo.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>AI chat</title></html>',
    }),
  );
  let popups = 0;
  page.context().on('page', () => (popups += 1));
  await aiChat.click();
  await expect(page).toHaveURL(/^https:\/\/ai-chat\.eigo\.example\/start\?code=/);
  expect(popups).toBe(0);
  // Back in the browser's history is the app, where she left it.
  await page.goBack();
  await expectHome(page, 'Taro Yamada');
});

test('solo, an individual user, is told to use the app', async ({ page }) => {
  await page.goto('/user/login');
  await submitLogin(page, 'solo@example.com', 'solo2026');
  const alert = page.getByRole('alert').filter({
    hasText: 'このサービスは団体ユーザー専用です。個人ユーザーの方はアプリをご利用ください。',
  });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'アプリ' })).toHaveAttribute('href', /^https:/);
  await expect(page).toHaveURL(/\/user\/login$/);
  await expectAccessible(page);

  await page.getByRole('combobox', { name: '表示言語' }).selectOption('en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({
        hasText: 'This is only for organisational users. Individual users should use the app.',
      })
      .getByRole('link', { name: 'the app' }),
  ).toBeVisible();
});

test('new signs in with the temporary password and sets her own', async ({ page }) => {
  await page.goto('/user/login');
  await submitLogin(page, 'new@sakura.example', 'temp2026x');

  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの設定' })).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('新しいパスワード', { exact: true }).fill('nana@2026');
  await page.getByLabel('新しいパスワード（確認）').fill('nana@2026');
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByText('@+!#=などの記号は使用できません')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('新しいパスワード', { exact: true }).fill('nana2026new');
  await page.getByLabel('新しいパスワード（確認）').fill('nana2026new');
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expectHome(page, 'Nana Suzuki');
});

test('the invitation link sets the first password and signs in', async ({ page, request }) => {
  await page.goto(await issueInvitation(request, 'new@sakura.example'));
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの登録' })).toBeVisible();
  await expect(page.getByText('new@sakura.example')).toBeVisible();
  await expect(page.getByText('Sakura Junior High School')).toBeVisible();
  await expect(page.getByText('Nana Suzuki')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('新しいパスワード', { exact: true }).fill('nana2026new');
  await page.getByLabel('新しいパスワード（確認）').fill('nana2026old');
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expect(page.getByText('パスワードが一致しません')).toBeVisible();

  await page.getByLabel('新しいパスワード（確認）').fill('nana2026new');
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expectHome(page, 'Nana Suzuki');
});

test('an expired invitation link says so', async ({ page, request }) => {
  await page.goto(await issueInvitation(request, 'new@sakura.example', true));
  await expect(page.getByText('ご利用のリンクは有効期限が切れています')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'ログイン画面へ戻る' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
});

test('the reset request confirms, and single sign-on signs hana in', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  // The login page (with its own e-mail field) stays until the next screen's chunk has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
  await page.getByLabel('メールアドレス').fill('hana@sakura.example');
  await page.getByRole('button', { name: '再設定用のリンクを送る' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'hana@sakura.example のアカウントがある場合は' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/user/sso?token=not-a-token');
  await expect(page.getByText('トークンが無効です')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/user/sso?token=sso-demo-hana');
  await expectHome(page, 'Hana Sato');
});
