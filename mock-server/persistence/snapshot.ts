import { tables } from '../db/table';
import { reserveIds } from '../runtime/ids';

// The whole store as plain records, table by table, and back: what a state file is loaded into,
// whatever its format (./state-store.ts, ./legacy-json.ts), and what tests copy and restore.

/** A corrupt or unreadable state file: reported at start, never silently replaced. */
export class StateFileError extends Error {}

/** The records of every table, in the store's order. */
export type Snapshot = {
  version: 1;
  savedAt: string;
  tables: Record<string, unknown[]>;
};

export function snapshotStore(): Snapshot {
  const data: Record<string, unknown[]> = {};
  for (const table of tables) data[table.name] = table.all().map((r) => ({ ...r }));
  return { version: 1, savedAt: new Date().toISOString(), tables: data };
}

/**
 * Replaces the whole store with `snapshot`'s records, each checked against its table's schema
 * (StateFileError on the first that does not fit). Tables the snapshot lacks are left empty;
 * tables this version of the mock no longer has are ignored.
 */
export async function restoreStore(snapshot: Pick<Snapshot, 'tables'>): Promise<void> {
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
