import { describe, expect, it } from 'vitest';
import { isAppNavigation, isContentMedia } from './routes-of-the-worker';

describe('navigations the service worker answers with index.html', () => {
  it('answers the SPA routes', () => {
    for (const path of [
      '/',
      '/courses',
      '/assignments/12',
      '/exercise/c/vocabulary/e',
      '/user/settings',
    ])
      expect(isAppNavigation(path), path).toBe(true);
  });

  it('leaves server-only paths and files to the network', () => {
    for (const path of [
      '/api/v1/user/profile/',
      '/__console/',
      '/__console/index.html',
      '/__mock/anything',
      '/mockServiceWorker.js',
      '/service-worker.js',
      '/build-info.json',
      '/healthz',
      '/assets/index-abc.js',
      '/content/audio/x.mp3',
      '/manifest.webmanifest',
      '/robots.txt',
    ])
      expect(isAppNavigation(path), path).toBe(false);
  });
});

describe('content media (cache-first)', () => {
  it('is content audio and pictures, on the app or a content CDN', () => {
    expect(isContentMedia(new URL('https://learn.example/content/audio/ab12.mp3'))).toBe(true);
    expect(isContentMedia(new URL('https://cdn.example/content/images/cat.webp'))).toBe(true);
    expect(isContentMedia(new URL('https://learn.example/audio/sample.mp3'))).toBe(false);
    expect(isContentMedia(new URL('https://learn.example/api/v1/recordings/r.wav'))).toBe(false);
  });
});
