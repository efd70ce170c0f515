import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { answerEveryQuestion, expect, TEXT } from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// A choice kind (listening quiz) and the typing drill done with the keyboard alone: Tab reaches the
// start button, number keys pick, the typed answer goes in the field, Enter checks and continues.

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

/** Tabs from the top of the page until the start button has the focus, then presses Enter. */
async function tabToStart(page: Page) {
  const start = page.getByRole('button', { name: TEXT.ja.start, exact: true });
  await expect(start).toBeVisible();
  for (let tab = 0; tab < 40; tab += 1) {
    await page.keyboard.press('Tab');
    if (await start.evaluate((e) => e === document.activeElement)) break;
  }
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
}

const CASES = [
  {
    kind: 'listening quiz',
    path: `/exercise/${COURSE.travelEnglish}/quiz-listening/${EXERCISE.airportAnnouncementsQuiz}`,
    exercise: EXERCISE.airportAnnouncementsQuiz,
  },
  {
    kind: 'typing drill',
    path: `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`,
    exercise: EXERCISE.schoolLifeTyping,
  },
];

for (const c of CASES) {
  test(`a ${c.kind} is done with the keyboard alone`, async ({ page }) => {
    test.slow();
    await page.goto(c.path);
    await expect(page).toHaveURL(c.path);
    await tabToStart(page);
    const total = await answerEveryQuestion(page, c.exercise, 'ja', true);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.ja.result })).toBeFocused();
    await expect(page.getByText(TEXT.ja.score(total, total))).toBeVisible();
    await expect(page.getByRole('img', { name: TEXT.ja.trophy[3] })).toBeVisible();
  });
}
