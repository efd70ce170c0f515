import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mock } from './support/mock-control';
import { moveTo } from './support/screens';
import { signIn } from './support/sign-in';

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

test('home, settings, release notes, legal pages and an unknown exercise pass axe', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /ようこそ/ })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: '設定' })
    .click();
  await expect(page.getByRole('group', { name: 'アクセント' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'リリースノート' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'リリースノート' })).toBeVisible();
  await expectAccessible(page);

  // The legal pages and the unknown exercise by the app's router, as its links reach them.
  await moveTo(page, '/terms-of-services');
  await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^第22条/ })).toBeVisible();
  await expectAccessible(page);

  await moveTo(page, '/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^第22条/ })).toBeVisible();
  await expectAccessible(page);

  // An address that names no exercise says so, with a way back (the exercise states have their
  // own accessibility spec: exercises-accessibility.spec.ts).
  await moveTo(page, '/exercise/course-1/drill-listening/exercise-1?problemCount=5');
  await expect(page.getByRole('alert')).toContainText('このエクササイズは見つかりませんでした');
  await expect(page.getByRole('link', { name: '戻る' })).toBeVisible();
  await expectAccessible(page);
});
