import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { onStoreChange, tables, type StoreChange } from '../db/table';
import { resetStore } from '../seed/index';
import {
  createSchema,
  openDatabase,
  reasonOf,
  recordStatements,
  SCHEMA_VERSION,
  type RecordStatements,
} from './database';
import { readLegacyState } from './legacy-json';
import { restoreStore, StateFileError } from './snapshot';

// The state file of a demo environment: the store kept in a SQLite file (./database.ts), every
// change committed before any answer that could have seen it leaves the server.
//
// - The store stays in memory; the file mirrors it. Every change of a table is recorded the
//   moment it is made (its record as JSON, as it is then) and committed with the others made in
//   the same turn of the event loop: one transaction, one flush of the WAL for all of them
//   (group commit). server.ts awaits `whenDurable` before it answers.
// - The commit is synchronous (node:sqlite has no other API): while the WAL is flushed, the
//   event loop waits. One flush serves every request of that turn, so it costs little in
//   throughput, but a disk that stalls stalls the answers to reads too.
// - At start the file is read into the store. A new file gets the store of the JSON state file
//   the mock wrote before SQLite (imported once, ./legacy-json.ts), else the seed: in one
//   transaction, so a crash during it leaves a file the next start fills again.

/** The SQLite file of the state file at `stateFile`: a `.json` name becomes `.sqlite`. */
export function databasePathOf(stateFile: string): string {
  return stateFile.endsWith('.sqlite') ? stateFile : `${stateFile.replace(/\.json$/, '')}.sqlite`;
}

export type StateStoreOptions = { log?: (message: string) => void };

export type StateStoreStatus = {
  /** The SQLite file. */
  stateFile: string;
  writable: boolean;
  /** Changes and transactions committed since the start. */
  saved: { changes: number; commits: number };
  error?: string;
};

/** One change as it will be committed: an insert's or update's record encoded when it was made. */
type Pending =
  | { op: 'insert' | 'update'; table: string; key: string | number; json: string }
  | { op: 'remove'; table: string; key: string | number }
  | { op: 'clear'; table: string };

function pendingOf(change: StoreChange): Pending {
  if (change.op === 'remove' || change.op === 'clear') return change;
  return {
    op: change.op,
    table: change.table,
    key: change.key,
    json: JSON.stringify(change.record),
  };
}

/** A promise and its settling functions: the next commit, as the answers waiting for it see it. */
type Commit = { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void };

function nextCommit(): Commit {
  let settle: Pick<Commit, 'resolve' | 'reject'> | undefined;
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle! };
}

export class StateStore {
  readonly #db: DatabaseSync;
  readonly #statements: RecordStatements;
  #pending: Pending[] = [];
  /** Settles when the pending changes are committed (made when someone waits for them). */
  #nextCommit: Commit | undefined;
  #scheduled = false;
  #failure: Error | null = null;
  #closed = false;
  #saved = { changes: 0, commits: 0 };
  readonly #stopListening: () => void;

  constructor(
    readonly path: string,
    db: DatabaseSync,
  ) {
    this.#db = db;
    this.#statements = recordStatements(db);
    this.#stopListening = onStoreChange((change) => this.#record(change));
  }

  /**
   * Settles once every change made so far is committed; undefined when nothing is waiting (the
   * answer to a read leaves at once). Rejects once a commit has failed: the store holds changes
   * the file does not, so nothing more is acknowledged.
   */
  whenDurable(): Promise<void> | undefined {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#pending.length === 0) return undefined;
    this.#nextCommit ??= nextCommit();
    return this.#nextCommit.promise;
  }

  get writable(): boolean {
    return !this.#closed && this.#failure === null;
  }

  status(): StateStoreStatus {
    return {
      stateFile: this.path,
      writable: this.writable,
      saved: { ...this.#saved },
      ...(this.#failure ? { error: this.#failure.message } : {}),
    };
  }

  /** Commits what is pending and closes the file (its WAL checkpointed into it and removed). */
  close(): void {
    if (this.#closed) return;
    this.#stopListening();
    this.#commit();
    this.#closed = true;
    this.#db.close();
    if (this.#failure) throw this.#failure;
  }

  #record(change: StoreChange): void {
    if (this.#failure) return;
    this.#pending.push(pendingOf(change));
    // A change no answer waits for (a timer's) is committed in the same turn all the same.
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#commit();
    });
  }

  #commit(): void {
    if (this.#pending.length === 0 || this.#failure || this.#closed) return;
    const batch = this.#pending;
    const waiting = this.#nextCommit;
    this.#pending = [];
    this.#nextCommit = undefined;
    try {
      this.#db.exec('BEGIN');
      for (const change of batch) this.#apply(change);
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#rollBack();
      this.#failure = new Error(
        `the change could not be saved to the state file ${this.path} (${reasonOf(error)})`,
      );
      waiting?.reject(this.#failure);
      return;
    }
    this.#saved.changes += batch.length;
    this.#saved.commits += 1;
    waiting?.resolve();
  }

  #rollBack(): void {
    try {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
    } catch {
      // The failure is recorded already; nothing is committed after it.
    }
  }

  #apply(change: Pending): void {
    const { insert, update, remove, clear } = this.#statements;
    if (change.op === 'insert') insert.run(change.table, change.key, change.json);
    else if (change.op === 'update') update.run(change.json, change.table, change.key);
    else if (change.op === 'remove') remove.run(change.table, change.key);
    else clear.run(change.table);
  }
}

/** Reads every record of an initialised file into the store. */
async function loadStore(db: DatabaseSync): Promise<void> {
  const records: Record<string, unknown[]> = {};
  for (const row of recordStatements(db).all.iterate() as Iterable<{
    table_name: string;
    record: string;
  }>) {
    let record: unknown;
    try {
      record = JSON.parse(row.record);
    } catch {
      throw new StateFileError(`a record of ${row.table_name} is not JSON`);
    }
    (records[row.table_name] ??= []).push(record);
  }
  await restoreStore({ tables: records });
}

/** Writes the whole store into a new file (inside the caller's transaction). */
function writeStore(db: DatabaseSync): void {
  createSchema(db);
  const { insert } = recordStatements(db);
  for (const table of tables) {
    for (const record of table.all())
      insert.run(table.name, table.keyOf(record), JSON.stringify(record));
  }
}

/** Fills a new file: from the JSON state file when there is one, else from the seed. */
async function initialise(db: DatabaseSync, legacyPath: string | undefined) {
  if (db.prepare('SELECT count(*) AS n FROM sqlite_schema').get()?.n !== 0)
    throw new StateFileError('it holds the tables of something else: not a mock state file');
  const legacy = legacyPath ? readLegacyState(legacyPath) : undefined;
  if (legacy) await restoreStore(legacy).catch((error: Error) => fail(legacyPath!, error));
  else await resetStore();
  writeStore(db);
  return legacy;
}

/** Throws StateFileError naming `file`, unless the error names its file already. */
function fail(file: string, error: unknown): never {
  if (error instanceof StateFileError && /^(state file|journal) /.test(error.message)) throw error;
  throw new StateFileError(`state file ${file}: ${reasonOf(error)}`);
}

/**
 * Opens the state file configured as `stateFile` (its SQLite file: databasePathOf) and loads it
 * into the store, or creates it (see above); from then on every change is committed to it.
 * Rejects with StateFileError when it cannot be read, leaving every file as it was.
 */
export async function openStateStore(
  stateFile: string,
  options: StateStoreOptions = {},
): Promise<StateStore> {
  const log = options.log ?? ((m: string) => console.warn(`[mock] ${m}`));
  const path = databasePathOf(stateFile);
  const legacyPath = path !== stateFile && existsSync(stateFile) ? stateFile : undefined;
  mkdirSync(dirname(path), { recursive: true });
  const created = !existsSync(path);
  /** A file this start made and could not fill goes again: the next start makes it anew. */
  const removeCreated = () => {
    if (created) for (const suffix of ['', '-wal']) rmSync(path + suffix, { force: true });
  };
  const db = await openDatabase(path).catch((error: unknown) => {
    removeCreated();
    throw error;
  });
  let legacy;
  try {
    // EXCLUSIVE: a second process stops here (./database.ts, locking_mode).
    db.exec('BEGIN EXCLUSIVE');
    const version = db.prepare('PRAGMA user_version').get()?.user_version;
    if (version === SCHEMA_VERSION) await loadStore(db);
    else if (version === 0) legacy = await initialise(db, legacyPath);
    else throw new StateFileError(`its layout (${String(version)}) is not one this mock reads`);
    db.exec('COMMIT');
  } catch (error) {
    db.close(); // rolls the transaction back
    removeCreated();
    fail(path, error);
  }
  if (legacy) {
    // Kept, renamed: the old files are read no more, and a deleted SQLite file starts afresh.
    for (const file of legacy.files) renameSync(file, `${file}.imported`);
    const torn = legacy.torn
      ? ` (dropped the torn end of ${legacy.torn}: a write a crash cut short, never acknowledged)`
      : '';
    log(`imported ${stateFile} into ${path}${torn}; the old files are kept as *.imported`);
  } else if (legacyPath) {
    log(`${legacyPath} is not read: the state is in ${path}`);
  }
  return new StateStore(path, db);
}
