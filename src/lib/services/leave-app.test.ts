import { afterEach, describe, expect, it, vi } from 'vitest';
import { externalNavigation, isHttpsUrl, LEAVE_WAIT_MS, leaveAppFor } from './leave-app';

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

describe('leaveAppFor', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const URL = 'https://ai-chat.eigo.example/start';

  it('leaves as soon as what it waits for is sent', async () => {
    const go = vi.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    await leaveAppFor(URL, Promise.resolve());
    expect(go).toHaveBeenCalledWith(URL);
  });

  it('leaves when what it waits for fails', async () => {
    const go = vi.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    await leaveAppFor(URL, Promise.reject(new Error('offline')));
    expect(go).toHaveBeenCalledWith(URL);
  });

  it('waits no longer than LEAVE_WAIT_MS for a send that hangs', async () => {
    vi.useFakeTimers();
    const go = vi.spyOn(externalNavigation, 'go').mockImplementation(() => undefined);
    const leaving = leaveAppFor(URL, new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(LEAVE_WAIT_MS - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await leaving;
    expect(go).toHaveBeenCalledWith(URL);
  });
});
