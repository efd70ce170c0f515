import { describe, expect, it } from 'vitest';
import { oldestSavedAt } from './use-offline-saved-at';

describe('the time of the answers saved on the device', () => {
  const morning = Date.parse('2026-11-27T08:05:00+09:00');

  it('is as old as the oldest answer on screen; none without any', () => {
    expect(oldestSavedAt([0, morning + 60_000, morning])).toBe(morning);
    expect(oldestSavedAt([0, 0])).toBeNull();
  });
});
