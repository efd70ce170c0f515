import { open, rename, unlink } from 'node:fs/promises';
import { closeSync, fsyncSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// Files that survive a crash or a power cut: written, flushed to the disk (fsync), and their
// names made durable by flushing the folder that holds them.

/** An append-only file the journal writes to. */
export type AppendFile = {
  write(data: Buffer): Promise<void>;
  /** fdatasync: the data (and the size that reaches it) is on the disk when this resolves. */
  datasync(): Promise<void>;
  close(): Promise<void>;
};

/** What the journal needs from the file system (a test can watch the order of the calls). */
export type JournalFiles = {
  openAppend(path: string): Promise<AppendFile>;
  /** Flushes a folder, so that a file created or renamed in it keeps its name after a crash. */
  syncFolder(path: string): Promise<void>;
};

/** Folders cannot be opened on every platform (Windows): there, renames are as durable as it gets. */
const NOT_A_FILE_TO_SYNC = new Set(['EISDIR', 'EPERM', 'EACCES', 'EINVAL', 'EBADF']);

async function syncFolder(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
    await handle.sync();
  } catch (error) {
    if (!NOT_A_FILE_TO_SYNC.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

export const nodeJournalFiles: JournalFiles = {
  async openAppend(path) {
    const handle = await open(path, 'a');
    return {
      async write(data) {
        let written = 0;
        while (written < data.length) {
          const { bytesWritten } = await handle.write(data, written, data.length - written);
          written += bytesWritten;
        }
      },
      datasync: () => handle.datasync(),
      close: () => handle.close(),
    };
  },
  syncFolder,
};

/** Where a file is written before it is renamed over `path`. */
export const temporaryPathOf = (path: string) => `${path}.${process.pid}.tmp`;

/**
 * Replaces `path` with `text` so that a crash at any moment leaves either the old file or the
 * new one, whole: a temporary file written and flushed, renamed over, the folder flushed.
 */
export async function replaceFileDurably(path: string, text: string): Promise<void> {
  const temporary = temporaryPathOf(path);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  await syncFolder(dirname(path));
}

/** The same, synchronously (the first snapshot, before the server listens). */
export function replaceFileDurablySync(path: string, text: string): void {
  const temporary = temporaryPathOf(path);
  const fd = openSync(temporary, 'w');
  try {
    writeFileSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  syncFolderSync(dirname(path));
}

function syncFolderSync(path: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    fsyncSync(fd);
  } catch (error) {
    if (!NOT_A_FILE_TO_SYNC.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
