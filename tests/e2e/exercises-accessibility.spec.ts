import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expectAccessible } from './support/accessibility';
import {
  answerRight,
  continueFrom,
  currentQuestion,
  expect,
  startButton,
  switchLanguage,
  TEXT,
  type Lang,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { expectContentWidthAtMost } from './support/page-width';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// Every state of a run passes axe (no serious or critical violation) on a 360 px wide screen, in
// Japanese and in English: overview, question, answered (wrong and right), result with its trophy,
// review and the feedback form. Each state is also kept as a screenshot (not compared) in
// test-results/exercises-360/ for a person to look at.

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  await page.setViewportSize({ width: 360, height: 740 });
});

const CASES = [
  {
    name: 'listening-quiz',
    lang: 'ja' as Lang,
    path: `/exercise/${COURSE.travelEnglish}/quiz-listening/${EXERCISE.airportAnnouncementsQuiz}`,
    exercise: EXERCISE.airportAnnouncementsQuiz,
    wrongFirst: true,
  },
  {
    name: 'vocabulary-drill',
    lang: 'en' as Lang,
    path: `/exercise/${COURSE.firstSteps}/drill-vocabulary/${EXERCISE.greetingWordsVocabulary}`,
    exercise: EXERCISE.greetingWordsVocabulary,
    wrongFirst: true,
  },
  {
    name: 'dictation',
    lang: 'ja' as Lang,
    path: `/exercise/${COURSE.everydayConversation}/dictation/${EXERCISE.schoolDayDictation}`,
    exercise: EXERCISE.schoolDayDictation,
    wrongFirst: false,
  },
  {
    name: 'translation-drill',
    lang: 'en' as Lang,
    path: `/exercise/${COURSE.juniorHighGrammar}/drill-translation/${EXERCISE.beVerbTranslationDrill}`,
    exercise: EXERCISE.beVerbTranslationDrill,
    wrongFirst: false,
  },
];

async function look(page: Page, name: string) {
  await expectContentWidthAtMost(page, 360);
  await expectAccessible(page);
  await picture(page, { path: `test-results/exercises-360/${name}.png`, fullPage: true });
}

for (const c of CASES) {
  test(`every state of a ${c.name} run passes axe at 360 px (${c.lang})`, async ({ page }) => {
    test.slow();
    const t = TEXT[c.lang];
    const shot = (state: string) => `${c.name}-${c.lang}-${state}`;
    if (c.lang === 'en') await switchLanguage(page, 'en');
    await page.goto(c.path);
    const start = startButton(page, c.lang);
    await expect(start).toBeVisible();
    await look(page, shot('1-overview'));

    await start.click();
    const { total } = await currentQuestion(page, c.lang);
    await look(page, shot('2-question'));

    // The first question answered wrong (choice kinds), so the correction shows too.
    const verdict = await answerRight(page, c.exercise, c.lang, { wrong: c.wrongFirst });
    await expect(page.getByRole('region', { name: verdict })).toBeVisible();
    await look(page, shot('3-answered'));
    await continueFrom(page, verdict, c.lang);
    for (let n = 2; n <= total; n += 1) {
      await currentQuestion(page, c.lang);
      const next = await answerRight(page, c.exercise, c.lang);
      if (n === 2) {
        await expect(page.getByRole('region', { name: next })).toBeVisible();
        await look(page, shot('3-answered-right'));
      }
      await continueFrom(page, next, c.lang);
    }

    await expect(page.getByRole('heading', { level: 1, name: t.result })).toBeVisible();
    await look(page, shot('4-result'));
    await page.getByRole('button', { name: t.review }).click();
    await expect(page.getByRole('heading', { name: t.reviewTitle })).toBeVisible();
    await look(page, shot('5-review'));
    await page.getByRole('button', { name: t.backToResult }).click();
    await page.getByRole('button', { name: t.close, exact: true }).click();
    const feedback = page.getByRole('dialog', { name: t.feedbackTitle });
    await expect(feedback).toBeVisible();
    await look(page, shot('6-feedback'));
  });
}
