import { dirname } from 'node:path';
import type { StoreChange } from '../db/table';
import type { AppendFile, JournalFiles } from './files';
import { encodeEntry } from './journal';

type Waiter = { upTo: number; resolve: () => void; reject: (error: Error) => void };
type Pending = { generation: number; line: string };

/**
 * Appends changes to the journal and flushes them in groups: every change is encoded the moment
 * it is made, and one write and one fdatasync carry all the changes made since the last flush
 * (group commit), so 32 concurrent writers cost one flush per round, not 32.
 *
 * Journal files are numbered by generation; `rotate` starts the next one (a compaction has just
 * captured a snapshot that holds everything before it).
 */
export class JournalWriter {
  #generation: number;
  /** The number the next entry of the current journal file gets. */
  #nextSeq: number;
  /** Bytes in the current journal file, written or pending. */
  #bytes: number;
  /** Changes appended since the store opened, and how many of them are on the disk. */
  #appended = 0;
  #durable = 0;
  #pending: Pending[] = [];
  #waiters: Waiter[] = [];
  #flushing = false;
  #scheduled = false;
  #failure: Error | null = null;
  #open = new Map<number, AppendFile>();

  constructor(
    private readonly files: JournalFiles,
    private readonly pathOf: (generation: number) => string,
    start: { generation: number; entries: number; bytes: number },
    /** Called after each flush (the store decides whether to compact). */
    private readonly afterFlush: () => void = () => undefined,
  ) {
    this.#generation = start.generation;
    this.#nextSeq = start.entries + 1;
    this.#bytes = start.bytes;
  }

  get generation(): number {
    return this.#generation;
  }

  /** Bytes in the current journal file. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Why the journal can no longer be written, once a write or a flush has failed. */
  get failure(): Error | null {
    return this.#failure;
  }

  /** Records a change (synchronously: the record is encoded as it is now). */
  append(change: StoreChange): void {
    const line = encodeEntry(this.#nextSeq, change);
    this.#nextSeq += 1;
    this.#bytes += Buffer.byteLength(line);
    this.#pending.push({ generation: this.#generation, line });
    this.#appended += 1;
    // A change no answer waits for (a timer, a socket) still reaches the disk soon.
    if (!this.#scheduled && !this.#flushing) {
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        this.#kick();
      });
    }
  }

  /**
   * Resolves once every change appended so far is on the disk; undefined when it already is (the
   * answer to a read leaves at once). Rejects when the journal cannot be written.
   */
  whenDurable(): Promise<void> | undefined {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#durable >= this.#appended) return undefined;
    const upTo = this.#appended;
    return new Promise<void>((resolve, reject) => {
      this.#waiters.push({ upTo, resolve, reject });
      this.#kick();
    });
  }

  /** Starts the next journal file; changes appended from now on go there. Returns the changes before it. */
  rotate(generation: number): number {
    this.#generation = generation;
    this.#nextSeq = 1;
    this.#bytes = 0;
    return this.#appended;
  }

  /** Resolves once the first `count` changes are on the disk. */
  async durableUpTo(count: number): Promise<void> {
    while (this.#durable < count) {
      if (this.#failure) throw this.#failure;
      await this.whenDurable();
    }
  }

  /** Flushes what is pending and closes the files. */
  async close(): Promise<void> {
    await this.whenDurable();
    for (const file of this.#open.values()) await file.close();
    this.#open.clear();
  }

  #kick(): void {
    if (this.#flushing || this.#failure) return;
    this.#flushing = true;
    void this.#flush().finally(() => {
      this.#flushing = false;
      // Changes made during the last flush with nobody waiting yet.
      if (this.#pending.length && !this.#failure) this.#kick();
      else this.afterFlush();
    });
  }

  async #flush(): Promise<void> {
    try {
      while (this.#pending.length) {
        const batch = this.#pending;
        const upTo = this.#appended;
        this.#pending = [];
        // At most two generations in one batch (a rotation happened since the last flush).
        let start = 0;
        while (start < batch.length) {
          const generation = batch[start]!.generation;
          let end = start;
          let text = '';
          while (end < batch.length && batch[end]!.generation === generation) {
            text += batch[end]!.line;
            end += 1;
          }
          const file = await this.#fileOf(generation);
          await file.write(Buffer.from(text, 'utf8'));
          await file.datasync();
          start = end;
        }
        this.#durable = upTo;
        while (this.#waiters.length && this.#waiters[0]!.upTo <= upTo)
          this.#waiters.shift()!.resolve();
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.#failure = new Error(`the change could not be saved to the journal (${reason})`);
      for (const waiter of this.#waiters.splice(0)) waiter.reject(this.#failure);
    }
  }

  async #fileOf(generation: number): Promise<AppendFile> {
    const existing = this.#open.get(generation);
    if (existing) return existing;
    // Older generations are complete: nothing is appended to them any more.
    for (const [older, file] of this.#open) {
      if (older < generation) {
        await file.close();
        this.#open.delete(older);
      }
    }
    const path = this.pathOf(generation);
    const file = await this.files.openAppend(path);
    // The new file's name must survive a crash too, before anything in it is acknowledged.
    await this.files.syncFolder(dirname(path));
    this.#open.set(generation, file);
    return file;
  }
}
