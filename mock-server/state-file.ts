import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { onStoreChange, tables } from './db/table';
import { reserveIds } from './runtime/ids';

/** A corrupt or unreadable state file: reported at start, never silently replaced. */
export class StateFileError extends Error {}

type Snapshot = { version: 1; savedAt: string; tables: Record<string, unknown[]> };

export function snapshotStore(): Snapshot {
  const data: Record<string, unknown[]> = {};
  for (const table of tables) data[table.name] = table.all().map((r) => ({ ...r }));
  return { version: 1, savedAt: new Date().toISOString(), tables: data };
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

function readSnapshot(path: string): Snapshot {
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
  return snapshot as Snapshot;
}

/** Writes the snapshot next to the file and renames it over, so a crash never leaves half a file. */
export function writeStateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(snapshotStore()));
  renameSync(temporary, path);
}

/** Restores the store from `path` when it exists, then saves every change to it (debounced). */
export async function attachStateFile(path: string, debounceMs = 200): Promise<() => void> {
  if (existsSync(path)) {
    try {
      await restoreStore(readSnapshot(path));
    } catch (error) {
      if (error instanceof StateFileError) throw error;
      throw new StateFileError(
        `state file ${path} holds records that do not fit the store: ${(error as Error).message}`,
      );
    }
  } else {
    writeStateFile(path);
  }
  let timer: NodeJS.Timeout | undefined;
  const stop = onStoreChange(() => {
    clearTimeout(timer);
    timer = setTimeout(() => writeStateFile(path), debounceMs);
  });
  const flush = () => {
    clearTimeout(timer);
    writeStateFile(path);
  };
  process.once('beforeExit', flush);
  process.once('SIGINT', () => {
    flush();
    process.exit(0);
  });
  process.once('SIGTERM', () => {
    flush();
    process.exit(0);
  });
  return stop;
}
