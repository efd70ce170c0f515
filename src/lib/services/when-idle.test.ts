import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it("runs the work in the browser's idle callback, at most IDLE_TIMEOUT_MS late, and can cancel it", () => {
    const callbacks = new Map<number, () => void>();
    const requestIdleCallback = vi.fn((callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(IDLE_TIMEOUT_MS);
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancelIdleCallback = vi.fn((handle: number) => callbacks.delete(handle));
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const work = vi.fn();

    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    callbacks.get(1)?.();
    expect(work).toHaveBeenCalledTimes(1);

    const cancel = whenIdle(work);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(2);
    expect(callbacks.has(2)).toBe(false);
  });

  it('waits IDLE_FALLBACK_MS where there are no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
