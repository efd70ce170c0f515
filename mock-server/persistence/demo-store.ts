import { onStoreChange, tables, type StoreChange } from '../db/table';
import { resetStore } from '../seed/index';
import type { DemoStorage, SavedMeta, SavedStore, StoreWrite } from './demo-storage';
import { restoreStore } from './snapshot';

// The static demo's store kept on the device (docs/mock-backend.md#a-static-demo-without-a-server):
// the in-page store of ../browser.ts mirrored in a DemoStorage (IndexedDB) and shared by the tabs
// of the origin.
//
// - At start the saved store is restored; a store saved by a build with other tables or another
//   format, or one whose records no longer fit, is replaced by the demo world laid afresh.
// - Every change is recorded as it is made (its table and key). An answer to a request waits until
//   the changes it made are saved, as the state file's do (./state-store.ts); a change made outside
//   a request (a timer's) is saved after a short quiet spell (SAVE_DELAY_MS), and what is pending
//   is saved when the page is hidden. Each save writes only the changed records, in one
//   transaction that also counts a generation: two tabs' saves never interleave.
// - After a save a tab tells the others (`notify`). A tab told of a generation it does not hold is
//   stale: its next request waits while it saves its own pending changes and restores the saved
//   store, and that restore waits for the requests in flight to be answered, so no request is
//   answered from a half-restored store.

/** The layout of what is saved. A build that saves otherwise counts up: older saves are replaced. */
export const DEMO_STORE_FORMAT = 1;
/** How long changes made outside a request may gather before they are saved. */
export const SAVE_DELAY_MS = 150;

type Key = string | number;
type Pending = { cleared: boolean; keys: Map<Key, StoreChange['op']> };

export type DemoStoreOptions = {
  storage: DemoStorage;
  /** Tells the other tabs that `generation` is saved. */
  notify?: (generation: number) => void;
  warn?: (message: string) => void;
};

function tableNames(): string[] {
  return tables.map((table) => table.name);
}

/** Whether a saved store is this build's kind: same format, same tables. */
function fits(meta: SavedMeta): boolean {
  const names = tableNames();
  return (
    meta.format === DEMO_STORE_FORMAT &&
    meta.tables.length === names.length &&
    names.every((name, i) => meta.tables[i] === name)
  );
}

export class DemoStore {
  readonly #storage: DemoStorage;
  readonly #notify: (generation: number) => void;
  readonly #warn: (message: string) => void;
  #pending = new Map<string, Pending>();
  /** The generation the in-page store holds (0: none saved yet). */
  #generation = 0;
  #stale = false;
  /** Set when the saved store is another build's: this tab stops saving. */
  #halted = false;
  /** True while the store is restored or laid here: those changes are not recorded. */
  #applying = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #saves: Promise<void> = Promise.resolve();
  #inFlight = 0;
  #idle: (() => void)[] = [];
  #exclusive: Promise<void> | null = null;
  readonly #stopListening: () => void;

  private constructor(options: DemoStoreOptions) {
    this.#storage = options.storage;
    this.#notify = options.notify ?? (() => undefined);
    this.#warn = options.warn ?? ((message) => console.warn(`[demo] ${message}`));
    this.#stopListening = onStoreChange((change) => this.#record(change));
  }

  /** Restores the saved store into the in-page store, or lays the demo world and saves it. */
  static async open(options: DemoStoreOptions): Promise<DemoStore> {
    const store = new DemoStore(options);
    await store.#adopt(await store.#load());
    return store;
  }

  /** Stops recording changes (what is pending stays unsaved). */
  close(): void {
    this.#stopListening();
    clearTimeout(this.#timer);
  }

  /** The generation the in-page store holds. */
  get generation(): number {
    return this.#generation;
  }

  /**
   * Runs a request's `work` on an up-to-date store (restored first when another tab saved), and
   * resolves once what it changed is saved.
   */
  async serve<T>(work: () => Promise<T>): Promise<T> {
    for (;;) {
      if (this.#exclusive) await this.#exclusive;
      else if (this.#stale) await this.#exclusively(() => this.#pull());
      else break;
    }
    this.#inFlight += 1;
    try {
      const result = await work();
      if (this.#pending.size > 0) await this.flush();
      return result;
    } finally {
      this.#inFlight -= 1;
      if (this.#inFlight === 0) for (const resolve of this.#idle.splice(0)) resolve();
    }
  }

  /** Another tab saved `generation`: restore before the next request unless it is held here. */
  heard(generation: number): void {
    if (generation !== this.#generation) this.#stale = true;
  }

  /** Asks the storage whether another tab saved meanwhile (the page shown again). */
  async check(): Promise<void> {
    const saved = await this.#storage.savedGeneration().catch(() => undefined);
    if (saved !== undefined) this.heard(saved);
  }

  /** Saves what is pending now (after any save under way). */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#saves = this.#saves.then(() => this.#save());
    return this.#saves;
  }

  #record(change: StoreChange): void {
    if (this.#applying) return;
    let pending = this.#pending.get(change.table);
    if (!pending) this.#pending.set(change.table, (pending = { cleared: false, keys: new Map() }));
    if (change.op === 'clear') {
      pending.cleared = true;
      pending.keys.clear();
    } else if (change.op === 'insert') {
      // Moved to the end, as the store moves a record that replaces its key's.
      pending.keys.delete(change.key);
      pending.keys.set(change.key, 'insert');
    } else if (change.op === 'remove' || pending.keys.get(change.key) !== 'insert') {
      pending.keys.set(change.key, change.op);
    }
    this.#timer ??= setTimeout(() => void this.flush(), SAVE_DELAY_MS);
  }

  /** The pending changes as a write, with each record as it is now; nothing is pending after. */
  #takePending(): StoreWrite {
    const write: StoreWrite = { tables: [] };
    for (const table of tables) {
      const pending = this.#pending.get(table.name);
      if (!pending) continue;
      const changes: StoreWrite['tables'][number]['changes'] = [];
      for (const [key, op] of pending.keys) {
        const record = table.get(key);
        if (!record) changes.push({ key, op: 'remove' });
        else
          changes.push({ key, op: op === 'update' ? 'update' : 'insert', record: { ...record } });
      }
      write.tables.push({ name: table.name, cleared: pending.cleared, changes });
    }
    this.#pending = new Map();
    return write;
  }

  async #save(): Promise<void> {
    if (this.#halted || this.#pending.size === 0) return;
    const write = this.#takePending();
    let saved;
    try {
      saved = await this.#storage.commit(write, fits);
    } catch (error) {
      // Kept pending: the next change or request tries again.
      for (const table of write.tables) this.#merge(table);
      this.#warn(`the demo's changes could not be saved on this device (${String(error)})`);
      return;
    }
    if (!saved) return this.#halt();
    if (saved.before === this.#generation) this.#generation = saved.after;
    else this.#stale = true; // another tab saved in between: its changes are restored next
    this.#notify(saved.after);
  }

  /** Puts a write's table back among the pending changes (a save that failed). */
  #merge(table: StoreWrite['tables'][number]): void {
    const later = this.#pending.get(table.name);
    if (later?.cleared) return; // emptied since: the later changes hold the whole table
    const keys = new Map<Key, StoreChange['op']>(table.changes.map((c) => [c.key, c.op]));
    for (const [key, op] of later?.keys ?? []) {
      keys.delete(key);
      keys.set(key, op);
    }
    this.#pending.set(table.name, { cleared: table.cleared, keys });
  }

  #halt(): void {
    this.#halted = true;
    this.#pending.clear();
    this.#warn(
      'another version of the demo keeps its data on this device now: this tab no longer saves (reload it)',
    );
  }

  async #load(): Promise<SavedStore | undefined> {
    try {
      return await this.#storage.load();
    } catch (error) {
      this.#warn(`the saved demo could not be read (${String(error)}): laid afresh`);
      return undefined;
    }
  }

  /** Runs `work` once no request is in flight, holding new ones until it is done. */
  #exclusively(work: () => Promise<void>): Promise<void> {
    this.#exclusive ??= (async () => {
      if (this.#inFlight > 0) await new Promise<void>((resolve) => this.#idle.push(resolve));
      try {
        await work();
      } finally {
        this.#exclusive = null;
      }
    })();
    return this.#exclusive;
  }

  /** Saves this tab's pending changes, then restores the saved store (another tab's too). */
  async #pull(): Promise<void> {
    this.#stale = false;
    await this.flush();
    if (this.#halted) return;
    await this.#adopt(await this.#load());
  }

  /** Restores `saved` when it fits, else lays the demo world and saves it in its place. */
  async #adopt(saved: SavedStore | undefined): Promise<void> {
    if (saved && !fits(saved.meta)) {
      this.#warn(
        `the saved demo is of another version (format ${saved.meta.format}, ${saved.meta.tables.length} tables): laid afresh`,
      );
    } else if (saved) {
      try {
        await this.#applied(() => restoreStore(saved));
        this.#generation = saved.meta.generation;
        return;
      } catch (error) {
        this.#warn(`the saved demo does not fit this version (${String(error)}): laid afresh`);
      }
    }
    await this.#applied(() => resetStore());
    const generation = await this.#storage
      .replace(
        wholeStore(),
        { format: DEMO_STORE_FORMAT, tables: tableNames(), savedAt: new Date().toISOString() },
        saved?.meta.generation,
      )
      .catch((error: unknown) => {
        this.#warn(`the demo could not be saved on this device (${String(error)})`);
        this.#halted = true;
        return 0;
      });
    // Another tab saved first (two tabs opened at once): its store is the one kept.
    if (generation === null) return this.#adopt(await this.#load());
    this.#generation = generation;
    if (generation > 0) this.#notify(generation);
  }

  async #applied(work: () => Promise<void>): Promise<void> {
    this.#applying = true;
    try {
      await work();
    } finally {
      this.#applying = false;
    }
  }
}

/** Every table, cleared and filled with its records: what a fresh save writes. */
function wholeStore(): StoreWrite {
  return {
    tables: tables.map((table) => ({
      name: table.name,
      cleared: true,
      changes: table.all().map((record) => ({
        key: table.keyOf(record),
        op: 'insert' as const,
        record: { ...record },
      })),
    })),
  };
}
