import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createLogIdStore,
  isProvisionalLogId,
  provisionalLogId,
  withRealLogIds,
} from './provisional-log-id';

// The log id of a run started offline: provisional until its start is delivered, then resolved
// to the server's, also after a reload (storage), for 30 days.

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

afterEach(() => vi.useRealTimers());

describe('provisional log ids', () => {
  it('are negative integers, never a server id', () => {
    expect(provisionalLogId(() => 0)).toBe(-1);
    expect(provisionalLogId(() => 0.999999)).toBeLessThan(0);
    expect(Number.isInteger(provisionalLogId())).toBe(true);
    expect(isProvisionalLogId(-5)).toBe(true);
    expect(isProvisionalLogId(5)).toBe(false);
    expect(isProvisionalLogId(null)).toBe(false);
  });

  it('are replaced wherever a logId property holds one', () => {
    const missing: number[] = [];
    const args = ['course', 9, { logId: -7, nested: [{ logId: -8 }], other: -7 }, { logId: 3 }];
    expect(withRealLogIds(args, (id) => (id === -7 ? 70 : null), missing)).toEqual([
      'course',
      9,
      { logId: 70, nested: [{ logId: -8 }], other: -7 },
      { logId: 3 },
    ]);
    expect(missing).toEqual([-8]);
  });
});

describe('the real log ids kept', () => {
  it('resolve a provisional id once its start is delivered, also for a new page', () => {
    const storage = memoryStorage();
    const store = createLogIdStore(storage, 'ids');
    expect(store.realLogId(-7)).toBeNull();
    expect(store.realLogId(42)).toBe(42);
    store.keep(-7, 70);
    expect(store.realLogId(-7)).toBe(70);
    // Another page (a reload, another tab) reads it from storage.
    expect(createLogIdStore(storage, 'ids').realLogId(-7)).toBe(70);
  });

  it('forget a run after 30 days, and ignore what is not theirs in storage', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    createLogIdStore(storage, 'ids').keep(-7, 70);
    vi.advanceTimersByTime(31 * 24 * 60 * 60 * 1000);
    createLogIdStore(storage, 'ids').keep(-8, 80);
    const later = createLogIdStore(storage, 'ids');
    expect(later.realLogId(-7)).toBeNull();
    expect(later.realLogId(-8)).toBe(80);

    storage.setItem('broken', '{"-9": {"logId": "x"}}');
    expect(createLogIdStore(storage, 'broken').realLogId(-9)).toBeNull();
    storage.setItem('broken', 'not json');
    expect(createLogIdStore(storage, 'broken').realLogId(-9)).toBeNull();
  });
});
