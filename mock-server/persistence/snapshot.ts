import { readFileSync } from 'node:fs';
import { tables } from '../db/table';
import { reserveIds } from '../runtime/ids';
import type { JournalEntry } from './journal';

/** A corrupt or unreadable state file: reported at start, never silently replaced. */
export class StateFileError extends Error {}

/**
 * The snapshot of the whole store. `journal` is the generation of the first journal file that
 * holds changes made after it (absent in files written before the journal existed: 0).
 */
export type Snapshot = {
  version: 1;
  savedAt: string;
  journal?: number;
  tables: Record<string, unknown[]>;
};

export function snapshotStore(): Snapshot {
  const data: Record<string, unknown[]> = {};
  for (const table of tables) data[table.name] = table.all().map((r) => ({ ...r }));
  return { version: 1, savedAt: new Date().toISOString(), tables: data };
}

/** The snapshot as the text of the state file, taken synchronously (nothing changes meanwhile). */
export function snapshotText(journal: number): string {
  const data: Record<string, readonly unknown[]> = {};
  for (const table of tables) data[table.name] = table.all();
  return JSON.stringify({ version: 1, savedAt: new Date().toISOString(), journal, tables: data });
}

export async function restoreStore(snapshot: Snapshot): Promise<void> {
  for (const table of tables) table.clear();
  let maxId = 0;
  for (const table of tables) {
    for (const record of snapshot.tables[table.name] ?? []) {
      const checked = table.schema.safeParse(record);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new StateFileError(
          `a record of ${table.name} does not fit the store (${issue?.path.join('.') || 'record'}: ${issue?.message})`,
        );
      }
      await table.insert(checked.data as never);
      const key = table.keyOf(record as never);
      if (typeof key === 'number' && key > maxId) maxId = key;
    }
  }
  reserveIds(maxId);
}

export function readSnapshot(path: string): Snapshot {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new StateFileError(
      `state file ${path} is not valid JSON (${(error as Error).message}); move it away or fix it`,
    );
  }
  const snapshot = parsed as Partial<Snapshot>;
  if (snapshot?.version !== 1 || typeof snapshot.tables !== 'object' || snapshot.tables === null) {
    throw new StateFileError(`state file ${path} is not a mock state file (version 1 with tables)`);
  }
  if (
    snapshot.journal !== undefined &&
    (!Number.isSafeInteger(snapshot.journal) || snapshot.journal < 0)
  ) {
    throw new StateFileError(
      `state file ${path} names no valid journal (${String(snapshot.journal)})`,
    );
  }
  return snapshot as Snapshot;
}

/**
 * The tables of `snapshot` with the journal's changes applied in order, as the store applied
 * them: an insert replaces the record with its key and moves to the end, an update stays in
 * place, a removal drops it, a clear empties the table. Records are checked when restored.
 */
export function applyJournal(
  snapshot: Record<string, unknown[]>,
  entries: readonly JournalEntry[],
): Record<string, unknown[]> {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const changed = new Map<string, Map<unknown, unknown>>();
  // A record without a key (a damaged file) is kept apart, to fail its check when restored.
  const keyOf = (name: string, record: unknown): unknown => {
    if (typeof record !== 'object' || record === null) return Symbol('no key');
    return byName.get(name)!.keyOf(record as never) ?? Symbol('no key');
  };
  const recordsOf = (name: string) => {
    let records = changed.get(name);
    if (!records) {
      records = new Map();
      for (const record of snapshot[name] ?? []) records.set(keyOf(name, record), record);
      changed.set(name, records);
    }
    return records;
  };
  for (const entry of entries) {
    // A table this version of the mock no longer has, as a snapshot's unknown tables are ignored.
    if (!byName.has(entry.table)) continue;
    const records = recordsOf(entry.table);
    switch (entry.op) {
      case 'insert': {
        const key = keyOf(entry.table, entry.record);
        records.delete(key);
        records.set(key, entry.record);
        break;
      }
      case 'update':
        records.set(keyOf(entry.table, entry.record), entry.record);
        break;
      case 'remove':
        records.delete(entry.key);
        break;
      case 'clear':
        records.clear();
        break;
    }
  }
  const result = { ...snapshot };
  for (const [name, records] of changed) result[name] = [...records.values()];
  return result;
}
