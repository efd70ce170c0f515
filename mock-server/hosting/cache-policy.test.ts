import { describe, expect, it } from 'vitest';
import { CACHE_RULES, cacheControlFor, IMMUTABLE, LONG_LIVED, REVALIDATE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    ['/assets/home-Ab12Cd34.js', IMMUTABLE],
    ['/content/audio/us/greetings-chat-10a94ede00.mp3', IMMUTABLE],
    ['/content/images/chat/school.svg', LONG_LIVED],
    ['/audio/sample-us.mp3', LONG_LIVED],
    ['/icons/icon-192.png', LONG_LIVED],
    ['/', REVALIDATE],
    ['/index.html', REVALIDATE],
    ['/build-info.json', REVALIDATE],
    ['/mockServiceWorker.js', REVALIDATE],
    ['/exercise/x/chat/y', REVALIDATE],
  ])('%s → %s', (path, value) => {
    expect(cacheControlFor(path)).toBe(value);
  });

  it('has patterns no path matches twice (static hosts add up every matching rule)', () => {
    const samples = [
      '/assets/a.js',
      '/content/audio/us/a.mp3',
      '/content/images/a.svg',
      '/audio/a.mp3',
      '/icons/a.png',
    ];
    for (const path of samples) {
      expect(CACHE_RULES.filter((rule) => rule.test.test(path))).toHaveLength(1);
    }
  });
});
