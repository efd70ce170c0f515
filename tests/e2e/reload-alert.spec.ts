import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { mock } from './support/mock-control';

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
  await mock.buildHash(request, process.env.E2E_BUILD_HASH!);
});

test.afterEach(async ({ request }) => {
  await mock.buildHash(request, process.env.E2E_BUILD_HASH!);
});

test('a newly published build raises the reload alert at the next hash check', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto('/missing');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await mock.buildHash(request, 'f00dcafe');
  await page.clock.fastForward(300_000);

  const alert = page.getByRole('alertdialog', { name: '新しいバージョンがあります' });
  await expect(alert).toBeVisible();
  await expectAccessible(page);

  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'OK' }).click();
  await reloaded;
});
