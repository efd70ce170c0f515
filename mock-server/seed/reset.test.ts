import { afterAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../db/bookmarks';
import { exerciseLogs } from '../db/exercise-logs';
import { tokens, users } from '../db/identity';
import { tables } from '../db/table';
import { setClock } from '../runtime/clock';
import { attemptKeys, recordFailure, retryAfterSeconds } from '../runtime/rate-limits';
import { USER } from './demo-identities';
import { resetStore } from './index';

// resetStore lays the demo world; a second reset at the same clock lays only the tables changed
// since, from a copy: it must give exactly the store a full reset gives.

const AT = '2026-11-22T00:00:00.000Z';
const storeNow = () => Object.fromEntries(tables.map((table) => [table.name, table.all()]));
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
