import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { MOCK_ORIGIN } from './support/mock-control';
import {
  minutes,
  NEXT_POLL,
  teacherEndsClass,
  teacherStartsClass,
  hanaSignedInAtClassTime,
} from './support/live-class';

// A live class of spec 4.4 at a fixed instant (Sunday 22 November 2026, 09:00 in Japan): the
// teacher's side through the mock's control operations, another device through the API.
const API = `${MOCK_ORIGIN}/api/v1`;
const APP_KEY = 'eigo-learner-web';
const OTHER_DEVICE = '6f1f7a52-6a43-4c1e-9d55-0c8f0b0e7a11';

/** hana signed in on another device: her token and her Sakura alias. */
async function hanaElsewhere(request: APIRequestContext) {
  const login = await request.post(`${API}/auth/individual/`, {
    data: { email: 'hana@sakura.example', password: 'sakura2026' },
    headers: { 'X-App-Key': APP_KEY },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { 'X-App-Key': APP_KEY, Authorization: `Token ${authToken}` };
  const aliases = (await (await request.get(`${API}/user/aliases/`, { headers })).json()) as {
    uuid: string;
    orgName: string;
  }[];
  const alias = aliases.find((item) => item.orgName === 'Sakura Junior High School');
  return { ...headers, 'X-Alias-Uuid': alias?.uuid ?? '' };
}

async function activeDevice(request: APIRequestContext, sessionId: number) {
  const headers = await hanaElsewhere(request);
  const session = await request.get(`${API}/live/sessions/${sessionId}/`, { headers });
  return ((await session.json()) as { activeDeviceUuid: string | null }).activeDeviceUuid;
}

/** Another device of hana's takes the class over (a forced state call). */
async function otherDeviceTakesOver(request: APIRequestContext, sessionId: number) {
  const response = await request.post(`${API}/live/state/`, {
    headers: await hanaElsewhere(request),
    data: { currentSessionId: sessionId, deviceId: OTHER_DEVICE, force: true },
  });
  expect(response.ok()).toBe(true);
}

const thisDevice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('eigo.v1.deviceUuid') ?? 'null') as string);

hanaSignedInAtClassTime();

test('a class in limited mode: the lobby, another device, the end of the class', async ({
  page,
  request,
}) => {
  await page.goto('/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();

  const sessionId = await teacherStartsClass(request);

  const started = page.getByRole('alertdialog', { name: '授業が始まりました' });
  await expect(started).toBeVisible(NEXT_POLL);
  await expect(page).toHaveURL(/\/live\/lobby\?limitedMode=true$/);
  await expectAccessible(page);
  await started.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '授業ロビー' })).toBeVisible();
  const card = page.getByRole('region', { name: '2-A の授業' });
  await expect(card).toContainText('授業中');
  await expect(card).toContainText('8:50');
  await expect(card).toContainText('9:40');
  const exercises = page.getByRole('region', { name: '先生が出したエクササイズ' });
  await expect(exercises).toContainText('9:40 までにすべてのエクササイズを終わらせましょう。');
  await expect(exercises.getByRole('link')).toHaveText([
    'Nice to Meet You まだ始めていません',
    'My School Day まだ始めていません',
  ]);
  await expect(
    page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link'),
  ).toHaveText(['ホーム', '設定']);
  await expectAccessible(page);

  // The class was free when it started: this device took it.
  await expect.poll(() => activeDevice(request, sessionId)).toBe(await thisDevice(page));

  await otherDeviceTakesOver(request, sessionId);
  const owner = page.getByRole('alertdialog', { name: '別の端末で授業に参加中です' });
  await expect(owner).toBeVisible(NEXT_POLL);
  await expectAccessible(page);
  await owner.getByRole('button', { name: 'この端末で参加する' }).click();
  await expect(owner).toBeHidden();
  expect(await activeDevice(request, sessionId)).toBe(await thisDevice(page));

  // An exercise of the class opens with the class's ids, without a question; leaving it during
  // the class asks first, even before it is started (spec 4.4).
  await exercises.getByRole('link', { name: 'Nice to Meet You' }).click();
  await expect(page).toHaveURL(/\/exercise\/[^/]+\/chat\/[^/]+\?limitedModeId=\d+&sessionId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nice to Meet You' })).toBeVisible();
  await page.goBack();
  const leave = page.getByRole('alertdialog', { name: 'エクササイズを終了しますか？' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: '終了する' }).click();
  await expect(exercises).toBeVisible();

  await teacherEndsClass(request, sessionId);
  const ended = page.getByRole('alertdialog', { name: '授業が終わりました' });
  await expect(ended).toBeVisible(NEXT_POLL);
  await expectAccessible(page);
  await ended.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: '2-A の授業はいまありません' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link'),
  ).toHaveText(['ホーム', 'さがす', '学習履歴', 'スキル', '設定']);
});

test('in English: the lobby, and logging out from the owner alert', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('eigo.v1.language', JSON.stringify('en')));
  await page.goto('/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const sessionId = await teacherStartsClass(request);

  const started = page.getByRole('alertdialog', { name: 'Your class has started' });
  await expect(started).toBeVisible(NEXT_POLL);
  await started.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class lobby' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Class of 2-A' });
  await expect(card).toContainText('Under way');
  await expect(card).toContainText('8:50 AM');
  const exercises = page.getByRole('region', { name: 'Exercises from your teacher' });
  await expect(exercises).toContainText('Finish all the exercises by 9:40 AM.');
  await expect(exercises.getByRole('link', { name: 'Chat Nice to Meet You' })).toBeVisible();
  await expect(exercises.getByRole('link', { name: 'Dictation My School Day' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText([
    'Home',
    'Settings',
  ]);
  await expectAccessible(page);

  // Settings is allowed during the class (spec 2.2) and the lobby has nothing in progress.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/live\/lobby/);

  await expect.poll(() => activeDevice(request, sessionId)).toBe(await thisDevice(page));
  await otherDeviceTakesOver(request, sessionId);
  const owner = page.getByRole('alertdialog', { name: 'In a class on another device' });
  await expect(owner).toBeVisible(NEXT_POLL);
  await expectAccessible(page);
  await owner.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await activeDevice(request, sessionId)).toBe(OTHER_DEVICE);
});

test('a class called off before it starts is cancelled, not over', async ({ page, request }) => {
  const conducted = await request.post(`${API}/__mock/live/sessions/`, {
    data: { groupName: '2-A', startsAt: minutes(10), endsAt: minutes(60) },
  });
  const { id } = (await conducted.json()) as { id: number };
  await page.goto('/live/lobby');
  await expect(page.getByRole('region', { name: '2-A の授業' })).toContainText('まもなく開始');

  await teacherEndsClass(request, id);
  const cancelled = page.getByRole('alertdialog', { name: '授業は中止になりました' });
  await expect(cancelled).toBeVisible(NEXT_POLL);
  await expect(cancelled).not.toContainText('おつかれさまでした');
  await expectAccessible(page);
  await cancelled.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: '2-A の授業はいまありません' }),
  ).toBeVisible();
});
