import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { fixClocks, freeBackendClockAfterAll } from './support/clocks';
import { expectNoHorizontalScroll } from './support/page-width';
import { signIn } from './support/sign-in';

// The assignment list and details at fixed instants (both clocks): in November, then either side
// of the academic year's change on 1 April (Japan time).
const NOVEMBER = '2026-11-22T00:00:00.000Z';
const MARCH = '2027-03-20T03:00:00.000Z';
const APRIL = '2027-04-05T03:00:00.000Z';

const count = (page: Page) => page.getByText(/件の課題$/);
/** The list's section headings: work to do, starting soon, then each due month of the done ones. */
const monthHeadings = (page: Page) => page.getByRole('heading', { level: 2 });

async function openExplore(page: Page, request: Parameters<typeof signIn>[1], now: string) {
  await fixClocks(page, request, now);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  await page.goto('/assignment/explore/');
  await expect(page.getByRole('heading', { level: 1, name: '課題一覧' })).toBeVisible();
}

freeBackendClockAfterAll();

test('November: this academic year, work to do first, then by due month, and each filter', async ({
  page,
  request,
}) => {
  await openExplore(page, request, NOVEMBER);
  await expect(count(page)).toHaveText('11 件の課題');
  await expect(monthHeadings(page)).toHaveText([
    'いま取り組む課題 2 件',
    'もうすぐ始まる課題 1 件',
    '2026年11月 3 件',
    '2026年10月 1 件',
    '2026年9月 1 件',
    '2026年8月 2 件',
    '2026年7月 1 件',
  ]);
  await expect(
    page.getByRole('region', { name: /^いま取り組む課題/ }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Unit 4 Review: Past Tense', 'Unit 5: Talking About Hobbies']);
  await expectAccessible(page);

  const status = page.getByRole('combobox', { name: '状態' });
  const expectations: [string, string, string[]][] = [
    ['期限切れ', '1 件の課題', ['Unit 4 Review: Past Tense']],
    ['挑戦しよう', '1 件の課題', ['Unit 5: Talking About Hobbies']],
    ['もうすぐ開始', '1 件の課題', ['Unit 6: Plans for the Holidays （まだ開始されていません）']],
  ];
  for (const [label, total, titles] of expectations) {
    await status.selectOption({ label });
    await expect(count(page)).toHaveText(total);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(titles);
  }
  await status.selectOption({ label: '提出済み' });
  await expect(count(page)).toHaveText('8 件の課題');
  await expect(page.getByRole('article').filter({ hasText: 'Travel Role-Play' })).toContainText(
    '11/12 提出',
  );
  await expect(page).toHaveURL(/\?status=done$/);
  await expectAccessible(page);

  await page
    .getByRole('combobox', { name: '年度' })
    .selectOption({ label: '2025年度（2025年4月〜2026年3月）' });
  await expect(count(page)).toHaveText('5 件の課題');
  await expect(monthHeadings(page).first()).toHaveText('2026年3月 1 件');
  await expect(monthHeadings(page).last()).toHaveText('2025年10月 1 件');
});

test('details of each status: dates, submission, progress and exercises', async ({
  page,
  request,
}) => {
  await openExplore(page, request, NOVEMBER);
  const cases: [string, string, string][] = [
    ['Unit 5: Talking About Hobbies', '挑戦しよう', '締め切り2026年11月27日（金） 23:59'],
    ['Unit 4 Review: Past Tense', 'がんばろう', '締め切り2026年11月20日（金） 23:59'],
    ['Listening Check: Numbers and Colours', '提出済み', '提出2026年11月21日（土） 19:40'],
    ['Travel Role-Play: At the Airport', '提出済み', '提出2026年11月12日（木） 19:40'],
    ['Eiken Pre-2 Vocabulary Week', '提出済み', '提出2026年11月19日（木） 19:40'],
  ];
  for (const [title, status, date] of cases) {
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const facts = page.locator('dl');
    await expect(facts).toContainText(`状態${status}`);
    await expect(facts).toContainText(date);
    await expect(facts).toContainText('グループ2-A');
    const exercises = page.getByRole('region', { name: 'エクササイズ' }).getByRole('link');
    await expect(exercises.first()).toHaveAttribute('href', /^\/exercise\/.+\/\d{3}$/);
    await expectAccessible(page);
    await page.getByRole('link', { name: '課題一覧へ' }).click();
    await expect(count(page)).toHaveText('11 件の課題');
  }

  await page.goto('/assignment/details/999');
  await expect(page.getByRole('heading', { level: 1, name: '課題が見つかりません' })).toBeVisible();
  await expectAccessible(page);
});

test('March: January to March still count in the academic year that began last April', async ({
  page,
  request,
}) => {
  await openExplore(page, request, MARCH);
  await expect(page.getByRole('combobox', { name: '年度' })).toHaveValue('2026');
  await expect(count(page)).toHaveText('15 件の課題');
  await expect(monthHeadings(page).first()).toHaveText('いま取り組む課題 2 件');
  await expect(monthHeadings(page).nth(2)).toHaveText('2027年3月 3 件');
  await expect(monthHeadings(page).last()).toHaveText('2026年4月 1 件');
  await expect(page.getByRole('combobox', { name: '年度' }).getByRole('option')).toHaveText([
    '2026年度（2026年4月〜2027年3月）',
    '2025年度（2025年4月〜2026年3月）',
  ]);
});

test('April: a new academic year begins on 1 April', async ({ page, request }) => {
  await openExplore(page, request, APRIL);
  const year = page.getByRole('combobox', { name: '年度' });
  await expect(year).toHaveValue('2027');
  await expect(count(page)).toHaveText('4 件の課題');
  await expect(monthHeadings(page)).toHaveText([
    'いま取り組む課題 2 件',
    'もうすぐ始まる課題 1 件',
    '2027年4月 1 件',
  ]);
  await expectAccessible(page);

  await year.selectOption('2026');
  await expect(count(page)).toHaveText('11 件の課題');
  // Due on 31 March 23:59 in Japan: the year that is just over.
  await expect(monthHeadings(page).first()).toHaveText('2027年3月 3 件');
  await expect(
    page.getByRole('region', { name: /^2027年3月/ }).getByRole('heading', { level: 3 }),
  ).toContainText(['Eiken Pre-2 Vocabulary Week']);
});

test('the list fits the 360 px wide native wrapper', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openExplore(page, request, NOVEMBER);
  await expect(count(page)).toHaveText('11 件の課題');
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Unit 5: Talking About Hobbies' }).click();
  await expect(page.getByRole('region', { name: 'エクササイズ' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
