import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeSettings, currentSettings } from './db/app-settings';
import { users } from './db/identity';
import { resetStore } from './seed/index';
import {
  StateFileError,
  attachStateFile,
  restoreStore,
  snapshotStore,
  writeStateFile,
} from './state-file';

describe('the state file of a demo environment', () => {
  it('round-trips the whole store', async () => {
    await resetStore();
    await changeSettings((s) => {
      s.maintenanceActive = true;
      s.maintenanceMessage = 'kept across restarts';
    });
    const before = snapshotStore();
    const file = join(mkdtempSync(join(tmpdir(), 'mock-state-')), 'state.json');
    writeStateFile(file);

    await resetStore('empty');
    expect(currentSettings().maintenanceActive).toBe(false);

    await restoreStore(JSON.parse(readFileSync(file, 'utf8')));
    expect(currentSettings().maintenanceMessage).toBe('kept across restarts');
    expect(snapshotStore().tables).toEqual(before.tables);
  });

  it('writes atomically: no temporary file is left behind', async () => {
    await resetStore();
    const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
    const file = join(dir, 'state.json');
    writeStateFile(file);
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false);
  });

  it.each([
    ['not JSON', '{"version": 1, "tables": '],
    ['not a state file', '{"hello": "world"}'],
    [
      'records that do not fit',
      JSON.stringify({ version: 1, savedAt: '', tables: { users: [{ uuid: 'nope' }] } }),
    ],
  ])('reports a corrupt file (%s) instead of replacing it', async (_name, content) => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-state-')), 'state.json');
    writeFileSync(file, content);
    await expect(attachStateFile(file)).rejects.toBeInstanceOf(StateFileError);
    expect(readFileSync(file, 'utf8')).toBe(content);
    await resetStore();
    expect(users.size).toBeGreaterThan(0);
  });
});
