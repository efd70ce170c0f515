import { describe, expect, it } from 'vitest';
import { apiCachePolicy } from './api-cache-policy';

const ORIGIN = 'https://learn.example';
const policy = (path: string, method = 'GET', origin = ORIGIN) =>
  apiCachePolicy(method, new URL(path, origin), ORIGIN);

describe('which API requests the service worker keeps', () => {
  it('keeps exercise content and course trees as content (what a download fetches ahead)', () => {
    expect(policy('/api/v1/exercises/c-1/4/e-1/?lang=ja')).toBe('content');
    expect(policy('/api/v1/courses/c-1/')).toBe('content');
  });

  it("keeps the lists and the session's answers as lists", () => {
    for (const path of [
      '/api/v1/assignments/',
      '/api/v1/assignments/mine/',
      '/api/v1/assignments/active/',
      '/api/v1/assignments/42/',
      '/api/v1/courses/bookmarked/',
      '/api/v1/courses/organisation/',
      '/api/v1/courses/recommended/',
      '/api/v1/learning-history/recent-exercises/?lang=ja',
      '/api/v1/user/aliases/',
      '/api/v1/user/profile/',
      '/api/v1/user/groups/',
      '/api/v1/user/feature-flags/?alias_uuid=a',
      '/api/v1/user/history/courses/c-1/',
    ])
      expect(policy(path), path).toBe('list');
  });

  it('never keeps a write, whatever the path', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(policy('/api/v1/courses/c-1/', method)).toBeNull();
    expect(policy('/api/v1/exercises/c-1/4/e-1/start/', 'POST')).toBeNull();
  });

  it('leaves auth, runs, live state, history, recordings, the mock and other origins alone', () => {
    for (const path of [
      '/api/v1/auth/organisation/',
      '/api/v1/exercises/c-1/4/e-1/start/',
      '/api/v1/exercises/c-1/4/e-1/log/',
      '/api/v1/live/sessions/',
      '/api/v1/live/sessions/s-1/',
      '/api/v1/learning-history/achievement/',
      '/api/v1/recordings/r-1.wav',
      '/api/v1/__mock/csp-reports',
      '/build-info.json',
      '/assets/index-abc.js',
    ])
      expect(policy(path), path).toBeNull();
    expect(policy('/api/v1/courses/c-1/', 'GET', 'https://elsewhere.example')).toBeNull();
  });
});
