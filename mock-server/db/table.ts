import { Collection } from '@msw/data';
import type { z } from 'zod';
import { withLock } from '../runtime/locks';

type Key = string | number;

/**
 * One collection of the store: an `@msw/data` Collection typed by a zod schema, with a Map index
 * on its key so that lookups by id never scan, and writes serialised so no update is lost.
 */
export class Table<S extends z.ZodType<Record<string, unknown>>> {
  readonly collection: Collection<S>;
  readonly #index = new Map<Key, z.output<S>>();

  constructor(
    readonly name: string,
    readonly schema: S,
    readonly keyOf: (record: z.output<S>) => Key,
  ) {
    this.collection = new Collection({ schema });
    tables.push(this as unknown as AnyTable);
  }

  get(key: Key): z.output<S> | undefined {
    return this.#index.get(key);
  }

  has(key: Key): boolean {
    return this.#index.has(key);
  }

  all(): readonly z.output<S>[] {
    return this.collection.all() as z.output<S>[];
  }

  filter(predicate: (record: z.output<S>) => boolean): z.output<S>[] {
    return this.all().filter(predicate);
  }

  find(predicate: (record: z.output<S>) => boolean): z.output<S> | undefined {
    return this.all().find(predicate);
  }

  get size(): number {
    return this.#index.size;
  }

  /** Inserts a record (validated by the schema); replaces an existing one with the same key. */
  async insert(values: z.input<S>): Promise<z.output<S>> {
    return withLock(`table:${this.name}`, async () => {
      const record = (await this.collection.create(values as never)) as z.output<S>;
      const key = this.keyOf(record);
      const existing = this.#index.get(key);
      if (existing) this.collection.delete(existing as never);
      this.#index.set(key, record);
      markChanged({ table: this.name, op: 'insert', key, record });
      return record;
    });
  }

  /** Applies `change` to the record with this key; resolves to the new record or undefined. */
  async update(key: Key, change: (draft: z.output<S>) => void): Promise<z.output<S> | undefined> {
    return withLock(`table:${this.name}`, async () => {
      const current = this.#index.get(key);
      if (!current) return undefined;
      const next = (await this.collection.update(current as never, { data: change as never })) as
        z.output<S> | undefined;
      if (next) {
        this.#index.set(key, next);
        markChanged({ table: this.name, op: 'update', key, record: next });
      }
      return next;
    });
  }

  async remove(key: Key): Promise<boolean> {
    return withLock(`table:${this.name}`, () => {
      const current = this.#index.get(key);
      if (!current) return false;
      this.collection.delete(current as never);
      this.#index.delete(key);
      markChanged({ table: this.name, op: 'remove', key });
      return true;
    });
  }

  clear(): void {
    this.collection.clear();
    this.#index.clear();
    markChanged({ table: this.name, op: 'clear' });
  }
}

type AnyTable = Table<z.ZodType<Record<string, unknown>>>;

/** Every table, in creation order (for reset and the state file). */
export const tables: AnyTable[] = [];

/**
 * One change of the store, as it happened: an insert (a new record, or one that replaces the
 * record with its key and moves to the end), an update in place, a removal, or a table emptied.
 * The state file commits these to its SQLite file (../persistence/).
 */
export type StoreChange =
  | { table: string; op: 'insert' | 'update'; key: Key; record: Record<string, unknown> }
  | { table: string; op: 'remove'; key: Key }
  | { table: string; op: 'clear' };

const changeListeners = new Set<(change: StoreChange) => void>();
function markChanged(change: StoreChange): void {
  for (const listener of changeListeners) listener(change);
}
/** Calls `listener` with every change, synchronously, as it is made. */
export function onStoreChange(listener: (change: StoreChange) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
