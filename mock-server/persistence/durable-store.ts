import {
  closeSync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { onStoreChange } from '../db/table';
import {
  nodeJournalFiles,
  replaceFileDurably,
  replaceFileDurablySync,
  type JournalFiles,
} from './files';
import { decodeJournal, JournalDamagedError, type JournalEntry } from './journal';
import { JournalWriter } from './journal-writer';
import {
  applyJournal,
  readSnapshot,
  restoreStore,
  snapshotText,
  StateFileError,
  type Snapshot,
} from './snapshot';

// The state file of a demo environment, durable: a snapshot of the whole store (the state file
// itself, JSON) and, beside it, journal files of the changes made since (`<file>.journal.<n>`).
//
// - Every change is appended to the journal as it is made; an answer leaves the server only once
//   every change made before it is flushed to the disk (server.ts awaits `whenDurable`).
// - At start the snapshot is read and the journals from its generation on are replayed. A torn
//   last entry (a crash in the middle of a write, never acknowledged) is dropped and cut off;
//   anything else unreadable stops the start with a message, as a damaged snapshot does.
// - In the background, once the journal has grown, the store is compacted: the snapshot is taken
//   and the journal moves on to the next generation in the same instant; the snapshot is written
//   to a temporary file, flushed, renamed over the state file and the folder flushed; then the
//   older journals are deleted. A crash at any step leaves a snapshot and the journals after it.

/** A journal this large (and at least twice the snapshot) is compacted into a new snapshot. */
export const DEFAULT_COMPACT_BYTES = 8 * 1024 * 1024;
/** After a failed compaction (a full disk), the next attempt waits this long. */
const COMPACTION_RETRY_MS = 30_000;

export type DurableStoreOptions = {
  /**
   * Compact once the journal holds this many bytes (MOCK_JOURNAL_COMPACT_BYTES; default: 8 MB
   * and twice the snapshot).
   */
  compactBytes?: number | undefined;
  files?: JournalFiles;
  log?: (message: string) => void;
};

export type DurableStoreStatus = {
  stateFile: string;
  writable: boolean;
  journal: { generation: number; bytes: number };
  error?: string;
};

/** The state file's name, as it starts a pattern of the files beside it. */
const namePattern = (path: string) => basename(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const journalPattern = (path: string) => new RegExp(`^${namePattern(path)}\\.journal\\.(\\d+)$`);

export const journalPathOf = (path: string, generation: number) => `${path}.journal.${generation}`;

/** The journal files beside the state file, oldest first. */
function listJournals(path: string): { generation: number; path: string }[] {
  const pattern = journalPattern(path);
  return readdirSync(dirname(path))
    .flatMap((name) => {
      const match = pattern.exec(name);
      return match ? [{ generation: Number(match[1]), path: join(dirname(path), name) }] : [];
    })
    .sort((a, b) => a.generation - b.generation);
}

/** Whether process `pid` is still running (a signal 0 reaches it, or it is someone else's). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what a process killed mid-write left beside the state file: its temporary file
 * (files.ts temporaryPathOf, `<state>.<pid>.tmp`), written but never renamed over the state, so
 * never part of it. A running process's own is left alone.
 */
function removeLeftoverTemporaries(path: string): void {
  const pattern = new RegExp(`^${namePattern(path)}\\.(\\d+)\\.tmp$`);
  for (const name of readdirSync(dirname(path))) {
    const pid = Number(pattern.exec(name)?.[1] ?? NaN);
    if (Number.isNaN(pid) || pid === process.pid || processAlive(pid)) continue;
    try {
      unlinkSync(join(dirname(path), name));
    } catch {
      // Gone already, or not ours to remove: it is not read either way.
    }
  }
}

export class DurableStore {
  #writer: JournalWriter;
  #snapshotBytes: number;
  /** The generation the snapshot on the disk names (the first journal replayed over it). */
  #snapshotGeneration: number;
  #compacting: Promise<void> | undefined;
  #retryCompactionAt = 0;
  #closed = false;
  #stopListening: () => void;

  constructor(
    readonly path: string,
    start: {
      generation: number;
      entries: number;
      bytes: number;
      snapshotBytes: number;
      snapshotGeneration: number;
    },
    private readonly options: DurableStoreOptions,
  ) {
    this.#snapshotBytes = start.snapshotBytes;
    this.#snapshotGeneration = start.snapshotGeneration;
    this.#writer = new JournalWriter(
      options.files ?? nodeJournalFiles,
      (generation) => journalPathOf(path, generation),
      start,
      () => this.#compactWhenDue(),
    );
    this.#stopListening = onStoreChange((change) => this.#writer.append(change));
  }

  /** See JournalWriter.whenDurable: undefined when nothing is waiting to reach the disk. */
  whenDurable(): Promise<void> | undefined {
    return this.#writer.whenDurable();
  }

  get writable(): boolean {
    return !this.#closed && this.#writer.failure === null;
  }

  status(): DurableStoreStatus {
    const failure = this.#writer.failure;
    return {
      stateFile: this.path,
      writable: this.writable,
      journal: { generation: this.#writer.generation, bytes: this.#writer.bytes },
      ...(failure ? { error: failure.message } : {}),
    };
  }

  /** Writes a new snapshot and starts the next journal (one at a time). */
  compact(): Promise<void> {
    this.#compacting ??= this.#compactNow().finally(() => {
      this.#compacting = undefined;
    });
    return this.#compacting;
  }

  /** Flushes the journal, writes a last snapshot (unless told not to) and stops recording. */
  async close({ compact = true }: { compact?: boolean } = {}): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#compacting?.catch(() => undefined);
    // Nothing changed since the snapshot: it is the last snapshot already.
    const unchanged =
      this.#snapshotGeneration === this.#writer.generation && this.#writer.bytes === 0;
    if (compact && !unchanged && this.#writer.failure === null) {
      await this.compact().catch((error: Error) =>
        this.#log(
          `could not write the last snapshot (${error.message}); the journal keeps every change`,
        ),
      );
    }
    this.#stopListening();
    await this.#writer.close();
  }

  async #compactNow(): Promise<void> {
    const generation = this.#writer.generation + 1;
    // In one synchronous step: the store as it is now, and every later change in the next journal.
    const text = snapshotText(generation);
    const before = this.#writer.rotate(generation);
    await this.#writer.durableUpTo(before);
    await replaceFileDurably(this.path, text);
    this.#snapshotBytes = text.length;
    this.#snapshotGeneration = generation;
    for (const journal of listJournals(this.path)) {
      if (journal.generation < generation) await unlink(journal.path).catch(() => undefined);
    }
  }

  #compactWhenDue(): void {
    if (this.#closed || this.#compacting || this.#writer.failure) return;
    const threshold =
      this.options.compactBytes ?? Math.max(DEFAULT_COMPACT_BYTES, 2 * this.#snapshotBytes);
    if (this.#writer.bytes < threshold || Date.now() < this.#retryCompactionAt) return;
    this.compact().catch((error: Error) => {
      this.#retryCompactionAt = Date.now() + COMPACTION_RETRY_MS;
      this.#log(
        `could not compact the journal into ${this.path} (${error.message}); retrying later`,
      );
    });
  }

  #log(message: string): void {
    (this.options.log ?? ((m: string) => console.warn(`[mock] ${m}`)))(message);
  }
}

/**
 * Restores the store from the state file at `path` and its journal (or, when there is no state
 * file, keeps the seeded store and writes it as the first snapshot), then records every change.
 * Throws StateFileError when the state file or a journal cannot be read.
 */
export async function openDurableStore(
  path: string,
  options: DurableStoreOptions = {},
): Promise<DurableStore> {
  const log = options.log ?? ((m: string) => console.warn(`[mock] ${m}`));
  const fromEnv = Number(process.env.MOCK_JOURNAL_COMPACT_BYTES);
  if (options.compactBytes === undefined && fromEnv > 0)
    options = { ...options, compactBytes: fromEnv };
  mkdirSync(dirname(path), { recursive: true });
  removeLeftoverTemporaries(path);
  const journals = listJournals(path);

  if (!existsSync(path)) {
    // A fresh start from the seed. Journals without their snapshot are what is left when the
    // state file was deleted to start again: they belong to the old state and go with it.
    for (const journal of journals) unlinkSync(journal.path);
    const text = snapshotText(0);
    replaceFileDurablySync(path, text);
    return new DurableStore(
      path,
      { generation: 0, entries: 0, bytes: 0, snapshotBytes: text.length, snapshotGeneration: 0 },
      options,
    );
  }

  const snapshot = readSnapshot(path);
  const from = snapshot.journal ?? 0;
  const replayed = journals.filter((journal) => journal.generation >= from);
  const decoded = replayed.map((journal) => {
    try {
      return { ...journal, ...decodeJournal(readFileSync(journal.path), journal.path) };
    } catch (error) {
      if (error instanceof JournalDamagedError) throw new StateFileError(error.message);
      throw error;
    }
  });
  // Only the last write can be torn: a later journal with entries means the damage is not a crash's.
  decoded.forEach((journal, index) => {
    if (journal.torn && decoded.slice(index + 1).some((later) => later.entries.length > 0)) {
      throw new StateFileError(
        `journal ${journal.path} is damaged at byte ${journal.torn.offset} (${journal.torn.reason}) and a later journal has entries; it is not the torn end of a crash. Move the journals away to start from the snapshot alone (the changes they hold are lost) or restore them from a backup`,
      );
    }
  });

  const entries: JournalEntry[] = decoded.flatMap((journal) => journal.entries);
  const restored: Snapshot = { ...snapshot, tables: applyJournal(snapshot.tables, entries) };
  try {
    await restoreStore(restored);
  } catch (error) {
    const where = entries.length ? `state file ${path} with its journal` : `state file ${path}`;
    throw new StateFileError(
      `${where} holds records that do not fit the store: ${(error as Error).message}`,
    );
  }

  for (const journal of decoded) {
    if (!journal.torn) continue;
    // Cut the torn tail off, so that the next entry follows the last whole one.
    const fd = openSync(journal.path, 'r+');
    try {
      ftruncateSync(fd, journal.validBytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    log(
      `dropped the torn end of ${journal.path} (${journal.torn.bytes} bytes: ${journal.torn.reason}), a write a crash cut short; it had not been acknowledged`,
    );
  }
  // Journals older than the snapshot: a crash came between its rename and their deletion.
  for (const journal of journals) if (journal.generation < from) unlinkSync(journal.path);

  const last = decoded.at(-1);
  return new DurableStore(
    path,
    {
      generation: last?.generation ?? from,
      entries: last?.entries.length ?? 0,
      bytes: last?.validBytes ?? 0,
      snapshotBytes: statSync(path).size,
      snapshotGeneration: from,
    },
    options,
  );
}
