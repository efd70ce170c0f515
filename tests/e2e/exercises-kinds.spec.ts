import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE, type ExerciseKey } from '../../mock-server/seed/content-catalogue';
import { exerciseContent } from './support/answer-key';
import {
  answerEveryQuestion,
  expect,
  expectTrophy,
  startRun,
  switchLanguage,
  TEXT,
  type Lang,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// hana finishes one exercise of each of the ten kinds the player runs, answering every question
// right (the mock's answer key), from a course's details or from one of her assignments, sees the
// result, and then finds it on the screen she returns to, on home (recent exercises) and in the
// learning history, all without reloading the page.

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

type Case = {
  kind: string;
  exercise: ExerciseKey;
  lang: Lang;
  /** Opened from this assignment of hana's, else from the course's details. */
  assignment?: { id: number; title: string };
  /** Where the exercise link leads. */
  path: RegExp;
  /** Unjudged kinds (demo, writing) earn no trophy. */
  trophy: 3 | null;
};

const uuid = '[0-9a-f-]{36}';
const CASES: Case[] = [
  {
    kind: 'demo',
    exercise: 'introducingFriendDemo',
    lang: 'ja',
    path: new RegExp(`/exercise/${uuid}/demo/${uuid}$`),
    trophy: null,
  },
  {
    kind: 'dictation',
    exercise: 'schoolDayDictation',
    lang: 'en',
    path: new RegExp(`/exercise/${uuid}/dictation/${uuid}$`),
    trophy: 3,
  },
  {
    kind: 'vocabulary drill',
    exercise: 'greetingWordsVocabulary',
    lang: 'ja',
    path: new RegExp(`/exercise/${uuid}/drill-vocabulary/${uuid}$`),
    trophy: 3,
  },
  {
    kind: 'listening drill',
    exercise: 'numbersListening',
    lang: 'en',
    path: new RegExp(`/exercise/${uuid}/drill-listening/${uuid}$`),
    trophy: 3,
  },
  {
    kind: 'listening quiz',
    exercise: 'airportAnnouncementsQuiz',
    lang: 'ja',
    path: new RegExp(`/exercise/${uuid}/[a-z-]+/${uuid}$`),
    trophy: 3,
  },
  {
    kind: 'picture match',
    exercise: 'fruitAndFoodPictures',
    lang: 'ja',
    path: new RegExp(`/exercise/${uuid}/[a-z-]+/${uuid}$`),
    trophy: 3,
  },
  {
    kind: 'typing drill',
    exercise: 'schoolLifeTyping',
    lang: 'ja',
    assignment: { id: 102, title: 'Unit 5: Talking About Hobbies' },
    path: new RegExp(`/exercise/${uuid}/drill-typing/${uuid}/102$`),
    trophy: 3,
  },
  {
    kind: 'translation quiz',
    exercise: 'presentSimpleTranslationQuiz',
    lang: 'en',
    assignment: { id: 104, title: 'Unit 4 Review: Past Tense' },
    path: new RegExp(`/exercise/${uuid}/[a-z-]+/${uuid}/104$`),
    trophy: 3,
  },
  {
    kind: 'translation drill',
    exercise: 'beVerbTranslationDrill',
    lang: 'ja',
    path: new RegExp(`/exercise/${uuid}/drill-translation/${uuid}$`),
    trophy: 3,
  },
  {
    kind: 'writing',
    exercise: 'selfIntroductionWriting',
    lang: 'ja',
    // Writing has no route of its own: it plays at the exercise root route.
    path: new RegExp(
      `/exercise/${COURSE.everydayConversation}/${EXERCISE.selfIntroductionWriting}$`,
    ),
    trophy: null,
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The course details, the exercise's chapter opened. */
async function openCourse(page: Page, exercise: ExerciseKey) {
  const content = exerciseContent(EXERCISE[exercise]);
  await page.goto(`/course/details/${content.courseUuid}`);
  await expect(
    page.getByRole('heading', { level: 1, name: content.parents.course.title }),
  ).toBeVisible();
  const chapter = page.getByRole('button', {
    name: new RegExp(`^${escape(content.parents.chapter.title)}`),
  });
  if ((await chapter.getAttribute('aria-expanded')) === 'false') await chapter.click();
}

const RESULT_LABEL = {
  ja: { row: '最高: 金トロフィー', icon: '金トロフィー', finished: '完了' },
  en: { row: 'Best: gold trophy', icon: 'Gold trophy', finished: 'Finished' },
} as const;

for (const c of CASES) {
  test(`hana finishes a ${c.kind} answering right and finds the result everywhere (${c.lang})`, async ({
    page,
  }) => {
    test.slow();
    const t = TEXT[c.lang];
    const labels = RESULT_LABEL[c.lang];
    const exerciseUuid = EXERCISE[c.exercise];
    const { title } = exerciseContent(exerciseUuid);
    const link = page.getByRole('link', { name: new RegExp(escape(title)) });
    if (c.lang === 'en') await switchLanguage(page, 'en');

    if (c.assignment) {
      await page.goto(`/assignment/details/${c.assignment.id}`);
      await expect(page.getByRole('heading', { level: 1, name: c.assignment.title })).toBeVisible();
    } else {
      await openCourse(page, c.exercise);
    }
    await link.click();
    await expect(page).toHaveURL(c.path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await startRun(page, c.lang);
    await answerEveryQuestion(page, exerciseUuid, c.lang);
    await expectTrophy(page, c.lang, c.trophy);
    if (c.trophy === null)
      await expect(
        page.getByText(c.lang === 'ja' ? '最後までできました！' : 'You did it all!'),
      ).toBeVisible();

    // A mark on this document: it must still be there at the end (nothing reloaded the page).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Back where the exercise was opened, the feedback form asks how it was.
    await page.getByRole('button', { name: t.close, exact: true }).click();
    const feedback = page.getByRole('dialog', { name: t.feedbackTitle });
    await expect(feedback).toBeVisible();
    await feedback.getByRole('button', { name: t.feedbackSkip }).click();
    await expect(feedback).toBeHidden();
    if (c.trophy === 3) await expect(link.getByRole('img', { name: labels.row })).toBeVisible();
    else await expect(link).toContainText(labels.finished);

    // Home's recent exercises and the learning history show it too (no reload: in-app links).
    const menu = page.getByRole('navigation', {
      name: c.lang === 'ja' ? 'メインメニュー' : 'Main menu',
    });
    await menu.getByRole('link', { name: c.lang === 'ja' ? 'ホーム' : 'Home' }).click();
    const recent = page
      .getByRole('region', { name: c.lang === 'ja' ? '最近のエクササイズ' : 'Recent exercises' })
      .getByRole('listitem')
      .first();
    await expect(recent).toContainText(title);
    await expect(
      recent.getByRole('img', { name: c.trophy === 3 ? labels.icon : labels.finished }),
    ).toBeVisible();

    await menu.getByRole('link', { name: c.lang === 'ja' ? '学習履歴' : 'History' }).click();
    await page
      .getByRole('navigation', {
        name: c.lang === 'ja' ? '学習の記録のページ' : 'Learning history pages',
      })
      .getByRole('link', { name: c.lang === 'ja' ? '学習ログ' : 'Exercise logs' })
      .click();
    const latest = page.locator('ol.log-rows > li').first();
    await expect(latest).toContainText(title);
    if (c.trophy === 3) await expect(latest.getByRole('img', { name: labels.icon })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
}
