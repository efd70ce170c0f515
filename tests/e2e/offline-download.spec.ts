import { test, type Page, type Request } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { ASSIGNMENT } from '../../mock-server/seed/assignments';
import { CACHE_NAMES } from '../../src/sw/shared/cache-names';
import { expectAccessible } from './support/accessibility';
import {
  answeredSheet,
  answerEveryQuestion,
  answerRight,
  continueFrom,
  currentQuestion,
  expect,
  expectTrophy,
  TEXT,
} from './support/exercise-run';
import { mock } from './support/mock-control';
import {
  apiUrlsInWorkerCaches,
  HOME_LISTS,
  savedOnDevice,
  workerControls,
} from './support/offline-device';
import { signIn } from './support/sign-in';
import { picture } from './support/pictures';

// "Download for offline" (issue 29, docs/offline-download.md): an assignment downloaded ahead
// keeps every exercise's content and its sounds and pictures on the device, each row says so;
// offline, its typing drill opens, starts and is finished (judged on the device), and back online
// the start, every answer and the end reach the backend exactly once. A listening quiz (its answer
// key stays on the server) is played offline with deferred marking: its answers are saved unmarked
// and the backend's marks, the counts and the trophy come once it is back online.

const t = TEXT.ja;
// "Unit 5: Talking About Hobbies": a chat, a typing drill and a writing.
const assignmentPath = `/assignment/details/${ASSIGNMENT.tryIt}`;
const TYPING_TITLE = 'School Life Sentences';
const READY = 'オフラインで使えます';
const FINISHED_OFFLINE = /答えはこの端末に保存しました/;
// "Airport Announcements" (a listening quiz), with a chat and a demo.
const quizAssignmentPath = `/assignment/details/${ASSIGNMENT.doneDuePassed}`;
const QUIZ_TITLE = 'Airport Announcements';
/** What the download of "Unit 5" saves in the query cache: its three exercises and a course tree. */
const DOWNLOADED_CONTENT = [
  ...[EXERCISE.hobbiesChat, EXERCISE.schoolLifeTyping, EXERCISE.selfIntroductionWriting].map(
    (uuid) => new RegExp(`^/exercises/[^/]+/\\d+/${uuid}/$`),
  ),
  /^\/courses\/(?!bookmarked\/|organisation\/|recommended\/)[^/]+\/$/,
];

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page, request }) => {
  await mock.reset(request);
  await signIn(page, request, 'hana@sakura.example', 'sakura2026');
});

type RunCall = { kind: 'start' | 'answer' | 'end'; problemUuid: string | null; logId: unknown };

/** The run's POSTs (start, answers, end) the backend answered, as the browser saw them. */
function recordRunCalls(page: Page, exerciseUuid = EXERCISE.schoolLifeTyping): RunCall[] {
  const answered: RunCall[] = [];
  const kindOf = (request: Request): RunCall['kind'] | null => {
    if (request.method() !== 'POST') return null;
    const path = new URL(request.url()).pathname;
    if (!path.includes(`/${exerciseUuid}/`)) return null;
    if (path.endsWith('/start/')) return 'start';
    if (path.endsWith('/log/')) return 'answer';
    if (path.endsWith('/end/')) return 'end';
    return null;
  };
  page.on('requestfinished', async (request) => {
    const kind = kindOf(request);
    if (!kind) return;
    const response = await request.response();
    if (!response?.ok()) return;
    const body = request.postDataJSON() as { problemUuid?: string; logId?: unknown };
    answered.push({ kind, problemUuid: body.problemUuid ?? null, logId: body.logId });
  });
  return answered;
}

/**
 * Downloads the assignment from its page and waits until the rows that can be played offline are
 * marked ready (`playable` of its three: a chat or a writing opens offline but cannot start, and
 * carries no mark).
 */
async function download(page: Page, path = assignmentPath, playable = 1) {
  await page.goto(path);
  await workerControls(page);
  const panel = page.getByRole('region', { name: 'オフラインで使う' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('3 件中 0 件がオフラインで使えます')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(READY) })).toHaveCount(0);

  await panel.getByRole('button', { name: 'ダウンロード', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'ダウンロードしました。インターネットがなくても開けます。',
  );
  await expect(panel.getByText(`3 件中 ${playable} 件がオフラインで使えます`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'もう一度ダウンロード' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(READY) })).toHaveCount(playable);
  if (path === assignmentPath)
    await picture(page, {
      path: 'test-results/offline-download/assignment-ja.png',
      fullPage: true,
    });
}

/** The URLs kept in one of the app's caches. */
const cachedUrls = (page: Page, name: string) =>
  page.evaluate(
    async (cacheName) => (await (await caches.open(cacheName)).keys()).map((r) => r.url),
    name,
  );

test('an assignment downloaded ahead: its typing drill opens and finishes offline, answers sent once', async ({
  page,
  context,
}) => {
  test.slow();
  const calls = recordRunCalls(page);
  await download(page);
  const media = await cachedUrls(page, CACHE_NAMES.media);
  expect(media.some((url) => /\/content\/audio\//.test(url))).toBe(true);
  // The three exercises' content and their course's tree are in the query cache saved on the
  // device; the worker's caches hold no API answer (it keeps the app and the media only).
  await savedOnDevice(page, ...DOWNLOADED_CONTENT);
  expect(await apiUrlsInWorkerCaches(page)).toEqual([]);

  // Offline, within the app (no reload): the drill opens from the device and is played through.
  await context.setOffline(true);
  await page.getByRole('link', { name: new RegExp(TYPING_TITLE) }).click();
  await page.getByRole('button', { name: t.start, exact: true }).click();
  const total = await answerEveryQuestion(page, EXERCISE.schoolLifeTyping, 'ja');
  await expect(page.getByRole('status').filter({ hasText: FINISHED_OFFLINE })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.offline })).toBeVisible();
  expect(calls).toEqual([]);

  // Back online: the queued start, the answers and the end go, in order, once each.
  await context.setOffline(false);
  await expectTrophy(page, 'ja', 3);
  await expect(page.getByText(t.score(total, total))).toBeVisible();
  await expect.poll(() => calls.filter((c) => c.kind === 'end').length).toBe(1);
  expect(calls.map((c) => c.kind)).toEqual([
    'start',
    ...Array.from({ length: total }, () => 'answer'),
    'end',
  ]);
  expect(new Set(calls.filter((c) => c.kind === 'answer').map((c) => c.problemUuid)).size).toBe(
    total,
  );
  // Every call after the start named the backend's log id, never the provisional one.
  for (const call of calls.slice(1)) expect(call.logId).toEqual(expect.any(Number));
  for (const call of calls.slice(1)) expect(call.logId as number).toBeGreaterThan(0);
});

test('a run finished offline: ✕ leaves without a warning, and home shows the result once delivered', async ({
  page,
  context,
}) => {
  test.slow();
  // Home seen online first: its lists are on the device when it is opened offline (saved before
  // the next page.goto, a full load, leaves it).
  await page.goto('/');
  await expect(page.getByRole('region', { name: '最近のエクササイズ' })).toBeVisible();
  await savedOnDevice(page, ...HOME_LISTS);
  await download(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: new RegExp(TYPING_TITLE) }).click();
  await page.getByRole('button', { name: t.start, exact: true }).click();
  await answerEveryQuestion(page, EXERCISE.schoolLifeTyping, 'ja');
  await expect(page.getByRole('status').filter({ hasText: FINISHED_OFFLINE })).toBeVisible();

  // The answers are safe in the queue: ✕ leaves at once, no "the trophy will be lost" question.
  await page.getByRole('button', { name: 'エクササイズを終了' }).click();
  await expect(page).toHaveURL(new RegExp(`${assignmentPath}$`));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Home, then back online: once the queue has delivered the run, home's recent exercises show
  // its trophy without a reload.
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: 'ホーム' })
    .click();
  const recent = page.getByRole('region', { name: '最近のエクササイズ' });
  await expect(recent).toBeVisible();
  await context.setOffline(false);
  await expect(
    recent.getByRole('link', { name: new RegExp(`${TYPING_TITLE}.*金トロフィー`) }),
  ).toBeVisible({ timeout: 20_000 });
});

test('a listening quiz of an assignment downloaded ahead is played offline and marked back online', async ({
  page,
  context,
}) => {
  test.slow();
  const quiz = EXERCISE.airportAnnouncementsQuiz;
  const calls = recordRunCalls(page, quiz);
  // The quiz and the demo are played offline; the chat is not.
  await download(page, quizAssignmentPath, 2);

  // Offline: the quiz starts and every answer is saved unmarked (no verdict), the first one wrong.
  await context.setOffline(true);
  await page.getByRole('link', { name: new RegExp(QUIZ_TITLE) }).click();
  await page.getByRole('button', { name: t.start, exact: true }).click();
  let total = 0;
  for (let n = 1; total === 0 || n <= total; n += 1) {
    total = (await currentQuestion(page, 'ja')).total;
    await answerRight(page, quiz, 'ja', { wrong: n === 1 });
    await expect(answeredSheet(page, t.saved)).toContainText(t.savedNote);
    await expect(answeredSheet(page, t.correct)).toHaveCount(0);
    await expect(answeredSheet(page, t.incorrect)).toHaveCount(0);
    await continueFrom(page, t.saved, 'ja');
  }
  await expect(page.getByRole('status').filter({ hasText: t.finishedUnmarked })).toBeVisible();
  await picture(page, { path: 'test-results/offline-download/quiz-unmarked-ja.png' });
  expect(calls).toEqual([]);

  // Back online: the start and the answers go once each, the backend marks them, then the end.
  await context.setOffline(false);
  await expectTrophy(page, 'ja', null);
  await expect(page.getByText(t.score(total - 1, total))).toBeVisible();
  await expect.poll(() => calls.filter((c) => c.kind === 'end').length).toBe(1);
  expect(calls.map((c) => c.kind)).toEqual([
    'start',
    ...Array.from({ length: total }, () => 'answer'),
    'end',
  ]);
  for (const call of calls.slice(1)) expect(call.logId as number).toBeGreaterThan(0);

  // The review shows the backend's marks: the first answer wrong.
  await page.getByRole('button', { name: '答えをふり返る' }).click();
  const rows = page.locator('.run-review__row');
  await expect(rows).toHaveCount(total);
  await expect(rows.first()).toContainText('まちがい');
});

test('an exercise judged by the backend opens offline and says it needs the internet to start', async ({
  page,
  context,
}) => {
  await download(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: /Write a Self-Introduction/ }).click();
  await page.getByRole('button', { name: t.start, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'この練習は答え合わせにインターネットが必要です',
  );
});

test('an assignment downloaded ahead opens offline after a reload (service worker)', async ({
  page,
  context,
}) => {
  test.slow();
  await download(page);
  // The downloaded answers are saved on the device at most a second after they came.
  await savedOnDevice(page, ...DOWNLOADED_CONTENT);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('link', { name: new RegExp(`${TYPING_TITLE}.*${READY}`) }).click();
  await page.getByRole('button', { name: t.start, exact: true }).click();
  await answerEveryQuestion(page, EXERCISE.schoolLifeTyping, 'ja');
  await expect(page.getByRole('status').filter({ hasText: FINISHED_OFFLINE })).toBeVisible();
  await context.setOffline(false);
  await expectTrophy(page, 'ja', 3);
});

test('a course chapter downloads from the course page, each of its exercises marked', async ({
  page,
}) => {
  await page.goto(`/course/details/${COURSE.everydayConversation}`);
  await workerControls(page);
  const dailyLife = page.getByRole('button', { name: /^Daily Life/ });
  await dailyLife.click();
  const chapter = page.locator('section.chapter').filter({ has: dailyLife });
  const rows = chapter.getByRole('link');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  const panel = chapter.getByRole('region', { name: 'オフラインで使う' });
  await expect(panel.getByText(`${count} 件中 0 件がオフラインで使えます`)).toBeVisible();

  await panel.getByRole('button', { name: 'ダウンロード', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'ダウンロードしました。インターネットがなくても開けます。',
  );
  // Of its dictation, typing drill and sentence reading, only the typing drill is played offline.
  const typing = chapter.locator('a[href*="/drill-typing/"]');
  await expect(typing).toHaveCount(1);
  await expect(panel.getByText(`${count} 件中 1 件がオフラインで使えます`)).toBeVisible();
  await expect(chapter.getByRole('link', { name: new RegExp(READY) })).toHaveCount(1);
  await expect(typing).toContainText(READY);
  // Only this chapter's exercises: another chapter's rows carry no mark.
  await expect(page.getByRole('link', { name: new RegExp(READY) })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'もう一度ダウンロード' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await panel.scrollIntoViewIfNeeded();
  await picture(page, { path: 'test-results/offline-download/chapter-ja-360.png' });
});
