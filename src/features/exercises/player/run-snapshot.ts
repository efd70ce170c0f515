// A run in progress is kept in the tab's session storage, so a reload of the page comes back to
// the same step of the same session (logId) with what was answered so far and the call on its
// way. One snapshot per screen, exercise and assignment; the screen says what it keeps and checks
// what it reads back (./use-run-core.ts); this module only names and stores it, through
// src/lib/services/storage.ts (which never throws: full or refused storage means no snapshot).
import { sessionItem } from '../../../lib/services/storage';

/**
 * The snapshot's name (kept in session storage as `eigo.<name>`). `screen` names whose state it
 * is ('exerciseRun': the question player, 'chatRun': the chat's conversation), so a state is only
 * ever read back by its own screen.
 */
export const runSnapshotKey = (
  exerciseUuid: string,
  assignmentId: number | null,
  screen = 'exerciseRun',
) => `${screen}.${exerciseUuid}.${assignmentId ?? '-'}`;

/** Any JSON the screen keeps: its restore() checks the shape. */
const snapshotItem = (key: string) => sessionItem<unknown>(key, (value) => value, null);

/** The state kept under `key`, null when there is none (or it cannot be read). */
export function readRunSnapshot(key: string): unknown {
  return snapshotItem(key).read();
}

/** Keeps `kept` under `key`; null removes the snapshot (the run is not under way). */
export function writeRunSnapshot(key: string, kept: unknown): void {
  if (kept === null || kept === undefined) snapshotItem(key).clear();
  else snapshotItem(key).write(kept);
}
