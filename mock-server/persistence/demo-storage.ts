// What the static demo's store is kept in (./demo-store.ts decides when): an interface, so the
// logic is tested over memory (./demo-store.test.ts) and runs over IndexedDB in the browser
// (./indexeddb-storage.ts). The same records the state file keeps (./state-store.ts): each record
// of each table under its key, in the store's order.

type Key = string | number;

/** What a saved store says of itself: read before its records, to tell whether they fit. */
export type SavedMeta = {
  /** The layout of what is saved (DEMO_STORE_FORMAT when it was written). */
  format: number;
  /** The names of the tables of the build that wrote it. */
  tables: string[];
  /** Counts the saves: a tab that holds a lower one is behind. */
  generation: number;
  savedAt: string;
};

export type SavedStore = { meta: SavedMeta; tables: Record<string, unknown[]> };

/**
 * The changes of one save, table by table: `cleared` empties the table first; then each key's
 * last change: `insert` (a new record, or one that replaces its key's: at the end of the order),
 * `update` (in place), `remove`.
 */
export type StoreWrite = {
  tables: {
    name: string;
    cleared: boolean;
    changes: (
      | { key: Key; op: 'insert' | 'update'; record: Record<string, unknown> }
      | { key: Key; op: 'remove' }
    )[];
  }[];
};

export interface DemoStorage {
  /** Everything saved, read at one moment; undefined when nothing is. */
  load(): Promise<SavedStore | undefined>;
  /** The generation saved (undefined when nothing is), without reading the records. */
  savedGeneration(): Promise<number | undefined>;
  /**
   * Applies `write` to what is saved and counts one more generation, atomically, unless what is
   * saved is not `fits` (another build's): then nothing is written and it resolves to null.
   */
  commit(
    write: StoreWrite,
    fits: (meta: SavedMeta) => boolean,
  ): Promise<{ before: number; after: number } | null>;
  /**
   * Replaces everything saved with `write` (every table of the store, cleared and filled) under
   * `meta`, its generation one past the saved one's, only if the saved generation is still
   * `expected` (undefined: nothing saved): resolves to the generation written, or null when
   * another tab saved meanwhile.
   */
  replace(
    write: StoreWrite,
    meta: Omit<SavedMeta, 'generation'>,
    expected: number | undefined,
  ): Promise<number | null>;
}
