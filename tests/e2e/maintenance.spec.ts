import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mock } from './support/mock-control';

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

test.afterEach(async ({ request }) => {
  await mock.maintenance(request, false);
});

test('maintenance replaces the app, and refresh brings it back once over', async ({
  page,
  request,
}) => {
  await mock.maintenance(request, true, '本日 18:00 に再開します');
  await page.goto('/no/such/page');

  await expect(
    page.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }),
  ).toBeVisible();
  await expect(page.getByText('本日 18:00 に再開します')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@eigo.example' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0);
  await expectAccessible(page);

  await mock.maintenance(request, false);
  await page.getByRole('button', { name: '再読み込み' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ただいまメンテナンス中です' })).toHaveCount(0);
});

test('the maintenance screen notices the end of maintenance by itself', async ({
  page,
  request,
}) => {
  // The page's clock is installed, so the 10 s check can be brought forward.
  await page.clock.install();
  await mock.maintenance(request, true);
  await page.goto('/no/such/page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }),
  ).toBeVisible();

  // A refresh while it lasts finds it still on...
  await page.getByRole('button', { name: '再読み込み' }).click();
  await expect(page.getByRole('progressbar', { name: '状況を確認しています' })).toBeVisible();
  await page.clock.fastForward(1_000);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }),
  ).toBeVisible();

  // ...and once it ends, the next check (within 10 s, no click) gives the app back. The check's
  // 10 s count again from the last answer (TanStack Query restarts its interval then), which on a
  // loaded machine may come after a fast-forward: each try brings the next check forward.
  await mock.maintenance(request, false);
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
});
