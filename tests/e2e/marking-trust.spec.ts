import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  answeredSheet,
  answerRight,
  continueFrom,
  currentQuestion,
  expect,
  questionRegion,
  startRun,
  TEXT,
  type Lang,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// Marking a learner can trust (issue 37), on a 360 × 740 phone in Japanese and English: per typed
// kind, a contraction without its apostrophe ("dont", "cant"), a one-letter slip and a far miss.
// Translating (translation quiz and drill): a slip is right (「正解！」) with the slip marked, and
// the result counts it right. Spelling (typing drill, dictation): a slip is 「おしい！」, never
// right. A far miss leads to the answer. The typing drill's live check shows no mistake for what
// its verdict accepts (a trailing space, "2" for "two").

const WORDS = {
  ja: {
    comparison: 'あなたの答えとのちがい',
    slip: /つづりのミス/,
    tryAgain: 'もう一度挑戦',
    mistake: /見直してみよう/,
  },
  en: {
    comparison: 'Your answer, word by word',
    slip: /spelling slip/,
    tryAgain: 'Try again',
    mistake: /Take another look|Check where the spaces go/,
  },
} as const;

test.use({ viewport: { width: 360, height: 740 } });

async function open(page: Page, path: string, lang: Lang) {
  await page.addInitScript(
    (l) => localStorage.setItem('eigo.v1.language', JSON.stringify(l)),
    lang,
  );
  await page.goto(path);
  await startRun(page, lang);
}

/** Types an answer in the question's field and sends it with Enter. */
async function typeAnswer(page: Page, lang: Lang, field: string, text: string) {
  await currentQuestion(page, lang);
  const input = questionRegion(page, lang).getByRole('textbox', { name: field });
  await input.fill(text);
  await input.press('Enter');
}

/** The sheet shows `verdict`; with `slip`, the comparison marks a slip of `word`. */
async function expectVerdict(page: Page, lang: Lang, verdict: string, slip?: string) {
  const sheet = answeredSheet(page, verdict);
  await expect(sheet).toBeVisible();
  if (slip) {
    const comparison = sheet.getByRole('list', { name: WORDS[lang].comparison });
    await expect(comparison.getByRole('listitem').filter({ hasText: WORDS[lang].slip })).toHaveText(
      new RegExp(`^${slip}`),
    );
  }
}

/** The rest of the run answered right, to the result. */
async function answerTheRest(page: Page, exercise: string, lang: Lang) {
  for (;;) {
    const { number, total } = await currentQuestion(page, lang);
    const verdict = await answerRight(page, exercise, lang);
    await continueFrom(page, verdict, lang);
    if (number === total) return;
  }
}

for (const lang of ['ja', 'en'] as const) {
  const t = TEXT[lang];

  test.describe(`marking a learner can trust (${lang})`, () => {
    test.beforeEach(async ({ page, request }) => {
      await mock.reset(request);
      await signIn(page, request, 'hana@sakura.example', 'sakura2026');
    });

    test('translation quiz: slips are right and marked, a far miss is not; the result counts them', async ({
      page,
    }) => {
      const exercise = EXERCISE.presentSimpleTranslationQuiz;
      await open(page, `/exercise/${COURSE.juniorHighGrammar}/quiz-translation/${exercise}`, lang);
      await typeAnswer(page, lang, t.quizField, 'I get up at seven every mornin.');
      await expectVerdict(page, lang, t.correct, 'mornin');
      await continueFrom(page, t.correct, lang);
      await typeAnswer(page, lang, t.quizField, 'I like cats.');
      await expectVerdict(page, lang, t.incorrect);
      await continueFrom(page, t.incorrect, lang);
      await typeAnswer(page, lang, t.quizField, 'We dont go to school on Sundays.');
      await expectVerdict(page, lang, t.correct, 'dont');
      await continueFrom(page, t.correct, lang);
      await answerTheRest(page, exercise, lang);
      await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();
      await expect(page.getByText(t.score(4, 5))).toBeVisible();
    });

    test('translation drill (typed): "cant" and a slip are right, a far miss is not', async ({
      page,
    }) => {
      const exercise = EXERCISE.canTranslationDrill;
      await open(page, `/exercise/${COURSE.juniorHighGrammar}/drill-translation/${exercise}`, lang);
      await typeAnswer(page, lang, t.drillField, 'I can swim fsat.');
      await expectVerdict(page, lang, t.correct, 'fsat');
      await continueFrom(page, t.correct, lang);
      await typeAnswer(page, lang, t.drillField, 'I like cats.');
      await expectVerdict(page, lang, t.incorrect);
      await continueFrom(page, t.incorrect, lang);
      await typeAnswer(page, lang, t.drillField, 'He cant read kanji.');
      await expectVerdict(page, lang, t.correct, 'cant');
      await continueFrom(page, t.correct, lang);
      await answerTheRest(page, exercise, lang);
      await expect(page.getByText(t.score(5, 6))).toBeVisible();
    });

    test('typing drill: slips are close, never right; what the verdict accepts is never red', async ({
      page,
    }) => {
      const exercise = EXERCISE.thirdPersonTyping;
      await open(page, `/exercise/${COURSE.juniorHighGrammar}/drill-typing/${exercise}`, lang);
      await typeAnswer(page, lang, t.typingField, 'He plays basebal after school.');
      await expectVerdict(page, lang, t.nearly, 'basebal');
      await continueFrom(page, t.nearly, lang);
      await typeAnswer(page, lang, t.typingField, 'I like cats.');
      await expectVerdict(page, lang, t.incorrect);
      await continueFrom(page, t.incorrect, lang);
      // A phone keyboard's space at the end, and a number in digits: no mistake shown, then right.
      for (const typed of ['My brother watches TV in the morning. ', 'Ken has 2 cats.']) {
        await currentQuestion(page, lang);
        const field = questionRegion(page, lang).getByRole('textbox', { name: t.typingField });
        await field.pressSequentially(typed);
        await expect(field).not.toHaveAttribute('aria-invalid', 'true');
        await expect(questionRegion(page, lang).getByText(WORDS[lang].mistake)).toHaveCount(0);
        await field.press('Enter');
        await expectVerdict(page, lang, t.correct);
        await continueFrom(page, t.correct, lang);
      }
      await continueFrom(page, await answerRight(page, exercise, lang), lang);
      await typeAnswer(page, lang, t.typingField, 'He doesnt eat natto.');
      await expectVerdict(page, lang, t.nearly, 'doesnt');
      await continueFrom(page, t.nearly, lang);
      await expect(page.getByText(t.score(3, 6))).toBeVisible();
    });

    test('dictation: "cant" and a slip are close, a far miss is not', async ({ page }) => {
      const exercise = EXERCISE.askingTheWayDictation;
      await open(page, `/exercise/${COURSE.travelEnglish}/dictation/${exercise}`, lang);
      const write = async (words: string[]) => {
        await currentQuestion(page, lang);
        const region = questionRegion(page, lang);
        const fields = region.getByRole('group', { name: t.dictationGroup }).getByRole('textbox');
        await expect(fields).toHaveCount(words.length);
        for (const [index, word] of words.entries()) await fields.nth(index).fill(word);
        await region.getByRole('button', { name: t.check }).click();
      };
      const tryAgainThenRight = async (verdict: string) => {
        await answeredSheet(page, verdict)
          .getByRole('button', { name: WORDS[lang].tryAgain })
          .click();
        await continueFrom(page, await answerRight(page, exercise, lang), lang);
      };
      // "Go [straight] along this street."
      await write(['straigt']);
      await expectVerdict(page, lang, t.nearly);
      await tryAgainThenRight(t.nearly);
      // "Turn [left] at the second [corner]."
      await write(['right', 'street']);
      await expectVerdict(page, lang, t.incorrect);
      await tryAgainThenRight(t.incorrect);
      // "The museum is [next] to the [bank]." and "It's about a [five]-minute [walk] from here."
      for (const words of [
        ['next', 'bank'],
        ['five', 'walk'],
      ]) {
        await write(words);
        await continueFrom(page, t.correct, lang);
      }
      // "You [can't] [miss] it."
      await write(['cant', 'miss']);
      await expectVerdict(page, lang, t.nearly);
      await tryAgainThenRight(t.nearly);
      await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();
    });
  });
}
