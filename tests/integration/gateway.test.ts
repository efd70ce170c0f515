import { describe, expect, it } from 'vitest';
import { listReleaseNotes } from '../../src/api/generated/endpoints/release-notes/release-notes';
import {
  setMaintenance,
  setBuildHash,
  resetMockState,
} from '../../src/api/generated/endpoints/mock/mock';
import { ApiError } from '../../src/api/http-client';
import { signIn, useMockBackend } from '../support/mock-backend';

// What every call goes through: the application key, maintenance mode, build info, unknown paths.
useMockBackend();

const base = 'http://localhost/api/v1';

async function problemOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the gate in front of every operation', () => {
  it('refuses a call without X-App-Key with a 401 problem', async () => {
    const response = await fetch(`${base}/release-notes/`, {
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({
      status: 401,
      detail: 'The X-App-Key header is missing',
    });
  });

  it('answers an unknown operation with a 404 problem in the asked language', async () => {
    const response = await fetch(`${base}/no-such-thing/`, {
      headers: { 'X-App-Key': 'k', 'Accept-Language': 'ja' },
    });
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ status: 404, title: '見つかりません' });
  });

  it('answers 503 on every API call during maintenance, but not on build info or control', async () => {
    await signIn('hana@sakura.example', 'sakura2026');
    await setMaintenance({ active: true, message: 'Back at 10:00' });

    const error = await problemOf(listReleaseNotes({ page: 1, scope: 'web' }));
    expect(error.status).toBe(503);
    expect(error.problem.detail).toBe('Back at 10:00');

    const info = await (await fetch('http://localhost/build-info.json?t=1')).json();
    expect(info).toEqual({
      commitHash: 'development',
      maintenanceMode: { active: true, message: 'Back at 10:00' },
    });

    await setMaintenance({ active: false });
    await expect(listReleaseNotes({ page: 1, scope: 'web' })).resolves.toHaveProperty('count');
  });

  it('publishes a new build hash through build info', async () => {
    await setBuildHash({ commitHash: 'abc1234' });
    const info = await (await fetch('http://localhost/build-info.json')).json();
    expect(info.commitHash).toBe('abc1234');
    await resetMockState({});
    const after = await (await fetch('http://localhost/build-info.json')).json();
    expect(after.commitHash).toBe('development');
  });

  it('refuses bad control input with a 400 problem naming the field', async () => {
    const error = await problemOf(setMaintenance({ active: 'yes' } as never));
    expect(error.status).toBe(400);
    expect(error.problem.errors).toHaveProperty('active');
  });
});
