import { test, type Page } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { answerRight, continueFrom, currentQuestion, expect, TEXT } from './support/exercise-run';
import { mock } from './support/mock-control';
import {
  apiUrlsInWorkerCaches,
  HOME_LISTS,
  savedOnDevice,
  savedQueryCache,
  workerControls,
} from './support/offline-device';
import { signIn } from './support/sign-in';

// The app on a network that drops out (issue 29, docs/offline-and-service-worker.md): once the
// service worker controls the page, a reload with the network cut opens home from the device
// (the query cache saved in IndexedDB, the shell from the worker's precache) with the offline
// note, and an exercise under way opens again at its question; the answer given offline is sent
// when the network is back. The build is installable (Chromium's own installability check), and
// signing out leaves none of the session's answers on the device.

const t = TEXT.ja;
const exercisePath = `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`;
const home = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'ようこそ、Hana Sato さん' });
const offlineNote = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^オフラインです。(\d+\/\d+ )?\d\d:\d\d 時点の内容です。$/ });

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

test('home and an exercise under way open offline; the answer is sent once back online', async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  await workerControls(page);
  await expect(offlineNote(page)).toHaveCount(0);

  // Home again under the worker: its API answers are saved in the query cache on the device, and
  // the worker keeps none of them (it keeps the app and the media only).
  await page.reload();
  await expect(home(page)).toBeVisible();
  // The saved query cache is written at most once a second (savedOnDevice says why it matters).
  await savedOnDevice(page, ...HOME_LISTS);
  expect(await apiUrlsInWorkerCaches(page)).toEqual([]);

  // An exercise started online: the first answer is given with the network cut.
  await page.goto(exercisePath);
  await page.getByRole('button', { name: t.start, exact: true }).click();
  const { question } = await currentQuestion(page, 'ja');
  await savedOnDevice(page, /^\/exercises\//);

  await context.setOffline(true);
  const verdict = await answerRight(page, EXERCISE.schoolLifeTyping, 'ja');
  await expect(page.getByRole('status').filter({ hasText: t.offline })).toBeVisible();

  // Reloaded offline: the worker serves the shell, the saved answers the screen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t.question(1, 5) })).toBeVisible();

  // Home, offline, from the device, with the note.
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();

  // Back to the exercise, then online: the queued answer reaches the backend.
  await page.goto(exercisePath);
  await expect(page.getByRole('heading', { level: 1, name: t.question(1, 5) })).toBeVisible();
  const sent = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/exercises\/.+\/log\/$/.test(new URL(response.url()).pathname) &&
      (response.request().postDataJSON() as { problemUuid?: string }).problemUuid ===
        question.problemUuid,
  );
  await context.setOffline(false);
  expect((await sent).ok()).toBe(true);
  await continueFrom(page, verdict, 'ja');
});

test('the built app is installable', async ({ page }) => {
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  await workerControls(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito windows, where Chromium installs nothing: that one aside.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
});

test("signing out forgets the session's saved answers on the device", async ({ page }) => {
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  await workerControls(page);
  await page.reload();
  await expect(home(page)).toBeVisible();
  await savedOnDevice(page, ...HOME_LISTS);

  // As a sign-out leaves it (the token gone; the session notices within 500 ms).
  await page.evaluate(() => localStorage.removeItem('eigo.v1.authToken'));
  await expect(page).toHaveURL(/\/user\/login/);
  await expect.poll(() => savedQueryCache(page)).toBe('[]');
  // Nor any API answer in the worker's caches (it never kept one).
  expect(await apiUrlsInWorkerCaches(page)).toEqual([]);
});
