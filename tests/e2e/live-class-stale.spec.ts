import { test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { ASSIGNMENT } from '../../mock-server/seed/assignments';
import { EXERCISE } from '../../mock-server/seed/content-catalogue';
import { expect } from './support/exercise-run';
import { NEXT_POLL, teacherEndsClass, teacherStartsClass } from './support/live-class';
import { mock } from './support/mock-control';
import { savedOnDevice, workerControls } from './support/offline-device';
import { signIn } from './support/sign-in';

// A stale class never locks a pupil out (issue 36), in the built app with its service worker:
// the list of classes is never kept on the device, so an app reopened offline after the class
// ended neither holds hana in the ended lobby nor spins for ever, and her downloaded homework
// opens; online with the list held 15 s after the class ended, the app says nothing about a class
// (no lobby, no false 「授業が終わりました」); and while the list is unknown nothing locks, but a
// fresh answer that says a class is in force locks at once.

test.use({ serviceWorkers: 'allow' });

// On real time (as the other specs of the worker), not a fixed clock: the class is laid around now.
test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

const assignmentPath = `/assignment/details/${ASSIGNMENT.tryIt}`;
const TYPING = 'School Life Sentences';
const READY = 'オフラインで使えます';
const LIST_PATH = /\/api\/v1\/live\/sessions\/$/;
const home = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'ようこそ、Hana Sato さん' });
/** Home's word of a class: its banner (under way, starting, the way to the lobby). */
const aboutAClass = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/の授業(中です|は)|授業に参加する|ロビーで授業を待つ|授業が終わりました/);
const classExercises = (page: Page) =>
  page.getByRole('region', { name: '先生が出したエクササイズ' });

/** The assignment list seen online (saved on the device), then the assignment downloaded. */
async function downloadHomework(page: Page) {
  await page.goto(assignmentPath);
  await workerControls(page);
  await page.goto('/assignment/explore/');
  await expect(page.getByRole('link', { name: /Unit 5: Talking About Hobbies/ })).toBeVisible();
  await savedOnDevice(page, '/assignments/');
  await page.goto(assignmentPath);
  const panel = page.getByRole('region', { name: 'オフラインで使う' });
  await panel.getByRole('button', { name: 'ダウンロード', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'ダウンロードしました。インターネットがなくても開けます。',
  );
  await expect(page.getByRole('link', { name: new RegExp(`${TYPING}.*${READY}`) })).toBeVisible();
  // Its content is saved on the device at most a second after it came (the next load must find it).
  await savedOnDevice(page, new RegExp(`/${EXERCISE.schoolLifeTyping}/$`));
}

/** hana waits in the lobby when the class starts: her app sees the class in force. */
async function inTheClass(page: Page, request: APIRequestContext) {
  await page.goto('/live/lobby');
  const sessionId = await teacherStartsClass(request, { at: Date.now() });
  await expect(classExercises(page).getByRole('link')).toHaveCount(2, NEXT_POLL);
  return sessionId;
}

/** Every request for the list of classes answers only after `ms` (an access point that hangs). */
async function holdTheList(context: BrowserContext, ms: number) {
  await context.route(LIST_PATH, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

test('reopened offline after the class ended: no ended lobby, no endless spinner, the homework opens', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await downloadHomework(page);
  const sessionId = await inTheClass(page, request);

  // The class ends while hana is offline; she opens the app again where she left it.
  await context.setOffline(true);
  await teacherEndsClass(request, sessionId);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '授業ロビー' })).toBeVisible();
  // The lobby cannot tell whether a class is on: it says so (or that the list could not be
  // read), names no class and offers the way home, rather than a spinner that never stops.
  await expect(
    page.getByText(/^(オフラインです。授業があるかどうか|授業の情報を読み込めませんでした)/),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status', { name: '授業を読み込み中' })).toHaveCount(0);
  await expect(classExercises(page)).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The assignments and the downloaded homework open offline; nothing leads back to the lobby.
  await page.goto('/assignment/explore/');
  await expect(page.getByRole('heading', { level: 1, name: '課題一覧' })).toBeVisible();
  await expect(page).toHaveURL(/\/assignment\/explore\/$/);
  await page.getByRole('link', { name: /Unit 5: Talking About Hobbies/ }).click();
  await expect(page).toHaveURL(new RegExp(`${assignmentPath}$`));
  await page.getByRole('link', { name: new RegExp(`${TYPING}.*${READY}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: TYPING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'はじめる', exact: true })).toBeEnabled();
  await expect(page).not.toHaveURL(/\/live\/lobby/);
});

test('online with the list of classes held 15 s after the class ended: nothing about a class', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const sessionId = await inTheClass(page, request);
  await teacherEndsClass(request, sessionId);

  await holdTheList(context, 15_000);
  const answered = page.waitForResponse((r) => LIST_PATH.test(new URL(r.url()).pathname), {
    timeout: 40_000,
  });
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  // While the list is unknown: home, with no word of a class (no banner), no lobby, no modal.
  await expect(aboutAClass(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The held answer (no class) arrives: still home, and no false "the class has ended".
  await answered;
  await expect(page.getByRole('alertdialog', { name: '授業が終わりました' })).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(home(page)).toBeVisible();
  await expect(aboutAClass(page)).toHaveCount(0);
});

test('while the list is unknown nothing locks; a fresh answer with a class in force locks at once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await downloadHomework(page);
  await inTheClass(page, request);

  // Offline, the class still on: the downloaded typing drill (not one the teacher chose) opens.
  await context.setOffline(true);
  await page.goto(assignmentPath);
  await page.getByRole('link', { name: new RegExp(`${TYPING}.*${READY}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: TYPING })).toBeVisible();
  await expect(page).not.toHaveURL(/\/live\/lobby/);

  // Back online, the next poll answers that the class is on: to the lobby, saying why.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/live\/lobby\?limitedMode=true$/, NEXT_POLL);
  await expect(classExercises(page).getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 1, name: TYPING })).toHaveCount(0);
});
