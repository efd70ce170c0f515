import { test, type Page } from '@playwright/test';
import { EXERCISE } from '../../mock-server/seed/content-catalogue';
import { answerKey, exerciseContent } from './support/answer-key';
import {
  answeredSheet,
  answerEveryQuestion,
  answerRight,
  currentQuestion,
  expect,
  startRun,
  switchLanguage,
  TEXT,
  type Lang,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// hana misses a question of a listening quiz (a short dialogue): the feedback sheet shows what
// was said, line by line with who says it and the Japanese, and the app's own button plays it
// again; so does the question's row in the review. The sample-audio demo goes on one line a tap
// and counts lines, not questions.

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

const WORDS = {
  ja: {
    heard: '聞こえた英語',
    replay: '音声をもう一度聞く',
    speaker: { female: '女性：', male: '男性：' },
    line: (n: number, total: number) => `${n} / ${total} 行目`,
    anyQuestion: /^第 \d+ 問/,
    said: '言えた！次の行へ',
  },
  en: {
    heard: 'What you heard',
    replay: 'Hear it again',
    speaker: { female: 'Woman:', male: 'Man:' },
    line: (n: number, total: number) => `Line ${n} of ${total}`,
    anyQuestion: /^Question \d+ of/,
    said: 'I said it, next line',
  },
} as const;

async function openExercise(page: Page, exerciseUuid: string, pathType: string, lang: Lang) {
  if (lang === 'en') await switchLanguage(page, 'en');
  const { courseUuid, title } = exerciseContent(exerciseUuid);
  await page.goto(`/exercise/${courseUuid}/${pathType}/${exerciseUuid}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await startRun(page, lang);
}

for (const lang of ['ja', 'en'] as const) {
  test(`a missed listening question shows what was said, in the sheet and the review (${lang})`, async ({
    page,
  }) => {
    test.slow();
    const t = TEXT[lang];
    const w = WORDS[lang];
    const exerciseUuid = EXERCISE.eikenConversationQuiz;
    await openExercise(page, exerciseUuid, 'quiz-listening', lang);

    const { question } = await currentQuestion(page, lang);
    const key = answerKey(exerciseUuid, question.problemUuid);
    const lines = key.kind === 'choice' ? (key.transcript ?? []) : [];
    expect(lines.length).toBeGreaterThan(1);
    await answerRight(page, exerciseUuid, lang, { wrong: true });

    // However near the miss was, the sheet is the one that tells it was wrong.
    const sheet = answeredSheet(page, t.incorrect).or(answeredSheet(page, t.close));
    await expect(sheet).toBeVisible();
    const heard = sheet.getByRole('group', { name: w.heard });
    for (const line of lines) {
      await expect(heard.getByText(line.text, { exact: true })).toBeVisible();
      await expect(heard.getByText(line.translation, { exact: true })).toBeVisible();
    }
    await expect(heard.getByText(w.speaker.female, { exact: true }).first()).toBeVisible();
    await expect(heard.getByText(w.speaker.male, { exact: true }).first()).toBeVisible();
    await heard.getByRole('button', { name: w.replay }).click();
    await expect(page.locator('audio[controls]')).toHaveCount(0);

    await sheet.getByRole('button', { name: t.continue, exact: true }).click();
    await answerEveryQuestion(page, exerciseUuid, lang, false, 2);
    await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();
    await page.getByRole('button', { name: t.review }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.reviewTitle })).toBeVisible();

    const row = page.getByRole('listitem').filter({ hasText: lines[0]!.text }).first();
    const reviewed = row.getByRole('group', { name: w.heard });
    for (const line of lines) {
      await expect(reviewed.getByText(line.text, { exact: true })).toBeVisible();
      await expect(reviewed.getByText(line.translation, { exact: true })).toBeVisible();
    }
    await expect(reviewed.getByRole('button', { name: w.replay })).toBeVisible();
    await reviewed.getByRole('button', { name: w.replay }).click();
    await expect(page.locator('audio[controls]')).toHaveCount(0);
  });

  test(`the demo goes on one line a tap and counts lines (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    const w = WORDS[lang];
    const exerciseUuid = EXERCISE.introducingFriendDemo;
    const total = exerciseContent(exerciseUuid).problems.length;
    await openExercise(page, exerciseUuid, 'demo', lang);

    for (let line = 1; line <= 3; line += 1) {
      const heading = page.getByRole('heading', { level: 1, name: w.line(line, total) });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('heading', { name: w.anyQuestion })).toHaveCount(0);
      await page.getByRole('button', { name: w.said }).click();
      // One tap: the next line, with no feedback sheet to tap through in between.
      await expect(
        page.getByRole('heading', { level: 1, name: w.line(line + 1, total) }),
      ).toBeVisible();
      await expect(answeredSheet(page, t.done)).toHaveCount(0);
    }
  });
}
