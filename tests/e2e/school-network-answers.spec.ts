import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import {
  answeredSheet,
  answerRight,
  continueFrom,
  currentQuestion,
  expect,
  expectTrophy,
  questionRegion,
  TEXT,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import { signIn } from './support/sign-in';

// A school's access point that loses its internet in the middle of a lesson: the browser still
// says it is online, but no call gets an answer (docs/offline-and-service-worker.md, "Offline on
// screen"). A kind whose marks can wait (a listening quiz: its answer key stays on the server)
// goes on as it does offline: each answer is saved unmarked, and the backend's marks, the counts
// and the trophy come once the network answers again. Before, the answer given as the network
// went waited for its mark ("答え合わせ中…") for as long as the network was away.

const quiz = EXERCISE.airportAnnouncementsQuiz;
const path = `/exercise/${COURSE.travelEnglish}/quiz-listening/${quiz}`;

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

/** The answer calls (POST …/log/) the backend answered, by problem. */
function answeredCalls(page: Page): string[] {
  const answered: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (
      request.method() !== 'POST' ||
      !/\/exercises\/.+\/log\/$/.test(new URL(request.url()).pathname)
    )
      return;
    answered.push((request.postDataJSON() as { problemUuid: string }).problemUuid);
  });
  return answered;
}

for (const lang of ['ja', 'en'] as const) {
  test(`a listening quiz goes on when the network stops answering, and is marked when it answers again (${lang})`, async ({
    page,
  }) => {
    test.slow();
    const t = TEXT[lang];
    if (lang === 'en')
      await page.addInitScript(() =>
        localStorage.setItem('eigo.v1.language', JSON.stringify('en')),
      );
    const answered = answeredCalls(page);
    await page.goto(path);
    await page.getByRole('button', { name: t.start, exact: true }).click();

    // Online: the first answer is marked at once.
    const { total } = await currentQuestion(page, lang);
    await continueFrom(page, await answerRight(page, quiz, lang), lang);

    // The network stops answering; the browser does not know.
    await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    for (let n = 2; n <= total; n += 1) {
      // The second answer wrong, to see the backend's mark later.
      await answerRight(page, quiz, lang, { wrong: n === 2 });
      await expect(answeredSheet(page, t.saved)).toContainText(t.savedNote);
      await expect(answeredSheet(page, t.correct)).toHaveCount(0);
      // Her pick stays marked as hers, with no verdict on any option.
      const options = questionRegion(page, lang).getByRole('group').getByRole('button');
      await expect(options.filter({ hasText: t.yours })).toHaveCount(1);
      await expect(options.filter({ hasText: t.yours })).toHaveClass(/--chosen/);
      await expect(page.getByRole('status').filter({ hasText: t.waiting })).toBeVisible();
      await continueFrom(page, t.saved, lang);
    }
    await expect(page.getByRole('status').filter({ hasText: t.finishedUnmarked })).toBeVisible();
    expect(answered).toHaveLength(1);

    // The network answers again: every answer is delivered once and marked, then the run ends.
    await page.unroute('**/api/v1/**');
    await expectTrophy(page, lang, null);
    await expect(page.getByText(t.score(total - 1, total))).toBeVisible();
    expect(answered).toHaveLength(total);
    expect(new Set(answered).size).toBe(total);
  });
}
