import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { expectContentWidthAtMost } from './support/page-width';
import { moveTo } from './support/screens';
import { signIn } from './support/sign-in';

// The learning history and the skills overview as hana (Sakura JHS), the backend clock fixed so
// the seeded history (the last 60 days) is the same on every run.
const NOW = '2026-11-22T00:00:00.000Z';

test.beforeEach(async ({ page, request }) => {
  await fixBackendClock(request, NOW);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});
freeBackendClockAfterAll();

/** Whether Chart.js has drawn into the figure's canvas (it sizes the canvas when it draws). */
const drawn = (page: Page, figure: string) =>
  page
    .getByRole('figure', { name: figure })
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.style.width !== '');

test('the history summary shows its charts with text alternatives', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: '学習履歴' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '学習の記録' })).toBeVisible();

  const trophies = page.getByRole('figure', { name: '持っているトロフィー（金・銀・銅）' });
  await expect(trophies).toContainText('金 20 個、銀 8 個、銅 1 個のトロフィーを持っています。');
  await expect(trophies.getByRole('table')).toContainText('金');
  const activity = page.getByRole('figure', { name: '日ごとのエクササイズ数' });
  await expect(activity).toContainText(
    '10月24日〜11月22日に 22 日学習し、エクササイズを 88 回終えました（合計 196 分）。',
  );
  await expect(activity.getByRole('table').getByRole('row')).toHaveCount(31);
  const levels = page.getByRole('figure', { name: 'CEFR-J レベル別の取り組み回数' });
  await expect(levels).toContainText('いちばん多く取り組んだレベルは A2.1（47 回）です。');
  await expect(
    page.getByRole('region', { name: '種類別の成績' }).getByRole('listitem'),
  ).toHaveCount(13);

  await expect.poll(() => drawn(page, '持っているトロフィー（金・銀・銅）')).toBe(true);
  await expect.poll(() => drawn(page, '日ごとのエクササイズ数')).toBe(true);
  await expect.poll(() => drawn(page, 'CEFR-J レベル別の取り組み回数')).toBe(true);
  await expectAccessible(page);

  // English, as chosen on the settings page (the stored language).
  await page.evaluate(() => localStorage.setItem('eigo.v1.language', JSON.stringify('en')));
  await page.reload();
  await expect(
    page.getByRole('figure', { name: 'Trophies held: gold, silver and bronze' }),
  ).toContainText('You hold 20 gold, 8 silver and 1 bronze trophies.');
  await expect.poll(() => drawn(page, 'Exercises per day')).toBe(true);
  await expectAccessible(page);
});

test('exercise-log filters narrow the list and are remembered after a reload', async ({ page }) => {
  await page.goto('/learning-history/summary');
  await page
    .getByRole('navigation', { name: '学習の記録のページ' })
    .getByRole('link', { name: '学習ログ' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '学習ログ' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '167 件の記録' })).toBeVisible();
  await expectAccessible(page);

  const filters = page.getByRole('group', { name: '絞り込み' });
  await filters.getByLabel('開始日').fill('2026-11-15');
  await filters.getByLabel('終了日').fill('2026-11-21');
  await filters.getByRole('combobox', { name: 'スキル' }).selectOption({ label: '話す' });
  await expect(page.getByRole('heading', { level: 2, name: '4 件の記録' })).toBeVisible();
  await filters
    .getByRole('combobox', { name: 'エクササイズの種類' })
    .selectOption({ label: '発音ドリル' });
  await expect(page.getByRole('heading', { level: 2, name: '2 件の記録' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '2 件の記録' })).toBeVisible();
  await expect(filters.getByLabel('開始日')).toHaveValue('2026-11-15');
  await expect(filters.getByRole('combobox', { name: 'エクササイズの種類' })).toHaveValue('6');

  await filters.getByLabel('終了日').fill('2026-11-01');
  await expect(filters.getByRole('alert')).toHaveText(
    '終了日は開始日と同じか、それより後の日付にしてください。',
  );
  await expectAccessible(page);
  await filters.getByRole('button', { name: '条件をクリア' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '167 件の記録' })).toBeVisible();
});

test('the skills overview passes axe and fits a 360 px wide screen, as the history does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/skills/overview');
  await expect(page.getByRole('listitem', { name: '答えるまでの時間' })).toContainText('6.25 秒');
  await page
    .getByRole('listitem', { name: '単語の練習' })
    .getByRole('combobox', { name: 'レベル' })
    .selectOption({ label: '中学2年' });
  await expect(page.getByRole('link', { name: '単語の練習を始める' })).toHaveAttribute(
    'href',
    '/skills/practice/vocabulary?schoolGrade=12',
  );
  await expectContentWidthAtMost(page, 360);
  await expectAccessible(page);

  // The history's two screens by the app's router, as its menu reaches them.
  await moveTo(page, '/learning-history/summary');
  await expect(
    page.getByRole('figure', { name: '持っているトロフィー（金・銀・銅）' }),
  ).toBeVisible();
  await expectContentWidthAtMost(page, 360);
  await moveTo(page, '/learning-history/exercise-logs');
  await expect(page.getByRole('heading', { level: 2, name: '167 件の記録' })).toBeVisible();
  await expectContentWidthAtMost(page, 360);

  // On a phone the exercise-log filters fold away behind a button that counts the ones set.
  const filters = page.getByRole('group', { name: '絞り込み' });
  const toggle = filters.getByRole('button', { name: '絞り込む' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters.getByRole('combobox', { name: 'スキル' })).toBeHidden();
  await toggle.click();
  await filters.getByRole('combobox', { name: 'スキル' }).selectOption({ label: '話す' });
  await expect(toggle).toHaveAccessibleName('絞り込む（1件指定中）');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectContentWidthAtMost(page, 360);
  await expectAccessible(page);
});
