import { describe, expect, it } from 'vitest';
import { changeSettings, currentSettings } from './db/app-settings';
import { resetStore } from './seed/index';
import { restoreStore, snapshotStore } from './persistence/snapshot';
import { databasePathOf } from './persistence/state-store';

// The state file's own behaviour is tested in ./persistence/state-store.test.ts.

describe('the state file of a demo environment', () => {
  it.each([
    ['.mock-state/demo.json', '.mock-state/demo.sqlite'],
    ['/var/demo/state.sqlite', '/var/demo/state.sqlite'],
    ['demo', 'demo.sqlite'],
    ['demo.json.bak', 'demo.json.bak.sqlite'],
  ])('keeps the store configured as %s in the SQLite file %s', (configured, database) => {
    expect(databasePathOf(configured)).toBe(database);
  });

  it('copies the whole store and puts it back (what tests and the import do)', async () => {
    await resetStore();
    await changeSettings((s) => {
      s.maintenanceActive = true;
      s.maintenanceMessage = 'kept across restarts';
    });
    const before = snapshotStore();

    await resetStore('empty');
    expect(currentSettings().maintenanceActive).toBe(false);

    await restoreStore(JSON.parse(JSON.stringify(before)) as typeof before);
    expect(currentSettings().maintenanceMessage).toBe('kept across restarts');
    expect(snapshotStore().tables).toEqual(before.tables);
  });
});
