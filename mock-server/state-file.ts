import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { replaceFileDurablySync } from './persistence/files';
import {
  openDurableStore,
  type DurableStore,
  type DurableStoreOptions,
} from './persistence/durable-store';
import { snapshotText } from './persistence/snapshot';

// The state file of a demo environment (`--state-file` / MOCK_STATE_FILE): a JSON snapshot of
// the store and the journal of the changes made since, every change on the disk before its
// answer leaves. The parts live in ./persistence/.

export {
  StateFileError,
  readSnapshot,
  restoreStore,
  snapshotStore,
  type Snapshot,
} from './persistence/snapshot';

/** Writes the whole store as a snapshot: a temporary file, flushed, renamed over, so a crash never leaves half a file. */
export function writeStateFile(path: string, journal = 0): void {
  mkdirSync(dirname(path), { recursive: true });
  replaceFileDurablySync(path, snapshotText(journal));
}

/**
 * Restores the store from `path` (and its journal) when it exists, else writes the seeded store
 * there; from then on every change is journaled. Rejects with StateFileError when unreadable.
 */
export function attachStateFile(
  path: string,
  options: DurableStoreOptions = {},
): Promise<DurableStore> {
  return openDurableStore(path, options);
}
