import { vi } from 'vitest';
import { TEST_NOW } from './mock-backend';

/**
 * The page's clock at the backend's (TEST_NOW) and its timers faked, time otherwise running on as
 * usual (the handlers, React and testing-library's waits work as ever): a test then brings one of
 * the app's own timers forward (the class list's poll every 5 s, the lobby's clock, the lock's
 * wait) with `await vi.advanceTimersByTimeAsync(ms)` instead of waiting for it. Called before the
 * render, so the app's timers are the fake ones; `vi.useRealTimers()` ends it.
 */
export function fakeTimersRunningOn(): void {
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
  vi.setSystemTime(new Date(TEST_NOW));
}
