import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { MOCK_ORIGIN } from './support';

// The home and assignment specs run at fixed instants: the backend clock is fixed and the demo
// world reseeded relative to it (assignment statuses, academic years, live classes), and the
// browser's clock shows the same instant (the default academic year is the device's).
const API = `${MOCK_ORIGIN}/api/v1`;
const APP_KEY = 'eigo-learner-web';

async function control(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${API}/__mock/${path}`, { data });
  expect(response.ok(), `control ${path}: ${response.status()}`).toBe(true);
}

/** Fixes both clocks at `iso` and lays the demo world again relative to it. */
export async function fixClocks(page: Page, request: APIRequestContext, iso: string) {
  await control(request, 'clock', { now: iso });
  await control(request, 'reset', {});
  await page.clock.setFixedTime(new Date(iso));
}

/** Frees the backend clock again, so later specs run on real time. */
export async function freeBackendClock(request: APIRequestContext) {
  await control(request, 'clock', { now: null });
}

/**
 * Signs in through the real API before the page loads, as the sign-in flows leave it (the token
 * in storage). With `orgName` the alias of that organisation is chosen: the returned query
 * (`?aliasUuid=`) selects it on the first page.
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

/** Nothing sticks out sideways at the page's current width (the 360 px of the native wrapper). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
