import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { fixClocks, freeBackendClockAfterAll } from './support/clocks';
import { submitLogin } from './support/login-form';
import { expectNoHorizontalScroll } from './support/page-width';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// Issue 24, "a next step on home", on a 360 × 740 phone: the continue card first, opening an
// exercise in one tap, and a home of about two screens; a learner with no history gets a first
// exercise to tap. Sunday 22 November 2026, 09:00 in Japan.
const NOW = '2026-11-22T00:00:00.000Z';
const PHONE = { width: 360, height: 740 };
/** About two phone screens, with some room for the header and the tab bar. */
const MAX_HOME_HEIGHT = 1700;

const TEXT = {
  ja: {
    welcome: 'ようこそ、',
    card: 'つぎのエクササイズ',
    start: '始める',
    assignment: '期限が近い課題：Unit 5: Talking About Hobbies（11/27まで）',
    recommended: 'あなたのレベルにおすすめ',
  },
  en: {
    welcome: 'Welcome, ',
    card: 'Up next',
    start: 'Start',
    assignment: 'Assignment due soon: Unit 5: Talking About Hobbies (due 11/27)',
    recommended: 'Recommended for your level',
  },
} as const;

test.beforeEach(async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await fixClocks(page, request, NOW);
});
freeBackendClockAfterAll();

const useLanguage = (page: Page, lang: 'ja' | 'en') =>
  page.addInitScript(
    (chosen) => localStorage.setItem('eigo.v1.language', JSON.stringify(chosen)),
    lang,
  );

for (const lang of ['ja', 'en'] as const) {
  const t = TEXT[lang];

  test(`hana's home (${lang}): the continue card on the first screen opens her assignment's exercise, and home is about two screens`, async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, request, 'hana@sakura.example', 'sakura2026');
    await useLanguage(page, lang);
    await page.goto('/');
    const card = page.getByRole('region', { name: t.card });
    await expect(card).toContainText(t.assignment);
    await expect(page.locator('.course-cards').first()).toBeVisible();

    // The card's button is on the first screen, without scrolling.
    const button = card.getByRole('link', { name: t.start });
    const box = await button.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    testInfo.annotations.push({ type: 'home height at 360 px', description: String(height) });
    await picture(page, { path: testInfo.outputPath(`home-${lang}.png`), fullPage: true });
    expect(height).toBeLessThanOrEqual(MAX_HOME_HEIGHT);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await button.click();
    await expect(page).toHaveURL(/\/exercise\/[0-9a-f-]+\/drill-typing\/[0-9a-f-]+\/102$/);
  });

  test(`a learner with no history (${lang}) is offered a first exercise to tap`, async ({
    page,
  }) => {
    // new@sakura.example signs in for the first time and sets her password: no history at all.
    await page.goto('/user/login');
    await submitLogin(page, 'new@sakura.example', 'temp2026x');
    await page.getByLabel('新しいパスワード', { exact: true }).fill('nana2026new');
    await page.getByLabel('新しいパスワード（確認）').fill('nana2026new');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(
      (chosen) => localStorage.setItem('eigo.v1.language', JSON.stringify(chosen)),
      lang,
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.welcome })).toBeVisible();

    const card = page.getByRole('region', { name: t.card });
    await expect(card).toContainText(t.recommended);
    await expect(card).toContainText('Hello and Goodbye');
    await expectAccessible(page);
    await card.getByRole('link', { name: t.start }).click();
    await expect(page).toHaveURL(/\/exercise\/[0-9a-f-]+\/demo\/[0-9a-f-]+$/);
  });
}
