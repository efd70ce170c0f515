import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers of the e2e specs: the mock's control operations, signing in through the real API, and
// the accessibility check every screen passes.
export const MOCK_ORIGIN = `http://localhost:${process.env.MOCK_PORT ?? '4010'}`;
const API = `${MOCK_ORIGIN}/api/v1`;
const APP_KEY = 'eigo-learner-web';

async function control(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${API}/__mock/${path}`, { data });
  expect(response.ok(), `control ${path}: ${response.status()}`).toBe(true);
}

export const mock = {
  reset: (request: APIRequestContext) => control(request, 'reset', {}),
  maintenance: (request: APIRequestContext, active: boolean, message: string | null = null) =>
    control(request, 'maintenance', { active, message }),
  buildHash: (request: APIRequestContext, commitHash: string) =>
    control(request, 'build-hash', { commitHash }),
};

/**
 * Signs in with loginIndividual and stores the token as the app does, before the page loads: the
 * app then starts signed in (the sign-in screens have their own specs).
 */
export async function signInBeforeLoad(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const response = await request.post(`${API}/auth/individual/`, {
    data: { email, password },
    headers: { 'X-App-Key': APP_KEY },
  });
  expect(response.ok()).toBe(true);
  const { authToken } = (await response.json()) as { authToken: string };
  await page.addInitScript((token) => {
    localStorage.setItem('eigo.v1.authToken', JSON.stringify(token));
  }, authToken);
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}
