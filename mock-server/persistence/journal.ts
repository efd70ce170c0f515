import { crc32 } from 'node:zlib';
import type { StoreChange } from '../db/table';

// The journal of a state file: one line per change of the store, appended as the change is made
// and flushed (fdatasync) before any answer that could have seen it leaves the server.
//
//   <crc32 of the payload, 8 hex digits> <payload: JSON [seq, op, table, record | key | null]>\n
//
// seq counts the entries of one journal file from 1. A crash in the middle of a write leaves at
// most the last write incomplete: a last line without its newline, or lines whose checksum does
// not match, with nothing valid after them. That torn tail was never acknowledged (its flush had
// not finished), so it is dropped. A damaged entry with valid entries after it is not a torn
// write but a damaged file, and is reported rather than skipped.

export type JournalOp = StoreChange['op'];

/** One decoded entry: the change it records (an insert's or update's key is its record's). */
export type JournalEntry =
  | { seq: number; op: 'insert' | 'update'; table: string; record: Record<string, unknown> }
  | { seq: number; op: 'remove'; table: string; key: string | number }
  | { seq: number; op: 'clear'; table: string };

const OPS: readonly JournalOp[] = ['insert', 'update', 'remove', 'clear'];
const NEWLINE = 0x0a;

/** The line of one change, numbered `seq` in its journal file. */
export function encodeEntry(seq: number, change: StoreChange): string {
  const data =
    change.op === 'insert' || change.op === 'update'
      ? change.record
      : change.op === 'remove'
        ? change.key
        : null;
  const payload = JSON.stringify([seq, change.op, change.table, data]);
  return `${crc32(payload).toString(16).padStart(8, '0')} ${payload}\n`;
}

/** A journal that cannot be read: a damaged entry that is not the torn tail of a crash. */
export class JournalDamagedError extends Error {}

export type DecodedJournal = {
  entries: JournalEntry[];
  /** Bytes from the start up to the end of the last valid entry. */
  validBytes: number;
  /** The torn tail after the valid entries, when there is one. */
  torn: { offset: number; bytes: number; reason: string } | null;
};

/**
 * A line that is not a valid entry. `torn` when its bytes do not hold together (no checksum, a
 * checksum that does not match): what a write cut short leaves. A line whose checksum matches
 * but whose content is wrong was written whole, so it is damage, never a torn write.
 */
type Invalid = { invalid: string; torn: boolean };

function decodeLine(line: Buffer, expectedSeq: number): { entry: JournalEntry } | Invalid {
  if (line.length < 10 || line[8] !== 0x20) return { invalid: 'not a journal entry', torn: true };
  const checksum = line.subarray(0, 8).toString('latin1');
  if (!/^[0-9a-f]{8}$/.test(checksum)) return { invalid: 'no checksum', torn: true };
  const payload = line.subarray(9);
  if (crc32(payload) !== parseInt(checksum, 16))
    return { invalid: 'checksum mismatch', torn: true };
  const damaged = (why: string): Invalid => ({ invalid: why, torn: false });
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload.toString('utf8'));
  } catch {
    return damaged('its checksum matches but it is not JSON');
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return damaged('not a journal entry');
  const [seq, op, table, data] = parsed as [unknown, unknown, unknown, unknown];
  if (typeof table !== 'string' || !OPS.includes(op as JournalOp))
    return damaged('not a journal entry');
  if (seq !== expectedSeq) return damaged(`numbered ${String(seq)} where ${expectedSeq} was due`);
  switch (op as JournalOp) {
    case 'insert':
    case 'update':
      if (typeof data !== 'object' || data === null || Array.isArray(data))
        return damaged('a record that is not an object');
      return {
        entry: {
          seq,
          op: op as 'insert' | 'update',
          table,
          record: data as Record<string, unknown>,
        },
      };
    case 'remove':
      if (typeof data !== 'string' && typeof data !== 'number')
        return damaged('a key that is neither text nor a number');
      return { entry: { seq, op: 'remove', table, key: data } };
    case 'clear':
      return { entry: { seq, op: 'clear', table } };
  }
}

/**
 * The entries of a journal file, its torn tail (dropped) found and anything else damaged
 * reported. `name` names the file in messages.
 */
export function decodeJournal(content: Buffer, name: string): DecodedJournal {
  const entries: JournalEntry[] = [];
  let offset = 0;
  let validBytes = 0;
  let firstInvalid: { offset: number; reason: string } | null = null;
  const damaged = (at: number, reason: string, after: string) =>
    new JournalDamagedError(
      `journal ${name} is damaged at byte ${at} (entry ${entries.length + 1}: ${reason})${after}; it is not the torn end of a crash. Move it away to start from the snapshot alone (the changes it holds from that entry on are lost) or restore it from a backup`,
    );
  while (offset < content.length) {
    const end = content.indexOf(NEWLINE, offset);
    if (end === -1) {
      // A last line without its newline: the write that would have ended it never finished.
      firstInvalid ??= { offset, reason: 'an entry cut short' };
      break;
    }
    const line = decodeLine(content.subarray(offset, end), entries.length + 1);
    if ('entry' in line || !line.torn) {
      // A line written whole after a bad one: the bad one is no torn end.
      if (firstInvalid)
        throw damaged(firstInvalid.offset, firstInvalid.reason, ' with valid entries after it');
      if (!('entry' in line)) throw damaged(offset, line.invalid, '');
      entries.push(line.entry);
      validBytes = end + 1;
    } else {
      firstInvalid ??= { offset, reason: line.invalid };
    }
    offset = end + 1;
  }
  return {
    entries,
    validBytes,
    torn: firstInvalid
      ? {
          offset: firstInvalid.offset,
          bytes: content.length - validBytes,
          reason: firstInvalid.reason,
        }
      : null,
  };
}
