import { expect, type APIRequestContext } from '@playwright/test';

// The mock backend the specs run against, and its control operations (contracts/paths/mock.yaml).
// 127.0.0.1, where the mock listens by default (`localhost` may resolve to ::1 first).
export const MOCK_ORIGIN = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
export const API = `${MOCK_ORIGIN}/api/v1`;
export const APP_KEY = 'eigo-learner-web';

async function control(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`${API}/__mock/${path}`, { data });
  expect(response.ok(), `control ${path}: ${response.status()}`).toBe(true);
}

export const mock = {
  reset: (request: APIRequestContext) => control(request, 'reset', {}),
  /** Fixes the backend clock at `now`, or frees it again with null. */
  clock: (request: APIRequestContext, now: string | null) => control(request, 'clock', { now }),
  maintenance: (request: APIRequestContext, active: boolean, message: string | null = null) =>
    control(request, 'maintenance', { active, message }),
  buildHash: (request: APIRequestContext, commitHash: string) =>
    control(request, 'build-hash', { commitHash }),
};

/** An invitation link from the mock's issueInvitation control operation (the app path). */
export async function issueInvitation(request: APIRequestContext, email: string, expired = false) {
  const response = await request.post(`${API}/__mock/invitations`, { data: { email, expired } });
  expect(response.status()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return url;
}
