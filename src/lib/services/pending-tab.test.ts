// openPendingTab needs a window: src/app/layout/ai-chat-link.test.tsx covers it in jsdom.
import { describe, expect, it } from 'vitest';
import { isHttpsUrl } from './pending-tab';

describe('isHttpsUrl', () => {
  it.each([
    ['https://ai-chat.eigo.example/start?code=x', true],
    ['http://ai-chat.eigo.example/start', false],
    ['javascript:alert(1)', false],
    ['/relative', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isHttpsUrl(url)).toBe(expected);
  });
});
