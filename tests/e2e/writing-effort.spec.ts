import { test } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  answeredSheet,
  expect,
  questionRegion,
  startRun,
  switchLanguage,
  TEXT,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// Writing checks effort before "done": thirty times "blah" cannot be sent and the screen says what
// to add (the check button is described by it); a sentence starter puts in clean text; a real
// answer goes through to the feedback.

const WRITING = `/exercise/${COURSE.everydayConversation}/${EXERCISE.selfIntroductionWriting}`;
const BLAH = Array.from({ length: 30 }, () => 'blah').join(' ');
const ANSWER =
  "Hello. My name is Ken. I'm in the second grade. I like soccer and I play it every day. I'm good at cooking, too. This year, I want to read many English books.";

const WORDS = {
  ja: {
    label: '答え合わせの前に',
    repeated: '同じ言葉がくり返されています。ほかの言葉も使ってみよう。',
    missing: (count: number) => `あと${count}語書いてみよう。`,
    starter: (phrase: string) => `「${phrase}」を入れる`,
  },
  en: {
    label: 'Before you check',
    repeated: 'The same word is repeated. Try using some other words too.',
    missing: (count: number) => `Try writing ${count} more words.`,
    starter: (phrase: string) => `Insert “${phrase}”`,
  },
} as const;

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

for (const lang of ['ja', 'en'] as const) {
  test(`writing asks for effort before checking and starters put in clean text (${lang})`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const words = WORDS[lang];
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.goto(WRITING);
    await startRun(page, lang);
    const region = questionRegion(page, lang);
    const field = region.getByRole('textbox', { name: t.writingField });
    const check = region.getByRole('button', { name: t.check });
    await expect(field).toBeVisible();

    // Thirty times "blah": held back, and the screen says what to do instead.
    await field.fill(BLAH);
    await expect(region.getByText(words.repeated)).toBeVisible();
    await expect(check).toBeDisabled();
    await expect(check).toHaveAccessibleDescription(`${words.label} ${words.repeated}`);
    await field.press('Control+Enter');
    await expect(field).toHaveValue(BLAH);
    await expect(region.getByText(words.repeated)).toBeVisible();

    // Starters: clean text, the caret after it.
    await field.fill('');
    await region.getByRole('button', { name: words.starter('My name is ...') }).click();
    await expect(field).toHaveValue('My name is ');
    await field.pressSequentially('Ken.');
    await region.getByRole('button', { name: words.starter('I like ...') }).click();
    await expect(field).toHaveValue('My name is Ken. I like ');
    await field.pressSequentially('music.');
    await expect(field).toHaveValue('My name is Ken. I like music.');
    await expect(region.getByText(words.missing(25 - 7))).toBeVisible();
    await expect(check).toBeDisabled();

    // A real answer goes through.
    await field.fill(ANSWER);
    await expect(region.getByText(words.label)).toHaveCount(0);
    await expect(check).toBeEnabled();
    await check.click();
    await expect(answeredSheet(page, t.done)).toBeVisible();
  });
}
