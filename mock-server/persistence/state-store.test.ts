import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { changeSettings, currentSettings } from '../db/app-settings';
import { bookmarkKey, bookmarks } from '../db/bookmarks';
import { users } from '../db/identity';
import { resetStore } from '../seed/index';
import { ALIAS, USER } from '../seed/demo-identities';
import { COURSE } from '../seed/content-catalogue';
import { snapshotStore, StateFileError } from './snapshot';
import { openStateStore, type StateStore } from './state-store';

// The state file in this process. What a kill -9 leaves is what is in the files at that moment:
// `crash` copies the SQLite file and its WAL elsewhere while the store is still open (no
// checkpoint, no close), seeds the store as a new process does, and opens the copy. A test
// seeds and loads the demo world (about 5,000 records) several times: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const opened: StateStore[] = [];
const logs: string[] = [];
const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const store of opened.splice(0)) {
    try {
      store.close();
    } catch {
      // A store whose commit failed says so again when closed.
    }
  }
  logs.length = 0;
});
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'mock-state-store-'));
  folders.push(made);
  return made;
};

async function open(stateFile: string) {
  const store = await openStateStore(stateFile, { log: (m) => logs.push(m) });
  opened.push(store);
  return store;
}

/** The files as a kill -9 would leave them, opened by a new process (seeded first, as main is). */
async function crash(store: StateStore) {
  const copy = join(folder(), basename(store.path));
  for (const suffix of ['', '-wal'])
    if (existsSync(store.path + suffix)) copyFileSync(store.path + suffix, copy + suffix);
  await resetStore();
  return open(copy);
}

/** Lets a turn of the event loop pass: the changes of the last one are committed by then. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const hanaBookmark = (course: string) => bookmarkKey(ALIAS.hanaSakura, course);

/** A mix of every kind of change: inserts, updates in place, removals, a replacement. */
async function changeEverything() {
  await bookmarks.insert({
    aliasUuid: ALIAS.hanaSakura,
    courseUuid: COURSE.travelEnglish,
    bookmarkedAt: '2026-11-22T00:00:00.000Z',
  });
  await bookmarks.insert({
    aliasUuid: ALIAS.hanaSakura,
    courseUuid: COURSE.toeic600,
    bookmarkedAt: '2026-11-22T00:00:01.000Z',
  });
  await bookmarks.remove(hanaBookmark(COURSE.travelEnglish));
  await users.update(USER.hana.uuid, (draft) => {
    draft.speed = 125;
  });
  await changeSettings((s) => {
    s.maintenanceMessage = '日本語も\n改行も';
  });
  const before = users.get(USER.ken.uuid)!;
  // An insert over an existing key replaces it and moves it to the end.
  await users.insert({ ...before, userName: 'Ken again' });
}

/** A line of the journal of the mock before SQLite. */
const journalLine = (seq: number, op: string, table: string, data: unknown) => {
  const payload = JSON.stringify([seq, op, table, data]);
  return `${crc32(payload).toString(16).padStart(8, '0')} ${payload}\n`;
};

describe('the state file in SQLite', () => {
  it('starts from the seed, commits every change before it is answered and keeps it across a crash', async () => {
    await resetStore();
    const stateFile = join(folder(), 'demo.json');
    const store = await open(stateFile);
    expect(store.path).toBe(join(dirname(stateFile), 'demo.sqlite'));
    const seeded = snapshotStore().tables;
    await crash(store);
    expect(snapshotStore().tables).toEqual(seeded);

    await resetStore();
    const again = await open(join(folder(), 'demo.sqlite'));
    await changeEverything();
    const expected = snapshotStore().tables;
    const durable = again.whenDurable();
    expect(durable).toBeInstanceOf(Promise);
    await durable;
    expect(again.whenDurable()).toBeUndefined(); // a read waits for nothing
    expect(again.status()).toMatchObject({ writable: true });
    expect(again.status()).not.toHaveProperty('error');
    expect(again.status().saved.changes).toBeGreaterThanOrEqual(6);

    await crash(again);
    expect(snapshotStore().tables).toEqual(expected);
    expect(currentSettings().maintenanceMessage).toBe('日本語も\n改行も');
    expect(bookmarks.has(hanaBookmark(COURSE.travelEnglish))).toBe(false);
    expect(users.all().at(-1)?.userName).toBe('Ken again');
  });

  it('keeps a reset (tables cleared, then seeded) and commits changes no answer waits for', async () => {
    await resetStore();
    const store = await open(join(folder(), 'demo.sqlite'));
    await resetStore('empty');
    const empty = snapshotStore().tables;
    await nextTurn();
    const restarted = await crash(store);
    expect(snapshotStore().tables).toEqual(empty);

    await changeSettings((s) => {
      s.maintenanceActive = true;
    });
    await nextTurn();
    await crash(restarted);
    expect(currentSettings().maintenanceActive).toBe(true);
  });

  it('checkpoints on a graceful close: one file, which opens as it was', async () => {
    await resetStore();
    const dir = folder();
    const store = await open(join(dir, 'demo.sqlite'));
    await changeEverything();
    const expected = snapshotStore().tables;
    opened.splice(0);
    store.close();
    expect(readdirSync(dir)).toEqual(['demo.sqlite']);

    await resetStore();
    await open(join(dir, 'demo.sqlite'));
    expect(snapshotStore().tables).toEqual(expected);
  });

  it('answers an error, never a silent loss, once a commit fails', async () => {
    await resetStore();
    const store = await open(join(folder(), 'demo.sqlite'));
    await changeSettings((s) => {
      s.maintenanceMessage = 'saved';
    });
    await store.whenDurable();

    const exec = DatabaseSync.prototype.exec;
    vi.spyOn(DatabaseSync.prototype, 'exec').mockImplementation(function (
      this: DatabaseSync,
      sql: string,
    ) {
      if (sql === 'COMMIT') throw new Error('database or disk is full');
      return exec.call(this, sql);
    });
    await changeSettings((s) => {
      s.maintenanceMessage = 'never saved';
    });
    await expect(store.whenDurable()).rejects.toThrow(
      /the change could not be saved to the state file .*demo\.sqlite \(database or disk is full\)/,
    );
    vi.restoreAllMocks();
    // From then on nothing is acknowledged, reads included: the store holds what the file does not.
    await expect(store.whenDurable()).rejects.toThrow(/disk is full/);
    expect(store.status()).toMatchObject({
      writable: false,
      error: expect.stringContaining('disk is full'),
    });

    await crash(store);
    expect(currentSettings().maintenanceMessage).toBe('saved');
  });

  it('lets one process at a time open a file', async () => {
    await resetStore();
    const path = join(folder(), 'demo.sqlite');
    await open(path);
    await expect(openStateStore(path)).rejects.toThrow(
      /state file .*demo\.sqlite.*database is locked: another process has it open/,
    );
  });

  it('stops at a file that is not a state file and leaves it as it was', async () => {
    const path = join(folder(), 'demo.sqlite');
    writeFileSync(path, '{"version": 1, "tables": {}}');
    await expect(openStateStore(path)).rejects.toBeInstanceOf(StateFileError);
    expect(statSync(path).size).toBe(28);

    const other = join(folder(), 'other.sqlite');
    const foreign = new DatabaseSync(other);
    foreign.exec('CREATE TABLE notes (text TEXT)');
    foreign.close();
    await expect(openStateStore(other)).rejects.toThrow(/not a mock state file/);
  });
});

describe('a JSON state file of the mock before SQLite', () => {
  /** A JSON snapshot of the seed with maintenance on, and a journal of two changes after it. */
  async function legacyStateFile(journalTail = '') {
    await resetStore();
    await changeSettings((s) => {
      s.maintenanceActive = true;
    });
    const dir = folder();
    const stateFile = join(dir, 'demo.json');
    writeFileSync(stateFile, JSON.stringify({ ...snapshotStore(), journal: 2 }));
    const bookmark = {
      aliasUuid: ALIAS.hanaSakura,
      courseUuid: COURSE.travelEnglish,
      bookmarkedAt: '2026-11-22T00:00:00.000Z',
    };
    writeFileSync(
      `${stateFile}.journal.2`,
      journalLine(1, 'insert', 'bookmarks', bookmark) +
        journalLine(2, 'update', 'appSettings', {
          ...currentSettings(),
          maintenanceMessage: 'from the journal',
        }) +
        journalTail,
    );
    // A journal older than the snapshot (a crash between its rename and their deletion): not read.
    writeFileSync(`${stateFile}.journal.1`, journalLine(1, 'clear', 'users', null));
    await resetStore();
    return { dir, stateFile };
  }

  it('is imported once, its torn end dropped, and kept beside as *.imported', async () => {
    const torn = journalLine(3, 'remove', 'bookmarks', 'x');
    const { dir, stateFile } = await legacyStateFile(torn.slice(0, torn.length / 2));
    const store = await open(stateFile);
    expect(currentSettings()).toMatchObject({
      maintenanceActive: true,
      maintenanceMessage: 'from the journal',
    });
    expect(bookmarks.has(hanaBookmark(COURSE.travelEnglish))).toBe(true);
    expect(users.size).toBeGreaterThan(0);
    expect(logs).toEqual([
      expect.stringMatching(
        /^imported .*demo\.json into .*demo\.sqlite \(dropped the torn end of .*demo\.json\.journal\.2: .*\); the old files are kept as \*\.imported$/,
      ),
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'demo.json.imported',
      'demo.json.journal.1.imported',
      'demo.json.journal.2.imported',
      'demo.sqlite',
      'demo.sqlite-wal',
    ]);
    const expected = snapshotStore().tables;

    // The next start reads the SQLite file; one deleted starts from the seed, not the old file.
    await crash(store);
    expect(snapshotStore().tables).toEqual(expected);
    opened.splice(0).forEach((s) => s.close());
    rmSync(join(dir, 'demo.sqlite'));
    await resetStore();
    await open(stateFile);
    expect(currentSettings().maintenanceActive).toBe(false);
  });

  it('reads a state file from before the journal existed', async () => {
    await resetStore();
    await changeSettings((s) => {
      s.maintenanceMessage = 'an old state file';
    });
    const dir = folder();
    const { version, tables } = snapshotStore();
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ version, tables }));
    await resetStore();
    await open(join(dir, 'old.json'));
    expect(currentSettings().maintenanceMessage).toBe('an old state file');
  });

  it.each([
    ['not JSON', '{"version": 1, "tables": ', /is not valid JSON/],
    ['not a state file', '{"hello": "world"}', /is not a mock state file/],
    [
      'records that do not fit',
      JSON.stringify({ version: 1, savedAt: '', tables: { users: [{ uuid: 'nope' }] } }),
      /state file .*demo\.json: a record of users does not fit the store/,
    ],
  ])('stops the start when it holds %s, and leaves every file as it was', async (_, text, why) => {
    const dir = folder();
    writeFileSync(join(dir, 'demo.json'), text);
    await expect(openStateStore(join(dir, 'demo.json'))).rejects.toThrow(why);
    expect(readdirSync(dir)).toEqual(['demo.json']);
  });

  it('stops the start at a journal damaged before its end', async () => {
    const { dir, stateFile } = await legacyStateFile(journalLine(3, 'clear', 'users', null));
    const journal = `${stateFile}.journal.2`;
    const lines = readFileSync(journal, 'utf8').split('\n');
    lines[0] = lines[0]!.replace('bookmarkedAt', 'bookmarkedAs');
    writeFileSync(journal, lines.join('\n'));
    const before = readdirSync(dir).sort();
    const failure = openStateStore(stateFile);
    await expect(failure).rejects.toBeInstanceOf(StateFileError);
    await expect(failure).rejects.toThrow(
      /journal .*demo\.json\.journal\.2 is damaged before entry 1, with whole entries after it/,
    );
    expect(readdirSync(dir).sort()).toEqual(before);
  });
});
