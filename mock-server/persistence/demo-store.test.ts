import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeSettings, currentSettings } from '../db/app-settings';
import { tables } from '../db/table';
import { DEMO_STORE_FORMAT, DemoStore, SAVE_DELAY_MS } from './demo-store';
import type { DemoStorage, SavedMeta, StoreWrite } from './demo-storage';
import { snapshotStore } from './snapshot';

// The static demo's store kept on the device (./demo-store.ts) over a storage in memory with the
// IndexedDB one's rules (./indexeddb-storage.ts; the browser itself: tests/e2e/static-demo.spec.ts).

type Key = string | number;

/** A DemoStorage in memory: each table's records by key, in the store's order. */
function memoryStorage() {
  let meta: SavedMeta | undefined;
  let data = new Map<string, Map<Key, unknown>>();
  const apply = (write: StoreWrite) => {
    for (const table of write.tables) {
      const records = table.cleared ? new Map<Key, unknown>() : (data.get(table.name) ?? new Map());
      data.set(table.name, records);
      for (const change of table.changes) {
        if (change.op === 'remove') records.delete(change.key);
        else {
          if (change.op === 'insert') records.delete(change.key);
          records.set(change.key, structuredClone(change.record));
        }
      }
    }
  };
  const storage = {
    writes: [] as StoreWrite[],
    meta: () => meta,
    records: (table: string) => [...(data.get(table)?.values() ?? [])],
    /** What another tab's save or another build leaves. */
    put(saved: { meta: SavedMeta; tables: Record<string, unknown[]> }) {
      meta = saved.meta;
      data = new Map(
        Object.entries(saved.tables).map(([name, records]) => [
          name,
          new Map(records.map((r, i) => [i, r])),
        ]),
      );
    },
    async load() {
      if (!meta) return undefined;
      const saved: Record<string, unknown[]> = {};
      for (const [name, records] of data) saved[name] = structuredClone([...records.values()]);
      return { meta: { ...meta }, tables: saved };
    },
    async savedGeneration() {
      return meta?.generation;
    },
    async commit(write: StoreWrite, fits: (meta: SavedMeta) => boolean) {
      if (meta && !fits(meta)) return null;
      apply(write);
      storage.writes.push(write);
      const before = meta?.generation ?? 0;
      meta = { ...meta!, generation: before + 1 };
      return { before, after: before + 1 };
    },
    async replace(write: StoreWrite, next: Omit<SavedMeta, 'generation'>, expected?: number) {
      if (meta?.generation !== expected) return null;
      data = new Map();
      apply(write);
      storage.writes.push(write);
      meta = { ...next, generation: (meta?.generation ?? 0) + 1 };
      return meta.generation;
    },
  } satisfies DemoStorage & Record<string, unknown>;
  return storage;
}

const names = () => tables.map((t) => t.name);
const open: DemoStore[] = [];
async function openStore(storage: DemoStorage, warn = vi.fn()) {
  const notify = vi.fn();
  const store = await DemoStore.open({ storage, notify, warn });
  open.push(store);
  return { store, notify, warn };
}
const setMessage = (message: string) =>
  changeSettings((s) => {
    s.maintenanceMessage = message;
  });
/** The store as it is now, saved by another tab at `generation`. */
const savedNow = (generation: number, meta: Partial<SavedMeta> = {}) => ({
  meta: {
    format: DEMO_STORE_FORMAT,
    tables: names(),
    generation,
    savedAt: new Date().toISOString(),
    ...meta,
  },
  tables: snapshotStore().tables,
});

afterEach(() => {
  for (const store of open.splice(0)) store.close();
  vi.useRealTimers();
});

describe("the static demo's store on the device", () => {
  it('lays the demo world at the first start and saves all of it', async () => {
    const storage = memoryStorage();
    const { store, notify } = await openStore(storage);
    expect(storage.meta()).toMatchObject({ format: DEMO_STORE_FORMAT, generation: 1 });
    expect(storage.meta()!.tables).toEqual(names());
    expect(storage.records('users').length).toBeGreaterThan(10);
    expect(store.generation).toBe(1);
    expect(notify).toHaveBeenCalledWith(1);
  });

  it('restores the store it saved (a reload, another day)', async () => {
    const storage = memoryStorage();
    await openStore(storage);
    await setMessage('kept on the device');
    storage.put(savedNow(7));
    await setMessage('only in memory');

    const { store } = await openStore(storage);
    expect(currentSettings().maintenanceMessage).toBe('kept on the device');
    expect(store.generation).toBe(7);
  });

  it('lays the world afresh over a saved store whose records do not fit, and says so', async () => {
    const storage = memoryStorage();
    const saved = savedNow(3);
    saved.tables.appSettings = [{ key: 'app', maintenanceActive: 'yes' }];
    storage.put(saved);

    const { store, warn } = await openStore(storage);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/does not fit.*laid afresh/));
    expect(currentSettings().maintenanceActive).toBe(false);
    expect(storage.records('appSettings')).toEqual([]); // the world's: none until one is set
    expect(storage.meta()).toMatchObject({ format: DEMO_STORE_FORMAT, generation: 4 });
    expect(store.generation).toBe(4);
  });

  it.each([
    ['another format', { format: DEMO_STORE_FORMAT + 1 }],
    ['other tables', { tables: [...names(), 'aTableOfALaterVersion'] }],
  ])('replaces a store saved with %s by a fresh world', async (_, meta) => {
    const storage = memoryStorage();
    await setMessage('of another version');
    storage.put(savedNow(5, meta));

    const { warn } = await openStore(storage);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/another version.*laid afresh/));
    expect(currentSettings().maintenanceMessage).toBeNull();
    expect(storage.meta()).toMatchObject({ format: DEMO_STORE_FORMAT, tables: names() });
  });

  it('saves the changes made outside a request once they pause, in one write', async () => {
    const storage = memoryStorage();
    const { store } = await openStore(storage);
    vi.useFakeTimers();
    await setMessage('first');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 50);
    await setMessage('second');
    expect(storage.writes).toHaveLength(1); // the first start's

    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(storage.writes).toHaveLength(2);
    expect(storage.writes[1]!.tables).toEqual([
      {
        name: 'appSettings',
        cleared: false,
        changes: [
          {
            key: 'app',
            op: 'insert',
            record: expect.objectContaining({ maintenanceMessage: 'second' }),
          },
        ],
      },
    ]);
    expect(store.generation).toBe(2);
  });

  it("answers a request once what it changed is saved, and only that request's changes", async () => {
    const storage = memoryStorage();
    const { store, notify } = await openStore(storage);
    await store.serve(() => setMessage('answered'));
    expect(storage.records('appSettings')).toEqual([
      expect.objectContaining({ maintenanceMessage: 'answered' }),
    ]);
    expect(notify).toHaveBeenLastCalledWith(2);

    await store.serve(async () => currentSettings());
    expect(storage.writes).toHaveLength(2); // a read saves nothing
  });

  it("restores another tab's save before the next request, never during one", async () => {
    const storage = memoryStorage();
    const { store } = await openStore(storage);
    await store.serve(() => setMessage('stale here'));
    // Another tab saves generation 3.
    const other = savedNow(3);
    other.tables.appSettings = [{ ...currentSettings(), maintenanceMessage: 'from the other tab' }];
    storage.put(other);

    let release!: () => void;
    const inFlight = store.serve(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return currentSettings().maintenanceMessage;
    });
    store.heard(3);
    const next = store.serve(async () => currentSettings().maintenanceMessage);
    release();
    await expect(inFlight).resolves.toBe('stale here');
    await expect(next).resolves.toBe('from the other tab');
    expect(store.generation).toBe(3);
  });

  it('stops saving once another version of the demo owns the store', async () => {
    const storage = memoryStorage();
    const { store, warn } = await openStore(storage);
    storage.put(savedNow(9, { format: DEMO_STORE_FORMAT + 1 }));
    await store.serve(() => setMessage('not saved'));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/another version.*no longer saves/));
    expect(storage.meta()!.format).toBe(DEMO_STORE_FORMAT + 1);
  });
});
