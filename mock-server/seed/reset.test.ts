import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bookmarks } from '../db/bookmarks';
import { exerciseLogs } from '../db/exercise-logs';
import { tokens, users } from '../db/identity';
import { Table, tables } from '../db/table';
import { setClock } from '../runtime/clock';
import { attemptKeys, recordFailure, retryAfterSeconds } from '../runtime/rate-limits';
import { USER } from './demo-identities';
import { restoreStore } from '../persistence/snapshot';
import { resetStore } from './index';

// resetStore lays the demo world; a second reset at the same clock lays only the tables changed
// since, from a copy: it must give exactly the store a full reset gives.

const AT = '2026-11-22T00:00:00.000Z';
const storeNow = () => Object.fromEntries(tables.map((table) => [table.name, [...table.all()]]));
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const sizes = () => Object.fromEntries(tables.map((table) => [table.name, table.size]));

afterAll(() => setClock(null));

describe('resetStore', () => {
  it('gives the seeded store back after inserts, updates and removals in several tables', async () => {
    setClock(AT);
    await resetStore();
    const seeded = copy(storeNow());
    await tokens.insert({ token: 'stolen', userUuid: USER.hana.uuid, issuedAt: AT });
    const log = exerciseLogs.all()[0]!;
    await exerciseLogs.update(log.logId, (draft) => {
      draft.endedAt = null;
    });
    await users.update(USER.ken.uuid, (draft) => {
      draft.userName = 'Someone Else';
    });
    const bookmark = bookmarks.all()[0]!;
    await bookmarks.remove(bookmarks.keyOf(bookmark));
    expect(copy(storeNow())).not.toEqual(seeded);

    await resetStore();
    expect(copy(storeNow())).toEqual(seeded);
    // A second change after the quick reset is undone as well.
    await tokens.insert({ token: 'again', userUuid: USER.hana.uuid, issuedAt: AT });
    await resetStore();
    expect(copy(storeNow())).toEqual(seeded);
  });

  it('puts back records removed, replaced and added in the middle of a table, in their order', async () => {
    setClock(AT);
    await resetStore();
    const seeded = copy(storeNow());
    const logs = exerciseLogs.all();
    const [first, middle, last] = [logs[0]!, logs[Math.floor(logs.length / 2)]!, logs.at(-1)!];
    // Updated in place at both ends, one removed from the middle, one replaced (moved to the end).
    await exerciseLogs.update(first.logId, (draft) => {
      draft.numSkipped += 7;
    });
    await exerciseLogs.update(last.logId, (draft) => {
      draft.answers = [];
      draft.numCorrectAnswers += 7;
    });
    await exerciseLogs.remove(middle.logId);
    await exerciseLogs.insert({ ...logs[1]!, trophy: null });
    await exerciseLogs.insert({ ...first, logId: 999_999 });
    bookmarks.clear();
    expect(copy(storeNow())).not.toEqual(seeded);

    await resetStore();
    expect(copy(storeNow())).toEqual(seeded);
    expect(exerciseLogs.get(999_999)).toBeUndefined();
    expect(exerciseLogs.get(middle.logId)).toEqual(middle);
  });

  it('empties a table made after the world was laid (a module loaded later, a test file of its own)', async () => {
    setClock(AT);
    await resetStore();
    const late = new Table(
      `made-after-laying-${tables.length}`,
      z.object({ id: z.number() }),
      (row) => row.id,
    );
    await late.insert({ id: 1 });
    await exerciseLogs.insert({ ...copy(exerciseLogs.all()[0]!), logId: 999_999 });

    await resetStore();
    expect(late.all()).toEqual([]);
    expect(exerciseLogs.get(999_999)).toBeUndefined();
  });

  it('lays a table whole again when most of it changed (a restore of the whole store)', async () => {
    setClock(AT);
    await resetStore();
    const seeded = copy(storeNow());
    // Every record a new object, as after the static demo took another tab's saved store.
    await restoreStore({ tables: copy(storeNow()) });
    await users.update(USER.ken.uuid, (draft) => {
      draft.userName = 'Someone Else';
    });
    // Not record by record: each update names its record by a scan of the whole table.
    const laidBackOneByOne = vi.spyOn(exerciseLogs, 'update');
    await resetStore();
    expect(laidBackOneByOne).not.toHaveBeenCalled();
    laidBackOneByOne.mockRestore();
    expect(copy(storeNow())).toEqual(seeded);
  });

  it('lays one world a minute on the real clock: a second reset within it is the same store', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T03:04:05.678Z'), toFake: ['Date'] });
    try {
      setClock(null);
      await resetStore();
      const seeded = copy(storeNow());
      // The world is laid at the start of the minute, not at the second the reset came.
      setClock('2026-11-22T03:04:00.000Z');
      await resetStore();
      expect(copy(storeNow())).toEqual(seeded);
      setClock(null);
      vi.setSystemTime(new Date('2026-11-22T03:04:59.000Z'));
      await users.update(USER.ken.uuid, (draft) => {
        draft.userName = 'Someone Else';
      });
      await resetStore();
      expect(copy(storeNow())).toEqual(seeded);
      // The next minute lays the world again, a minute later.
      vi.setSystemTime(new Date('2026-11-22T03:05:00.000Z'));
      await resetStore();
      expect(bookmarks.all()[0]!.bookmarkedAt).not.toBe(
        (seeded.bookmarks as { bookmarkedAt: string }[])[0]!.bookmarkedAt,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('lays the world afresh at another clock, and the empty seed keeps only the accounts', async () => {
    setClock(AT);
    await resetStore();
    const seeded = sizes();
    const firstRun = exerciseLogs.all()[0]!.startedAt;
    setClock('2026-12-01T00:00:00.000Z');
    await resetStore();
    // Dates are laid relative to the clock (ids are the process's next ones, as at any full reset).
    expect(exerciseLogs.all()[0]!.startedAt).not.toBe(firstRun);
    await resetStore('empty');
    expect(exerciseLogs.size).toBe(0);
    expect(users.size).toBe(seeded.users);
    setClock(AT);
    await resetStore();
    expect(sizes()).toEqual(seeded);
    expect(exerciseLogs.all()[0]!.startedAt).toBe(firstRun);
  });

  it('forgets what lives in memory even when no table changed', async () => {
    setClock(AT);
    await resetStore();
    const request = new Request('http://localhost/api/v1/auth/individual/');
    const keys = attemptKeys(request, 'yui@sakura.example');
    for (let i = 0; i < 10; i++) recordFailure(keys);
    expect(retryAfterSeconds(keys)).not.toBeNull();
    await resetStore();
    expect(retryAfterSeconds(keys)).toBeNull();
  });
});
