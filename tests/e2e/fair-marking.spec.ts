import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { answerKey } from './support/answer-key';
import {
  currentQuestion,
  expect,
  questionRegion,
  startRun,
  TEXT,
  type Lang,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// Marking a learner can trust (issue 24), on a 360 × 740 phone in Japanese and English: a right
// answer written another way (7 for seven, "very well") is right; a miss one word away is
// 「おしい！」 and shows the answer word by word against the nearest accepted answer; a miss far
// away gets a kind heading, not 「おしい！」; a wrong option is marked in place beside the right
// one, and the sheet leaves both in sight.

const WORDS = {
  ja: {
    comparison: 'あなたの答えとのちがい',
    right: '正解',
    yours: 'あなたの答え',
    missing: /ぬけている/,
  },
  en: {
    comparison: 'Your answer, word by word',
    right: 'Correct',
    yours: 'Your answer',
    missing: /missing/,
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

const sheetOf = (page: Page) =>
  page.getByRole('region').filter({ has: page.locator('#answered-verdict') });

for (const lang of ['ja', 'en'] as const) {
  test.describe(`translation quiz (${lang})`, () => {
    test.beforeEach(async ({ page, request }) => {
      await mock.reset(request);
      await signIn(page, request, 'hana@sakura.example', 'sakura2026');
    });

    test('accepts numbers in digits and every accepted answer; a near miss is close, a far one is not', async ({
      page,
    }) => {
      const t = TEXT[lang];
      const w = WORDS[lang];
      const exercise = EXERCISE.presentSimpleTranslationQuiz;
      await open(page, `/exercise/${COURSE.juniorHighGrammar}/quiz-translation/${exercise}`, lang);
      let near = false;
      let far = false;
      for (let n = 1; ; n += 1) {
        const { question, total } = await currentQuestion(page, lang);
        const key = answerKey(exercise, question.problemUuid);
        if (key.kind !== 'sentence') throw new Error('not a sentence');
        const model = key.accepted[0]!;
        let answer = model;
        let verdict: string = t.correct;
        if (model.startsWith('I get up at seven')) answer = 'I wake up at 7 every morning.';
        else if (model.startsWith('Yuki speaks')) answer = 'Yuki speaks English very well.';
        else if (!near) {
          near = true;
          answer = model.split(' ').slice(0, -1).join(' ');
          verdict = t.nearly;
        } else if (!far) {
          far = true;
          answer = 'I like cats.';
          verdict = t.incorrect;
        }
        const field = questionRegion(page, lang).getByRole('textbox', { name: t.quizField });
        await field.fill(answer);
        await field.press('Enter');
        const sheet = page.getByRole('region', { name: verdict });
        await expect(sheet).toBeVisible();
        if (verdict === t.correct) {
          await expect(sheet.getByRole('list', { name: w.comparison })).toHaveCount(0);
        } else {
          const comparison = sheet.getByRole('list', { name: w.comparison });
          await expect(comparison).toBeVisible();
          if (verdict === t.nearly) await expect(comparison.getByText(w.missing)).toHaveCount(1);
          await expect(sheet.getByText(t.nearly)).toHaveCount(verdict === t.nearly ? 1 : 0);
          // English screens use an ASCII colon, Japanese ones a full-width one.
          const colon = await sheet
            .locator('dt')
            .first()
            .evaluate((dt) => getComputedStyle(dt, '::after').content);
          expect(colon).toBe(lang === 'ja' ? '"："' : '":"');
        }
        await sheet.getByRole('button', { name: n === total ? t.finish : t.continue }).click();
        if (n === total) break;
      }
      expect(near && far).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();
    });
  });

  test.describe(`choice marked in place (${lang})`, () => {
    test.use({ hasTouch: true, isMobile: true });

    test.beforeEach(async ({ page, request }) => {
      await mock.reset(request);
      await signIn(page, request, 'hana@sakura.example', 'sakura2026');
    });

    test('a wrong pick is marked beside the right option, both in sight above the sheet', async ({
      page,
    }) => {
      const t = TEXT[lang];
      const w = WORDS[lang];
      const exercise = EXERCISE.greetingWordsVocabulary;
      await open(page, `/exercise/${COURSE.firstSteps}/drill-vocabulary/${exercise}`, lang);
      const { question } = await currentQuestion(page, lang);
      const key = answerKey(exercise, question.problemUuid);
      if (key.kind !== 'choice') throw new Error('not a choice');
      const options = question.item.question?.options ?? [];
      const right = options.findIndex((option) => option.id === key.correctOptionId);
      // The option furthest from the right one: far off, so no 「おしい！」.
      const wrong = right === options.length - 1 ? 0 : options.length - 1;
      const buttons = questionRegion(page, lang).getByRole('group').getByRole('button');
      await buttons.nth(wrong).tap();
      const sheet = page.getByRole('region', { name: t.incorrect });
      await expect(sheet).toBeVisible();
      await expect(page.getByText(t.nearly)).toHaveCount(0);
      await expect(buttons.nth(right)).toContainText(w.right);
      await expect(buttons.nth(wrong)).toContainText(w.yours);
      // The sheet does not cover the two marked options.
      const sheetTop = (await sheet.boundingBox())!.y;
      for (const index of [right, wrong]) {
        const box = (await buttons.nth(index).boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(sheetTop + 1);
      }
      // On a touch screen there is no keyboard tip beside "continue".
      await expect(sheet.getByText(/Enter/)).toHaveCount(0);
    });
  });
}

test('the Enter tip says what Enter does: try again beside "try again" (dictation)', async ({
  page,
  request,
}) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  await open(
    page,
    `/exercise/${COURSE.juniorHighGrammar}/dictation/${EXERCISE.lastSundayDictation}`,
    'ja',
  );
  await currentQuestion(page, 'ja');
  const fields = questionRegion(page, 'ja')
    .getByRole('group', { name: TEXT.ja.dictationGroup })
    .getByRole('textbox');
  const count = await fields.count();
  for (let i = 0; i < count; i += 1) await fields.nth(i).fill('zzz');
  await questionRegion(page, 'ja').getByRole('button', { name: TEXT.ja.check }).click();
  const sheet = sheetOf(page);
  await expect(sheet.getByRole('button', { name: 'もう一度挑戦' })).toBeVisible();
  await expect(sheet.getByText('Enter でもう一度')).toBeVisible();
  await expect(sheet.getByText('Enter で次へ')).toHaveCount(0);
});
