import { createStore, promisifyRequest } from 'idb-keyval';
import type { DemoStorage, SavedMeta, StoreWrite } from './demo-storage';

// The static demo's store in IndexedDB (the database `eigo-demo`, its object store `store`), shared
// by the tabs of the origin: each record under [table, key] with its place in the store's order
// ({ p, r }), as the state file's records table keeps them (./database.ts), and `meta` (what the
// saved store is, its generation, the next place). Each save and each read is one transaction, so
// IndexedDB serialises two tabs' saves: none sees or leaves another's half written. The saves show
// in the browser's performance panel as `demo-store:save`.

const META = 'meta';
/** Every record's key ([table, key]: arrays sort after the string `meta`). */
const RECORDS = IDBKeyRange.lowerBound([]);
type Stored = SavedMeta & { next: number };
type Entry = { p: number; r: unknown };

/** The records of one table (its keys are [name, …]). */
const tableRange = (name: string) => IDBKeyRange.bound([name], [name, []]);

async function measured<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(name, { start, end: performance.now() });
  }
}

/** Writes `write`'s changes, their places from `next` on; resolves to the next free place. */
async function apply(store: IDBObjectStore, write: StoreWrite, next: number): Promise<number> {
  // An update keeps its record's place: read first, in the same transaction.
  const updated = write.tables.flatMap((table) =>
    table.changes.filter((c) => c.op === 'update').map((c) => [table.name, c.key] as const),
  );
  const places = new Map<string, number>();
  await Promise.all(
    updated.map(async (key) => {
      const entry = (await promisifyRequest(store.get([...key]))) as Entry | undefined;
      if (entry) places.set(JSON.stringify(key), entry.p);
    }),
  );
  for (const table of write.tables) {
    if (table.cleared) store.delete(tableRange(table.name));
    for (const change of table.changes) {
      const key = [table.name, change.key];
      if (change.op === 'remove') store.delete(key);
      else {
        const p = change.op === 'update' ? places.get(JSON.stringify(key)) : undefined;
        store.put({ p: p ?? next++, r: change.record } satisfies Entry, key);
      }
    }
  }
  return next;
}

export function indexedDbStorage(): DemoStorage {
  const use = createStore('eigo-demo', 'store');
  const readMeta = (store: IDBObjectStore) =>
    promisifyRequest(store.get(META)) as Promise<Stored | undefined>;
  return {
    load: () =>
      use('readonly', async (store) => {
        const [meta, keys, entries] = await Promise.all([
          readMeta(store),
          promisifyRequest(store.getAllKeys(RECORDS)),
          promisifyRequest(store.getAll(RECORDS)) as Promise<Entry[]>,
        ]);
        if (!meta) return undefined;
        const byTable: Record<string, Entry[]> = {};
        keys.forEach((key, i) => (byTable[(key as [string])[0]] ??= []).push(entries[i]!));
        const tables: Record<string, unknown[]> = {};
        for (const [name, list] of Object.entries(byTable))
          tables[name] = list.sort((a, b) => a.p - b.p).map((entry) => entry.r);
        const { next: _next, ...saved } = meta;
        return { meta: saved, tables };
      }),
    savedGeneration: () => use('readonly', async (store) => (await readMeta(store))?.generation),
    commit: (write, fits) =>
      measured('demo-store:save', () =>
        use('readwrite', async (store) => {
          const meta = await readMeta(store);
          if (meta && !fits(meta)) return null;
          const before = meta?.generation ?? 0;
          const next = await apply(store, write, meta?.next ?? 0);
          const base = meta ?? { format: 0, tables: [] };
          store.put(
            { ...base, generation: before + 1, next, savedAt: new Date().toISOString() },
            META,
          );
          await promisifyRequest(store.transaction);
          return { before, after: before + 1 };
        }),
      ),
    replace: (write, meta, expected) =>
      measured('demo-store:save', () =>
        use('readwrite', async (store) => {
          const current = await readMeta(store);
          if (current?.generation !== expected) return null;
          store.clear();
          const generation = (current?.generation ?? 0) + 1;
          const next = await apply(store, write, 0);
          store.put({ ...meta, generation, next } satisfies Stored, META);
          await promisifyRequest(store.transaction);
          return generation;
        }),
      ),
  };
}
