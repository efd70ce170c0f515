import { test, type Locator, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  answeredSheet,
  continueFrom,
  currentQuestion,
  expect,
  questionRegion,
  startRun,
  switchLanguage,
  TEXT,
  type Lang,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// Writing marking a learner can trust (issue 37, item 6), on a 360 × 740 phone in Japanese and
// English: 27 random words are not sentences (「まだ文になっていません」, why, another attempt from
// the same text, not done, no model answer to copy yet); a good text is done with the content's model answer under it; "She
// always help me" is flagged with its fix "helps" (the mock's checker: harper.js and our -s rule).

const WRITING = `/exercise/${COURSE.everydayConversation}/${EXERCISE.selfIntroductionWriting}`;
const SALAD =
  'dog happy blue run quickly table seven apple green school yesterday water computer sing red mountain music fast book river cloud jump banana window pencil house tree';
const GOOD =
  "Hello. My name is Ken. I'm in the second grade. I like soccer and I play it every day. I'm good at cooking, too. This year, I want to read many English books.";
const WITH_SLIP =
  'My best friend is Aoi. She is in my class. She is kind and funny. We often play tennis together after school. She always help me with my homework.';
const MODEL_1 = "Hello. My name is Haru Sato. I'm in the second grade";
const MODEL_2 = 'My best friend is Yuki. She is in my class.';

const WORDS = {
  ja: {
    refused: 'まだ文になっていません',
    reason: '単語がならんでいるだけです。',
    tryAgain: 'もう一度挑戦',
    model: 'お手本',
    slips: '直してみよう',
    agreement: '主語に合わせて動詞の形を変えよう',
  },
  en: {
    refused: 'Not sentences yet',
    reason: 'These are words in a row.',
    tryAgain: 'Try again',
    model: 'Model answer',
    slips: 'Fix these',
    agreement: 'Make the verb match who does it',
  },
} as const;

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

async function send(page: Page, lang: Lang, text: string) {
  const region = questionRegion(page, lang);
  const field = region.getByRole('textbox', { name: TEXT[lang].writingField });
  await field.fill(text);
  await region.getByRole('button', { name: TEXT[lang].check }).click();
}

/** The screen as the learner sees it with `part` scrolled into sight (above "continue"). */
async function shot(page: Page, name: string, part: Locator) {
  await part.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await picture(page, { path: `test-results/writing-feedback/${name}.png` });
}

for (const lang of ['ja', 'en'] as const) {
  test(`writing refuses a list of words, shows the model answer and flags "help" (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = TEXT[lang];
    const words = WORDS[lang];
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.goto(WRITING);
    await startRun(page, lang);
    expect((await currentQuestion(page, lang)).number).toBe(1);

    // 27 random words: not sentences, with why, and another attempt from the same text.
    await send(page, lang, SALAD);
    const refused = answeredSheet(page, words.refused);
    // The first answer of the mock's process sets the spelling checker up (seconds).
    await expect(refused).toBeVisible({ timeout: 30_000 });
    await expect(refused.getByText(words.reason)).toBeVisible();
    // No model answer yet: the next attempt stays the learner's own.
    await expect(refused.getByRole('region', { name: words.model })).toHaveCount(0);
    await expect(page.getByText(t.done, { exact: true })).toHaveCount(0);
    await shot(page, `${lang}-refused`, refused.getByText(words.reason));
    await refused.getByRole('button', { name: words.tryAgain }).click();
    const field = questionRegion(page, lang).getByRole('textbox', { name: t.writingField });
    await expect(field).toHaveValue(SALAD);

    // A good text: done, the model answer under it, nothing to fix.
    await send(page, lang, GOOD);
    const done = answeredSheet(page, t.done);
    await expect(done).toBeVisible();
    await expect(done.getByRole('region', { name: words.model })).toContainText(MODEL_1);
    await expect(done.getByRole('region', { name: words.slips })).toHaveCount(0);
    await shot(page, `${lang}-good`, done.getByRole('region', { name: words.model }));
    await continueFrom(page, t.done, lang);

    // "She always help me": the verb marked with its fix and what to check.
    expect((await currentQuestion(page, lang)).number).toBe(2);
    await send(page, lang, WITH_SLIP);
    const flagged = answeredSheet(page, t.done);
    const slips = flagged.getByRole('region', { name: words.slips });
    await expect(slips).toBeVisible();
    const slip = slips.getByRole('listitem');
    await expect(slip).toHaveCount(1);
    await expect(slip.getByRole('deletion')).toContainText('help');
    await expect(slip.getByRole('insertion')).toContainText('helps');
    await expect(slip).toContainText(words.agreement);
    await expect(flagged.getByRole('region', { name: words.model })).toContainText(MODEL_2);
    await shot(page, `${lang}-flagged`, slips);
    await continueFrom(page, t.done, lang);

    // The review keeps the fix and the model answer.
    await page.getByRole('button', { name: t.review }).click();
    const review = page.getByRole('region', { name: t.reviewTitle });
    await expect(review.getByRole('region', { name: words.slips })).toContainText('helps');
    await expect(review.getByRole('region', { name: words.model })).toHaveCount(2);
    await shot(page, `${lang}-review`, review.getByRole('region', { name: words.slips }));
  });
}
