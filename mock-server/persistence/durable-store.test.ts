import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { changeSettings, currentSettings } from '../db/app-settings';
import { bookmarkKey, bookmarks } from '../db/bookmarks';
import { users } from '../db/identity';
import { resetStore } from '../seed/index';
import { ALIAS, USER } from '../seed/demo-identities';
import { COURSE } from '../seed/content-catalogue';
import { journalPathOf, openDurableStore, type DurableStore } from './durable-store';
import { encodeEntry } from './journal';
import { snapshotStore, StateFileError } from './snapshot';

// The state file with its journal, in this process: a "restart" closes the store without a last
// snapshot (what a kill leaves: only what was flushed), seeds the store again as a new process
// does, and opens the same files.

const opened: DurableStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close({ compact: false });
});

const logs: string[] = [];
async function open(path: string, compactBytes?: number) {
  const store = await openDurableStore(path, { compactBytes, log: (m) => logs.push(m) });
  opened.push(store);
  return store;
}

/** What a kill -9 leaves, then a new process: the seed, and the files. */
async function restart(store: DurableStore, compactBytes?: number) {
  await store.whenDurable();
  opened.splice(opened.indexOf(store), 1);
  await store.close({ compact: false });
  await resetStore();
  return open(store.path, compactBytes);
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const stateFileIn = () => {
  const folder = mkdtempSync(join(tmpdir(), 'mock-durable-'));
  folders.push(folder);
  return join(folder, 'demo.json');
};
const hanaBookmark = (course: string) => bookmarkKey(ALIAS.hanaSakura, course);

/** A new state file from the seed, with one durable change: maintenance on. */
async function openWithMaintenanceOn() {
  await resetStore();
  const path = stateFileIn();
  const store = await open(path);
  await changeSettings((s) => {
    s.maintenanceActive = true;
  });
  await store.whenDurable();
  return { path, store };
}

/** A mix of every kind of change: inserts, updates in place, removals, a table cleared. */
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

describe('a durable state file (snapshot and journal)', () => {
  it('starts from the seed, journals every change and restores exactly the same store', async () => {
    await resetStore();
    const path = stateFileIn();
    let store = await open(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ version: 1, journal: 0 });
    await changeEverything();
    const expected = snapshotStore().tables;
    await store.whenDurable();
    expect(statSync(journalPathOf(path, 0)).size).toBeGreaterThan(0);

    store = await restart(store);
    expect(snapshotStore().tables).toEqual(expected);
    expect(currentSettings().maintenanceMessage).toBe('日本語も\n改行も');
    expect(bookmarks.has(hanaBookmark(COURSE.travelEnglish))).toBe(false);
    expect(users.all().at(-1)?.userName).toBe('Ken again');

    // A reset from the control operation is journaled too (tables cleared, then seeded).
    await resetStore('empty');
    const empty = snapshotStore().tables;
    store = await restart(store);
    expect(snapshotStore().tables).toEqual(empty);
    expect(store.status()).toMatchObject({ writable: true, journal: { generation: 0 } });
  });

  it('drops a torn last entry, cuts it off and goes on appending after the whole ones', async () => {
    await resetStore();
    const path = stateFileIn();
    let store = await open(path);
    await changeEverything();
    const expected = snapshotStore().tables;
    await store.whenDurable();
    const journal = journalPathOf(path, 0);
    const whole = statSync(journal).size;
    const entries = readFileSync(journal, 'utf8').split('\n').length - 1;
    // The crash: half of the next entry reached the disk.
    const next = encodeEntry(entries + 1, { table: 'bookmarks', op: 'remove', key: 'x' });
    appendFileSync(journal, next.slice(0, next.length / 2));

    logs.length = 0;
    store = await restart(store);
    expect(snapshotStore().tables).toEqual(expected);
    expect(statSync(journal).size).toBe(whole);
    expect(logs).toEqual([
      expect.stringMatching(
        /^dropped the torn end of .*demo\.json\.journal\.0 \(\d+ bytes: an entry cut short\)/,
      ),
    ]);

    await bookmarks.remove(hanaBookmark(COURSE.toeic600));
    const after = snapshotStore().tables;
    store = await restart(store);
    expect(snapshotStore().tables).toEqual(after);
  });

  it('stops the start on a damaged journal and leaves every file as it was', async () => {
    await resetStore();
    const path = stateFileIn();
    const store = await open(path);
    await changeEverything();
    await store.whenDurable();
    await store.close({ compact: false });
    opened.splice(0);
    const journal = journalPathOf(path, 0);
    const lines = readFileSync(journal, 'utf8').split('\n');
    lines[1] = lines[1]!.replace('bookmarkedAt', 'bookmarkedAs');
    writeFileSync(journal, lines.join('\n'));
    const files = () =>
      readdirSync(join(path, '..')).map((name) => [name, statSync(join(path, '..', name)).size]);
    const before = files();

    await resetStore();
    const failure = openDurableStore(path);
    await expect(failure).rejects.toBeInstanceOf(StateFileError);
    await expect(failure).rejects.toThrow(
      /journal .*demo\.json\.journal\.0 is damaged at byte \d+ \(entry 2: checksum mismatch\) with valid entries after it/,
    );
    expect(files()).toEqual(before);
  });

  it('compacts in the background: a new snapshot, the next journal, the old one deleted', async () => {
    await resetStore();
    const path = stateFileIn();
    let store = await open(path, 2048);
    for (let i = 0; i < 40; i += 1) {
      await changeSettings((s) => {
        s.maintenanceMessage = `change ${i} ${'x'.repeat(100)}`;
      });
      await store.whenDurable();
    }
    await store.compact();
    const generation = store.status().journal.generation;
    expect(generation).toBeGreaterThan(1);
    expect(JSON.parse(readFileSync(path, 'utf8')).journal).toBe(generation);
    const left = readdirSync(join(path, '..'));
    expect(left.filter((name) => name.includes('.journal.'))).toEqual(
      existsSync(journalPathOf(path, generation)) ? [`demo.json.journal.${generation}`] : [],
    );
    expect(left.some((name) => name.endsWith('.tmp'))).toBe(false);
    const expected = snapshotStore().tables;
    store = await restart(store);
    expect(snapshotStore().tables).toEqual(expected);
    expect(currentSettings().maintenanceMessage).toMatch(/^change 39 /);
  });

  it('survives a crash at every step of a compaction', async () => {
    await resetStore();
    const path = stateFileIn();
    let store = await open(path);
    await changeEverything();
    await store.whenDurable();
    // Kept aside: the snapshot and journal as they were before the compaction.
    copyFileSync(path, `${path}.before`);
    copyFileSync(journalPathOf(path, 0), `${path}.journal-before`);
    await store.compact();
    await changeSettings((s) => {
      s.maintenanceMessage = 'after the compaction';
    });
    const expected = snapshotStore().tables;
    await store.whenDurable();

    // 1. Renamed, but the old journal not yet deleted: it is older than the snapshot, ignored.
    copyFileSync(`${path}.journal-before`, journalPathOf(path, 0));
    store = await restart(store);
    expect(snapshotStore().tables).toEqual(expected);
    expect(existsSync(journalPathOf(path, 0))).toBe(false);

    // 2. The journal moved on, the new snapshot never renamed: both journals are replayed.
    copyFileSync(`${path}.before`, path);
    copyFileSync(`${path}.journal-before`, journalPathOf(path, 0));
    store = await restart(store);
    expect(snapshotStore().tables).toEqual(expected);
    expect(currentSettings().maintenanceMessage).toBe('after the compaction');
  });

  it("removes the temporary file of a process killed mid-write, never a running one's", async () => {
    const { path, store } = await openWithMaintenanceOn();
    // A pid past any system's limit is no process; this test's parent is a running one.
    const dead = `${path}.99999999.tmp`;
    const running = `${path}.${process.ppid}.tmp`;
    writeFileSync(dead, '{"half": ');
    writeFileSync(running, '{"half": ');
    await restart(store);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(currentSettings().maintenanceActive).toBe(true);
  });

  it('starts from the seed when the state file was deleted, dropping its old journals', async () => {
    const { path, store } = await openWithMaintenanceOn();
    await store.close({ compact: false });
    opened.splice(0);
    unlinkSync(path);

    await resetStore();
    await open(path);
    expect(currentSettings().maintenanceActive).toBe(false);
    expect(existsSync(journalPathOf(path, 0))).toBe(false);
  });

  it('leaves the snapshot alone when a graceful stop finds nothing new', async () => {
    await resetStore();
    const path = stateFileIn();
    let store = await open(path);
    await changeSettings((s) => {
      s.maintenanceMessage = 'one change';
    });
    opened.splice(0);
    await store.close();
    const last = readFileSync(path, 'utf8');
    expect(JSON.parse(last)).toMatchObject({ journal: 1 });
    expect(existsSync(journalPathOf(path, 0))).toBe(false);

    await resetStore();
    store = await openDurableStore(path);
    await store.close();
    expect(readFileSync(path, 'utf8')).toBe(last);
    expect(currentSettings().maintenanceMessage).toBe('one change');
  });

  it('reads a state file from before the journal existed', async () => {
    await resetStore();
    await changeSettings((s) => {
      s.maintenanceMessage = 'an old state file';
    });
    const path = stateFileIn();
    const { journal: _journal, ...legacy } = JSON.parse(
      JSON.stringify({ ...snapshotStore(), journal: undefined }),
    );
    writeFileSync(path, JSON.stringify(legacy));
    await resetStore();
    const store = await open(path);
    expect(currentSettings().maintenanceMessage).toBe('an old state file');
    expect(store.status().journal.generation).toBe(0);
  });
});
