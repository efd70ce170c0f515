import { describe, expect, it } from 'vitest';
import type { StoreChange } from '../db/table';
import type { AppendFile, JournalFiles } from './files';
import { decodeJournal, encodeEntry, JournalDamagedError } from './journal';
import { JournalWriter } from './journal-writer';

const changes: StoreChange[] = [
  { table: 'bookmarks', op: 'insert', key: 'a:b', record: { aliasUuid: 'a', courseUuid: 'b' } },
  { table: 'exerciseLogs', op: 'update', key: 7, record: { logId: 7, answers: ['はい\n'] } },
  { table: 'bookmarks', op: 'remove', key: 'a:b' },
  { table: 'tokens', op: 'clear' },
];
const journalOf = (list: StoreChange[]) =>
  Buffer.from(list.map((change, i) => encodeEntry(i + 1, change)).join(''), 'utf8');

describe('the journal format', () => {
  it('reads back every kind of change, in order', () => {
    const { entries, torn, validBytes } = decodeJournal(journalOf(changes), 'j');
    expect(torn).toBeNull();
    expect(validBytes).toBe(journalOf(changes).length);
    expect(entries).toEqual([
      { seq: 1, op: 'insert', table: 'bookmarks', record: { aliasUuid: 'a', courseUuid: 'b' } },
      { seq: 2, op: 'update', table: 'exerciseLogs', record: { logId: 7, answers: ['はい\n'] } },
      { seq: 3, op: 'remove', table: 'bookmarks', key: 'a:b' },
      { seq: 4, op: 'clear', table: 'tokens' },
    ]);
  });

  it('drops a last entry cut short at any byte, keeping every whole entry before it', () => {
    const whole = journalOf(changes.slice(0, 3));
    const last = Buffer.from(encodeEntry(4, changes[3]!), 'utf8');
    for (let cut = 1; cut < last.length; cut += 1) {
      const content = Buffer.concat([whole, last.subarray(0, cut)]);
      const decoded = decodeJournal(content, 'j');
      expect(decoded.entries).toHaveLength(3);
      expect(decoded.validBytes).toBe(whole.length);
      expect(decoded.torn).toMatchObject({ offset: whole.length, bytes: cut });
    }
  });

  it('drops a torn group of entries: garbled bytes, zeros the disk never wrote', () => {
    const whole = journalOf(changes.slice(0, 2));
    const garbled = Buffer.from(encodeEntry(3, changes[2]!).replace('bookmarks', 'bookmarkz'));
    for (const tail of [
      garbled,
      Buffer.alloc(300),
      Buffer.concat([garbled, Buffer.from(encodeEntry(4, changes[3]!)).subarray(0, 9)]),
    ]) {
      const decoded = decodeJournal(Buffer.concat([whole, tail]), 'j');
      expect(decoded.entries).toHaveLength(2);
      expect(decoded.torn?.offset).toBe(whole.length);
    }
  });

  it('refuses damage with valid entries after it: not the torn end of a crash', () => {
    const lines = changes.map((change, i) => encodeEntry(i + 1, change));
    lines[1] = lines[1]!.replace('logId', 'logIt');
    expect(() => decodeJournal(Buffer.from(lines.join('')), 'the-journal')).toThrow(
      JournalDamagedError,
    );
    expect(() => decodeJournal(Buffer.from(lines.join('')), 'the-journal')).toThrow(
      /journal the-journal is damaged at byte \d+ \(entry 2: checksum mismatch\) with valid entries after it/,
    );
  });

  it('refuses an entry written whole but wrong (its number out of order)', () => {
    const content = Buffer.from(encodeEntry(1, changes[0]!) + encodeEntry(3, changes[1]!));
    expect(() => decodeJournal(content, 'j')).toThrow(/entry 2: numbered 3 where 2 was due/);
  });
});

type Event = string;

/** Files in memory that log every write, flush and folder sync, each settling a tick later. */
function recordingFiles(options: { failDatasync?: boolean } = {}) {
  const events: Event[] = [];
  const contents = new Map<string, string>();
  const later = () => new Promise<void>((resolve) => setTimeout(resolve, 1));
  const files: JournalFiles = {
    async openAppend(path) {
      events.push(`open ${path}`);
      contents.set(path, contents.get(path) ?? '');
      const file: AppendFile = {
        async write(data) {
          await later();
          contents.set(path, contents.get(path)! + data.toString('utf8'));
          events.push(`write ${path} ${data.toString('utf8').split('\n').length - 1}`);
        },
        async datasync() {
          await later();
          if (options.failDatasync) throw new Error('EIO: i/o error, fdatasync');
          events.push(`datasync ${path}`);
        },
        async close() {
          events.push(`close ${path}`);
        },
      };
      return file;
    },
    async syncFolder(path) {
      events.push(`sync folder ${path}`);
    },
  };
  return { files, events, contents };
}

const bookmark = (n: number): StoreChange => ({
  table: 'bookmarks',
  op: 'insert',
  key: `k${n}`,
  record: { n },
});

describe('the journal writer', () => {
  it('settles an answer only after its change is written and flushed (fdatasync)', async () => {
    const { files, events } = recordingFiles();
    const writer = new JournalWriter(files, (g) => `/d/j.${g}`, {
      generation: 0,
      entries: 0,
      bytes: 0,
    });
    expect(writer.whenDurable()).toBeUndefined();
    writer.append(bookmark(1));
    const durable = writer.whenDurable();
    expect(durable).toBeInstanceOf(Promise);
    await durable;
    events.push('answered');
    expect(events).toEqual([
      'open /d/j.0',
      'sync folder /d',
      'write /d/j.0 1',
      'datasync /d/j.0',
      'answered',
    ]);
    expect(writer.whenDurable()).toBeUndefined();
  });

  it('flushes 32 concurrent changes in a few groups, each answer after its own flush', async () => {
    const { files, events, contents } = recordingFiles();
    const writer = new JournalWriter(files, (g) => `/d/j.${g}`, {
      generation: 0,
      entries: 0,
      bytes: 0,
    });
    const answered: number[] = [];
    await Promise.all(
      Array.from({ length: 32 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i % 4));
        writer.append(bookmark(i));
        const flushesBefore = events.filter((e) => e.startsWith('datasync')).length;
        await writer.whenDurable();
        // Settled by a flush that began after this change was appended.
        expect(events.filter((e) => e.startsWith('datasync')).length).toBeGreaterThan(
          flushesBefore,
        );
        answered.push(i);
      }),
    );
    expect(answered).toHaveLength(32);
    const flushes = events.filter((e) => e.startsWith('datasync')).length;
    expect(flushes).toBeLessThan(32);
    expect(decodeJournal(Buffer.from(contents.get('/d/j.0')!), 'j').entries).toHaveLength(32);
  });

  it('continues the numbering of an existing journal and starts at 1 in the next one', async () => {
    const { files, contents } = recordingFiles();
    contents.set('/d/j.3', encodeEntry(1, bookmark(0)) + encodeEntry(2, bookmark(1)));
    const writer = new JournalWriter(files, (g) => `/d/j.${g}`, {
      generation: 3,
      entries: 2,
      bytes: contents.get('/d/j.3')!.length,
    });
    writer.append(bookmark(2));
    const before = writer.rotate(4);
    writer.append(bookmark(3));
    await writer.durableUpTo(before);
    await writer.whenDurable();
    expect(decodeJournal(Buffer.from(contents.get('/d/j.3')!), 'j').entries).toHaveLength(3);
    expect(decodeJournal(Buffer.from(contents.get('/d/j.4')!), 'j').entries).toEqual([
      { seq: 1, op: 'insert', table: 'bookmarks', record: { n: 3 } },
    ]);
  });

  it('fails every waiting answer, and every later one, when a flush fails', async () => {
    const { files } = recordingFiles({ failDatasync: true });
    const writer = new JournalWriter(files, (g) => `/d/j.${g}`, {
      generation: 0,
      entries: 0,
      bytes: 0,
    });
    writer.append(bookmark(1));
    await expect(writer.whenDurable()).rejects.toThrow(
      'the change could not be saved to the journal (EIO: i/o error, fdatasync)',
    );
    expect(writer.failure).not.toBeNull();
    await expect(writer.whenDurable()).rejects.toThrow(/could not be saved/);
  });
});
