import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { fixBackendClock, freeBackendClockAfterAll } from './support/clocks';
import { expectContentWidthAtMost } from './support/page-width';
import { signIn } from './support/sign-in';

// Course explore and course details as hana (Sakura JHS, group 2-A), the backend clock fixed so
// the seed is the same on every run.
const NOW = '2026-11-22T00:00:00.000Z';

test.beforeEach(async ({ page, request }) => {
  await fixBackendClock(request, NOW);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});
freeBackendClockAfterAll();

const searchForm = (page: Page) => page.getByRole('search', { name: 'コースの検索' });
const searchResults = (page: Page) => page.getByRole('region', { name: 'コースを検索' });

test('course explore filters narrow the courses and are remembered after a reload', async ({
  page,
}) => {
  await page.goto('/course/explore/');
  await expect(page.getByRole('heading', { level: 1, name: 'コースをさがす' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'おすすめのコース' }).getByRole('link'),
  ).toHaveCount(3);
  await expectAccessible(page);

  const searchBox = searchForm(page).getByRole('searchbox', { name: 'コース名・キーワード' });
  await searchBox.fill('english');
  await expect(searchResults(page).getByRole('status')).toHaveText('2 件のコースが見つかりました');
  // A category name and a word of the Japanese subtitle find the course too.
  await searchBox.fill('旅行');
  await expect(searchResults(page).getByRole('status')).toHaveText('1 件のコースが見つかりました');
  await expect(searchResults(page).getByText('旅行で使える英語：空港・ホテル・街で')).toBeVisible();

  await searchBox.fill('');
  await searchForm(page)
    .getByRole('combobox', { name: 'レベルの基準' })
    .selectOption({ label: '英検' });
  await searchForm(page).getByRole('checkbox', { name: '準2級' }).check();
  await searchForm(page).getByRole('checkbox', { name: '旅行' }).check();
  await expect(searchResults(page).getByRole('status')).toHaveText('1 件のコースが見つかりました');
  await expect(searchResults(page).getByRole('link', { name: 'Travel English' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(searchForm(page).getByRole('combobox', { name: 'レベルの基準' })).toHaveValue('1');
  await expect(searchForm(page).getByRole('checkbox', { name: '準2級' })).toBeChecked();
  await expect(searchForm(page).getByRole('checkbox', { name: '旅行' })).toBeChecked();
  await expect(searchResults(page).getByRole('link', { name: 'Travel English' })).toBeVisible();

  await searchForm(page).getByRole('button', { name: '条件をクリア' }).click();
  await expect(searchResults(page).getByRole('status')).toHaveText('');
  await expect(searchResults(page)).toContainText(
    'コース名やキーワード（「旅行」「文法」など）を入力するか、レベルやカテゴリーを選ぶと',
  );
});

test('a bookmark toggled on course details persists after a reload', async ({ page }) => {
  await page.goto('/course/explore/');
  await page
    .getByRole('region', { name: 'グループのコース' })
    .getByRole('link', { name: 'Junior High Grammar Basics' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Junior High Grammar Basics' }),
  ).toBeVisible();
  const bookmark = page.getByRole('button', { name: 'ブックマーク' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  await expect(bookmark).toBeEnabled();
  await expectAccessible(page);

  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('button', { name: 'ブックマーク' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/course/explore/');
  await expect(
    page
      .getByRole('region', { name: 'ブックマークしたコース' })
      .getByRole('link', { name: 'Junior High Grammar Basics' }),
  ).toBeVisible();
});

test('course details remember which chapters are open', async ({ page }) => {
  await page.goto('/course/explore/');
  await page
    .getByRole('region', { name: 'ブックマークしたコース' })
    .getByRole('link', { name: 'Everyday Conversation' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Everyday Conversation' }),
  ).toBeVisible();
  const dailyLife = page.getByRole('button', { name: /^Daily Life/ });
  await expect(dailyLife).toHaveAttribute('aria-expanded', 'false');

  await dailyLife.click();
  await expect(page.getByRole('link', { name: /^ディクテーション My School Day/ })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Daily Life/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('button', { name: /^Meeting People/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('link', { name: /^ディクテーション My School Day/ })).toBeVisible();

  await page.getByRole('link', { name: /^ディクテーション My School Day/ }).click();
  await expect(page).toHaveURL(/\/exercise\/[0-9a-f-]+\/dictation\/[0-9a-f-]+$/);
});

test('course screens fit a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/course/explore/');
  await expect(
    page.getByRole('region', { name: 'おすすめのコース' }).getByRole('link'),
  ).toHaveCount(3);
  await expectContentWidthAtMost(page, 360);
  // The group-course filters are closed behind a button that says it opens.
  const groupFilters = page
    .getByRole('region', { name: 'グループのコース' })
    .getByRole('button', { name: '絞り込む' });
  await expect(groupFilters).toHaveAttribute('aria-expanded', 'false');
  await groupFilters.click();
  await expect(groupFilters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('combobox', { name: 'グループ' })).toBeVisible();
  await expectContentWidthAtMost(page, 360);
  await expectAccessible(page);

  await page
    .getByRole('region', { name: 'ブックマークしたコース' })
    .getByRole('link', { name: 'Everyday Conversation' })
    .click();
  await page.getByRole('button', { name: /^Meeting People/ }).click();
  await expect(page.getByRole('link', { name: /Nice to Meet You/ })).toBeVisible();
  await expectContentWidthAtMost(page, 360);
  await expectAccessible(page);
});
