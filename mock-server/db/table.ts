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
  readonly #groupings: Grouping<z.output<S>>[] = [];

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

  /**
   * A look-up of this table's records by another value than their key (a user's e-mail, the
   * alias of a run), kept as the table changes, so the calls a lesson makes on every request find
   * their records without scanning the table. Each group keeps the table's order.
   */
  groupBy(valueOf: (record: z.output<S>) => Key): Grouping<z.output<S>> {
    const grouping = new Grouping(valueOf);
    for (const record of this.all()) grouping.add(this.keyOf(record), record);
    this.#groupings.push(grouping);
    return grouping;
  }

  /** Inserts a record (validated by the schema); replaces an existing one with the same key. */
  async insert(values: z.input<S>): Promise<z.output<S>> {
    return withLock(`table:${this.name}`, async () => {
      const record = (await this.collection.create(values as never)) as z.output<S>;
      const key = this.keyOf(record);
      const existing = this.#index.get(key);
      if (existing) this.collection.delete(existing as never);
      this.#index.set(key, record);
      for (const grouping of this.#groupings) {
        if (existing) grouping.delete(key, existing);
        grouping.add(key, record);
      }
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
        for (const grouping of this.#groupings) grouping.replace(key, current, next);
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
      for (const grouping of this.#groupings) grouping.delete(key, current);
      markChanged({ table: this.name, op: 'remove', key });
      return true;
    });
  }

  clear(): void {
    this.collection.clear();
    this.#index.clear();
    for (const grouping of this.#groupings) grouping.clear();
    markChanged({ table: this.name, op: 'clear' });
  }
}

/** A table's records grouped by a value (Table.groupBy). */
export class Grouping<R> {
  readonly #groups = new Map<Key, Map<Key, R>>();

  constructor(readonly valueOf: (record: R) => Key) {}

  /** The records with this value, in the table's order. */
  get(value: Key): R[] {
    const group = this.#groups.get(value);
    return group ? [...group.values()] : [];
  }

  /** The first record with this value (for a value that names one record, like an e-mail). */
  first(value: Key): R | undefined {
    return this.#groups.get(value)?.values().next().value;
  }

  add(key: Key, record: R): void {
    const value = this.valueOf(record);
    let group = this.#groups.get(value);
    if (!group) this.#groups.set(value, (group = new Map()));
    group.set(key, record);
  }

  /** An update: in its place when the value stays, else moved to its new group's end. */
  replace(key: Key, previous: R, next: R): void {
    const value = this.valueOf(previous);
    const group = this.#groups.get(value);
    if (group && value === this.valueOf(next)) group.set(key, next);
    else {
      this.delete(key, previous);
      this.add(key, next);
    }
  }

  delete(key: Key, record: R): void {
    const value = this.valueOf(record);
    const group = this.#groups.get(value);
    group?.delete(key);
    if (group?.size === 0) this.#groups.delete(value);
  }

  clear(): void {
    this.#groups.clear();
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
