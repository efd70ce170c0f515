import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, APP_KEY } from './mock-control';

/**
 * Signs in through the real API before the page loads, as the sign-in flows leave it (the token
 * in storage): the app then starts signed in (the sign-in screens have their own specs). With
 * `orgName` the alias of that organisation is chosen: the returned query (`?aliasUuid=`) selects
 * it on the first page.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
  orgName?: string,
): Promise<string> {
  const login = await request.post(`${API}/auth/individual/`, {
    data: { email, password },
    headers: { 'X-App-Key': APP_KEY },
  });
  expect(login.ok()).toBe(true);
  const { authToken } = (await login.json()) as { authToken: string };
  await page.addInitScript((token) => {
    localStorage.setItem('eigo.v1.authToken', JSON.stringify(token));
  }, authToken);
  if (!orgName) return '';
  const aliases = await request.get(`${API}/user/aliases/`, {
    headers: { 'X-App-Key': APP_KEY, Authorization: `Token ${authToken}` },
  });
  const list = (await aliases.json()) as { uuid: string; orgName: string }[];
  const alias = list.find((item) => item.orgName === orgName);
  expect(alias, `an alias of ${orgName}`).toBeDefined();
  return `?aliasUuid=${alias?.uuid}`;
}
