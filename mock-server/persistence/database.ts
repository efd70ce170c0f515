import type * as Sqlite from 'node:sqlite';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { StateFileError } from './snapshot';

// The SQLite file of a state file: one table holding every record of the store as JSON, in the
// store's order. Node's built-in node:sqlite, with these settings:
//
// - journal_mode=WAL: a commit appends the changed pages to `<file>-wal`; a crash at any moment
//   leaves the last commit whole or absent, and the next open recovers from the WAL.
// - synchronous=FULL: every commit flushes the WAL to the disk before it returns, so a change is
//   durable across a power cut, not only a kill -9 (NORMAL would flush at checkpoints only, and a
//   power cut could take back the last commits, answered already).
// - locking_mode=EXCLUSIVE: the first transaction keeps its lock until the file is closed, so a
//   second mock on the same file stops at start instead of both writing (the WAL index lives in
//   the process's memory then: no `-shm` file).

/** The layout this code reads and writes (PRAGMA user_version; 0: a new, empty file). */
export const SCHEMA_VERSION = 1;

/** How long opening waits for another process to let go of the file (a previous mock stopping). */
const BUSY_TIMEOUT_MS = 2000;

/**
 * Opens (or creates) the SQLite file at `path` with the settings above. node:sqlite is loaded
 * here only, when a state file is used: the mock without one runs on Node versions without it.
 */
export async function openDatabase(path: string): Promise<DatabaseSync> {
  let sqlite: typeof Sqlite;
  try {
    sqlite = await import('node:sqlite');
  } catch {
    throw new StateFileError(
      `a state file needs node:sqlite (Node 22.13 or later); this is Node ${process.version}`,
    );
  }
  let db: DatabaseSync | undefined;
  try {
    db = new sqlite.DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    const { journal_mode: mode } = db.prepare('PRAGMA journal_mode = WAL').get() as {
      journal_mode: string;
    };
    if (mode !== 'wal') throw new Error(`the file system refused WAL mode (${mode})`);
    db.exec('PRAGMA synchronous = FULL');
    return db;
  } catch (error) {
    db?.close();
    throw new StateFileError(`state file ${path} cannot be opened: ${reasonOf(error)}`);
  }
}

/** What SQLite said, in words a log can hold ("database is locked" names the usual cause). */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /database is locked/.test(message)
    ? `${message}: another process has it open (one mock per state file)`
    : message;
}

/** Creates the records table in a new file (inside the caller's transaction). */
export function createSchema(db: DatabaseSync): void {
  // position: the store's order (an insert over an existing key moves the record to the end, as
  // the store does; AUTOINCREMENT never reuses a number). STRICT keeps `key` as it was bound:
  // the text '5' and the number 5 stay two keys.
  db.exec(`
    CREATE TABLE records (
      position INTEGER PRIMARY KEY AUTOINCREMENT,
      table_name TEXT NOT NULL,
      key ANY NOT NULL,
      record TEXT NOT NULL,
      UNIQUE (table_name, key)
    ) STRICT;
    PRAGMA user_version = ${SCHEMA_VERSION};
  `);
}

/** The statements that mirror the store's changes in the records table. */
export type RecordStatements = {
  /** A new record, or one replacing the record with its key: at the end of the order. */
  insert: StatementSync;
  /** A record changed in place: its position kept. */
  update: StatementSync;
  remove: StatementSync;
  clear: StatementSync;
  /** Every record, in the store's order. */
  all: StatementSync;
};

export function recordStatements(db: DatabaseSync): RecordStatements {
  return {
    insert: db.prepare('INSERT OR REPLACE INTO records (table_name, key, record) VALUES (?, ?, ?)'),
    update: db.prepare('UPDATE records SET record = ? WHERE table_name = ? AND key = ?'),
    remove: db.prepare('DELETE FROM records WHERE table_name = ? AND key = ?'),
    clear: db.prepare('DELETE FROM records WHERE table_name = ?'),
    all: db.prepare('SELECT table_name, record FROM records ORDER BY position'),
  };
}
