import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { submitLogin } from './support/login-form';
import { API, APP_KEY, issueInvitation, mock } from './support/mock-control';

// A teacher's link names the organisation it is for (`?aliasUuid=`, spec 2.2): a signed-out learner
// of two organisations lands in that one, whichever way they sign in.

const MIDORI_ASSIGNMENT = '/assignment/details/201';
const UNKNOWN_ALIAS = '00000000-0000-4000-8000-000000000000';

/** The uuid of hana's Midori Cram School alias, asked of the API (the page stays signed out). */
async function hanaMidoriAlias(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API}/auth/individual/`, {
    data: { email: 'hana@sakura.example', password: 'sakura2026' },
    headers: { 'X-App-Key': APP_KEY },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const aliases = await request.get(`${API}/user/aliases/`, {
    headers: { 'X-App-Key': APP_KEY, Authorization: `Token ${authToken}` },
  });
  const list = (await aliases.json()) as { uuid: string; orgName: string }[];
  const midori = list.find((alias) => alias.orgName === 'Midori Cram School');
  expect(midori).toBeDefined();
  return midori?.uuid ?? '';
}

async function expectMidoriAssignment(page: Page) {
  await expect(page).toHaveURL(new RegExp(`${MIDORI_ASSIGNMENT}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'TOEIC Part 2: Question and Response' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '所属：Midori Cram School' })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await mock.reset(request);
});

test('a Midori link opened signed out keeps its organisation through the login', async ({
  page,
  request,
}) => {
  const midori = await hanaMidoriAlias(request);
  await page.goto(`${MIDORI_ASSIGNMENT}?aliasUuid=${midori}`);
  await expect(page).toHaveURL(
    `/user/login?nextPath=${encodeURIComponent(`${MIDORI_ASSIGNMENT}?aliasUuid=${midori}`)}`,
  );
  await submitLogin(page, 'hana@sakura.example', 'sakura2026');
  await expectMidoriAssignment(page);
});

test('an organisation the learner is not in, opened signed out, signs out after the login', async ({
  page,
}) => {
  await page.goto(`${MIDORI_ASSIGNMENT}?aliasUuid=${UNKNOWN_ALIAS}`);
  await submitLogin(page, 'hana@sakura.example', 'sakura2026');
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
});

test('single sign-on keeps the organisation of the page it leads to, or of its own link', async ({
  page,
  request,
}) => {
  const midori = await hanaMidoriAlias(request);
  const nextPath = encodeURIComponent(`${MIDORI_ASSIGNMENT}?aliasUuid=${midori}`);
  await page.goto(`/user/sso?token=sso-demo-hana&nextPath=${nextPath}`);
  await expectMidoriAssignment(page);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/user/sso?token=sso-demo-hana&aliasUuid=${midori}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: '所属：Midori Cram School' })).toBeVisible();
});

test('an invitation link naming the organisation keeps it on the way to its page', async ({
  page,
  request,
}) => {
  const midori = await hanaMidoriAlias(request);
  // hana has a password already: her invitation signs her in (validateJwt VALID).
  const invitation = await issueInvitation(request, 'hana@sakura.example');
  const nextPath = encodeURIComponent(MIDORI_ASSIGNMENT);
  await page.goto(`${invitation}&nextPath=${nextPath}&aliasUuid=${midori}`);
  await expectMidoriAssignment(page);
});

test('a password reset asked for from the login keeps the organisation of the link', async ({
  page,
  request,
}) => {
  const midori = await hanaMidoriAlias(request);
  await page.goto(`${MIDORI_ASSIGNMENT}?aliasUuid=${midori}`);
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
  await page.getByLabel('メールアドレス').fill('hana@sakura.example');
  await page.getByRole('button', { name: '再設定用のリンクを送る' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'hana@sakura.example のアカウントがある場合は' }),
  ).toBeVisible();

  // The mock mails nothing: the link it "sent" is in its list, newest first.
  const sent = await request.get(`${API}/__mock/reset-links`);
  const [link] = (await sent.json()) as { url: string }[];
  await page.goto(link?.url ?? '');
  await page.getByLabel('新しいパスワード', { exact: true }).fill('hana2027reset');
  await page.getByLabel('新しいパスワード（確認）').fill('hana2027reset');
  await page.getByRole('button', { name: 'パスワードを設定する' }).click();
  await expectMidoriAssignment(page);
});
