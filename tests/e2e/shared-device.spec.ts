import { test, type Page, type Request } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { answerEveryQuestion, expect, TEXT } from './support/exercise-run';
import { expectHome, submitLogin } from './support/login-form';
import { mock } from './support/mock-control';
import { savedOnDevice, workerControls } from './support/offline-device';
import { picture } from './support/pictures';

// A shared tablet (issue 38): hana plays a typing drill offline, logs out (warned that her
// answers are not sent yet) and ken logs in once the network is back and plays the same drill
// himself. None of hana's calls goes with ken's token (nor with none), none is lost: ken's run
// sends his calls alone, and when hana logs in again hers are delivered, once each and in order,
// and her run ends with its trophy.

const t = TEXT.ja;
const path = `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`;
const TYPING_TITLE = 'School Life Sentences';
const FINISHED_OFFLINE = /答えはこの端末に保存しました/;
const WARNING = 'まだ送られていない答えがあります';

type RunCall = {
  kind: 'start' | 'answer' | 'end';
  token: string | null;
  problemUuid: string | null;
  logId: unknown;
  status: number | null;
};

/**
 * Every POST of the run (start, answers, end) the page sent out: with whose token, and its answer.
 */
function recordRunCalls(page: Page): RunCall[] {
  const calls: RunCall[] = [];
  const kindOf = (request: Request): RunCall['kind'] | null => {
    if (request.method() !== 'POST') return null;
    const pathname = new URL(request.url()).pathname;
    if (!pathname.includes(`/${EXERCISE.schoolLifeTyping}/`)) return null;
    if (pathname.endsWith('/start/')) return 'start';
    if (pathname.endsWith('/log/')) return 'answer';
    if (pathname.endsWith('/end/')) return 'end';
    return null;
  };
  const seen = new Map<Request, RunCall>();
  page.on('request', (request) => {
    const kind = kindOf(request);
    if (!kind) return;
    const body = request.postDataJSON() as { problemUuid?: string; logId?: unknown };
    const token = /^Token\s+(\S+)$/i.exec(request.headers()['authorization'] ?? '')?.[1] ?? null;
    const call = {
      kind,
      token,
      problemUuid: body.problemUuid ?? null,
      logId: body.logId,
      status: null,
    };
    seen.set(request, call);
    calls.push(call);
  });
  // A try that never left the device is not a call: with the network away while the browser
  // still says online (Chromium 150's headless shell says so on a page opened offline), the app
  // tries hana's waiting start with her own token, and the try fails on the device.
  page.on('requestfailed', (request) => {
    const call = seen.get(request);
    if (call && request.failure()?.errorText === 'net::ERR_INTERNET_DISCONNECTED')
      calls.splice(calls.indexOf(call), 1);
  });
  page.on('requestfinished', async (request) => {
    const call = seen.get(request);
    if (call) call.status = (await request.response())?.status() ?? null;
  });
  return calls;
}

const storedToken = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('eigo.v1.authToken') ?? 'null') as string);

async function logIn(page: Page, email: string, name: string) {
  await expect(page).toHaveURL(/\/user\/login/);
  await submitLogin(page, email, 'sakura2026');
  await expectHome(page, name);
}

async function openSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: '設定' })
    .click();
  return page.getByRole('region', { name: 'アカウント' });
}

// The tablet keeps the app (the service worker): its screens open offline.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

test("hana's answers given offline wait for her on a shared tablet, never sent as ken's", async ({
  page,
  context,
}) => {
  test.slow();
  const calls = recordRunCalls(page);
  await page.goto('/user/login');
  await logIn(page, 'hana@sakura.example', 'Hana Sato');
  await workerControls(page);
  // Settings seen once online: her profile is saved on the device for when she opens it offline.
  await expect(
    (await openSettings(page)).getByText('hana@sakura.example でログイン中'),
  ).toBeVisible();
  await savedOnDevice(page, /\/profile\//);

  // Offline: the drill starts on the device and is played through, judged there.
  await page.goto(path);
  await expect(page.getByRole('button', { name: t.start, exact: true })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: t.start, exact: true }).click();
  const total = await answerEveryQuestion(page, EXERCISE.schoolLifeTyping, 'ja');
  await expect(page.getByRole('status').filter({ hasText: FINISHED_OFFLINE })).toBeVisible();

  // Logging out (settings, opened offline from the device) warns that her answers are not sent
  // yet; staying keeps her signed in.
  await page.goto('/user/settings');
  const account = page.getByRole('region', { name: 'アカウント' });
  await account.getByRole('button', { name: 'ログアウト' }).click();
  const warning = page.getByRole('alertdialog', { name: WARNING });
  await expect(warning).toBeVisible();
  await picture(page, { path: 'test-results/shared-device/logout-warning-ja.png' });
  await warning.getByRole('button', { name: 'ログアウトしない' }).click();
  await expect(warning).toBeHidden();
  await account.getByRole('button', { name: 'ログアウト' }).click();
  await page
    .getByRole('alertdialog', { name: WARNING })
    .getByRole('button', { name: 'ログアウトする' })
    .click();
  await expect(page).toHaveURL(/\/user\/login/);

  // The network returns with nobody signed in, then ken signs in: nothing of hana's goes.
  await context.setOffline(false);
  await logIn(page, 'ken@sakura.example', 'Ken Tanaka');
  const kensToken = await storedToken(page);
  const kensAccount = await openSettings(page);
  await expect(kensAccount.getByText('ken@sakura.example でログイン中')).toBeVisible();
  expect(calls).toEqual([]);

  // ken plays the same drill online: his start, answers and end go with his token, and only his
  // (one run: every answer and the end name the log id his start was given).
  await page.goto(path);
  await page.getByRole('button', { name: t.start, exact: true }).click();
  await answerEveryQuestion(page, EXERCISE.schoolLifeTyping, 'ja');
  await expect
    .poll(() => calls.filter((c) => c.kind === 'end' && c.status !== null).length)
    .toBe(1);
  const kens = calls.splice(0);
  expect(kens.map((c) => c.kind)).toEqual([
    'start',
    ...Array.from({ length: total }, () => 'answer'),
    'end',
  ]);
  expect(new Set(kens.slice(1).map((c) => c.logId)).size).toBe(1);
  for (const call of kens) {
    expect(call.token).toBe(kensToken);
    expect(call.status).toBeLessThan(300);
  }

  // ken has nothing waiting: he logs out without a question.
  await page.goto('/user/settings');
  await account.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(calls).toEqual([]);

  // hana is back: her start, every answer and the end go, in order, once each, with her token.
  await logIn(page, 'hana@sakura.example', 'Hana Sato');
  const hanasToken = await storedToken(page);
  await expect
    .poll(() => calls.filter((c) => c.kind === 'end' && c.status !== null).length, {
      timeout: 20_000,
    })
    .toBe(1);
  expect(calls.map((c) => c.kind)).toEqual([
    'start',
    ...Array.from({ length: total }, () => 'answer'),
    'end',
  ]);
  expect(calls[1]!.logId).not.toBe(kens[1]!.logId);
  for (const call of calls) {
    expect(call.token).toBe(hanasToken);
    expect(call.token).not.toBe(kensToken);
    expect(call.status).toBeLessThan(300);
  }
  expect(new Set(calls.filter((c) => c.kind === 'answer').map((c) => c.problemUuid)).size).toBe(
    total,
  );
  for (const call of calls.slice(1)) expect(call.logId as number).toBeGreaterThan(0);

  // Her run ended with its trophy: home's recent exercises show it without a reload.
  const recent = page.getByRole('region', { name: '最近のエクササイズ' });
  await expect(
    recent.getByRole('link', { name: new RegExp(`${TYPING_TITLE}.*金トロフィー`) }),
  ).toBeVisible({ timeout: 20_000 });
});
