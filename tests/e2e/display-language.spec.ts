import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expect, switchLanguage } from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// The display language (spec 3: none, English or the translation hidden) is hana's own choice:
// hidden on a drill's overview, it is still hidden after she leaves the exercise and comes back,
// after a reload, and in the other screen language, until she shows it again.

const drillPath = `/exercise/${COURSE.juniorHighGrammar}/drill-vocabulary/${EXERCISE.pastFormsVocabulary}`;

const TEXT = {
  ja: { scope: 'このエクササイズの範囲', english: '英語を表示', translation: '日本語訳を表示' },
  en: {
    scope: 'What this exercise covers',
    english: 'Show English',
    translation: 'Show translation',
  },
} as const;

/** The scope's item checkboxes: each is named by its number, English and translation. */
const items = (page: Page, lang: 'ja' | 'en') =>
  page.getByRole('list', { name: TEXT[lang].scope }).getByRole('checkbox');

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

test('hidden translation stays hidden after leaving, a reload and a language switch', async ({
  page,
}) => {
  test.slow();
  await page.goto(drillPath);
  const first = items(page, 'ja').first();
  // The first item is named by its number, its English and its Japanese translation.
  await expect(first).toHaveAccessibleName(/[a-z].*[\u3040-\u30ff\u3400-\u9fff]/);

  await page.getByRole('checkbox', { name: TEXT.ja.translation }).uncheck();
  await expect(first).toHaveAccessibleName(/・・・$/);
  // English is now the only language shown: it cannot be hidden too.
  await expect(page.getByRole('checkbox', { name: TEXT.ja.english })).toBeDisabled();

  // Leaving the exercise and coming back (in the app, no reload).
  await page.getByRole('button', { name: 'エクササイズを終了' }).click();
  await expect(page).not.toHaveURL(/\/exercise\//);
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: TEXT.ja.translation })).not.toBeChecked();
  await expect(items(page, 'ja').first()).toHaveAccessibleName(/・・・$/);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: TEXT.ja.translation })).not.toBeChecked();
  await expect(items(page, 'ja').first()).toHaveAccessibleName(/・・・$/);

  // The same choice in English, and showing the translation again is kept too.
  await switchLanguage(page, 'en');
  await page.goto(drillPath);
  const translation = page.getByRole('checkbox', { name: TEXT.en.translation });
  await expect(translation).not.toBeChecked();
  await expect(items(page, 'en').first()).toHaveAccessibleName(/・・・$/);
  await translation.check();
  await expect(items(page, 'en').first()).not.toHaveAccessibleName(/・・・/);
  await expect(page.getByRole('checkbox', { name: TEXT.en.english })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: TEXT.en.translation })).toBeChecked();
});
