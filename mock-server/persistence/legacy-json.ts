import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { tables } from '../db/table';
import { StateFileError } from './snapshot';

// Reads the state files of the mock before SQLite, to import them once (./state-store.ts): a JSON
// snapshot of the store (the state file itself) and, beside it, journals of the changes made
// since, `<file>.journal.<n>`, one line per change:
//
//   <crc32 of the payload, 8 hex digits> <payload: JSON [seq, op, table, record | key | null]>\n
//
// The snapshot names the first journal it does not hold (`journal`, absent in files from before
// the journal: 0); the journals from there on are replayed over it. A kill in the middle of a
// write left at most the end of the newest journal torn (a line cut short or failing its
// checksum, never acknowledged): it is dropped. Any other damage stops the import.

type JournalEntry =
  | { op: 'insert' | 'update'; table: string; record: Record<string, unknown> }
  | { op: 'remove'; table: string; key: string | number }
  | { op: 'clear'; table: string };

export type LegacyState = {
  tables: Record<string, unknown[]>;
  /** The files of the old state: the snapshot and every journal beside it. */
  files: string[];
  /** The journal whose torn end was dropped, if any. */
  torn?: string;
};

/** A line that holds together (its checksum matches) but is no entry: damage, never a torn write. */
class DamagedEntry extends Error {}

/** The entry of one journal line; null when its bytes do not hold together (a torn write). */
function decodeLine(line: string, seq: number): JournalEntry | null {
  const match = /^([0-9a-f]{8}) (.*)$/s.exec(line);
  if (!match || crc32(match[2]!) !== parseInt(match[1]!, 16)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(match[2]!);
  } catch {
    throw new DamagedEntry('its checksum matches but it is not JSON');
  }
  const [n, op, table, data] = Array.isArray(parsed) ? parsed : [];
  if (n !== seq) throw new DamagedEntry(`numbered ${String(n)} where ${seq} was due`);
  if (typeof table !== 'string') throw new DamagedEntry('not a journal entry');
  if ((op === 'insert' || op === 'update') && typeof data === 'object' && data !== null)
    return { op, table, record: data as Record<string, unknown> };
  if (op === 'remove' && (typeof data === 'string' || typeof data === 'number'))
    return { op, table, key: data };
  if (op === 'clear') return { op, table };
  throw new DamagedEntry('not a journal entry');
}

/** The entries of one journal file, and whether its end is torn. */
function readJournal(path: string): { entries: JournalEntry[]; torn: boolean } {
  const lines = readFileSync(path, 'utf8').split('\n');
  // What follows the last newline: nothing, or a last line whose write never finished.
  const unfinished = lines.pop() !== '';
  const entries: JournalEntry[] = [];
  let torn = false;
  for (const line of lines) {
    const at = entries.length + 1;
    let entry: JournalEntry | null = null;
    let damage: string | undefined;
    try {
      entry = decodeLine(line, at);
    } catch (error) {
      damage = (error as Error).message;
    }
    if (entry === null && damage === undefined) torn = true;
    else if (torn)
      throw new StateFileError(
        `journal ${path} is damaged before entry ${at}, with whole entries after it: not the torn end of a crash`,
      );
    else if (entry) entries.push(entry);
    else throw new StateFileError(`journal ${path} is damaged at entry ${at} (${damage})`);
  }
  return { entries, torn: torn || unfinished };
}

/**
 * The tables of `snapshot` with the journal's changes applied in order, as the store applied
 * them: an insert replaces the record with its key and moves to the end, an update stays in
 * place, a removal drops it, a clear empties the table. Records are checked when restored.
 */
function applyJournal(
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
    if (entry.op === 'insert') {
      const key = keyOf(entry.table, entry.record);
      records.delete(key);
      records.set(key, entry.record);
    } else if (entry.op === 'update') records.set(keyOf(entry.table, entry.record), entry.record);
    else if (entry.op === 'remove') records.delete(entry.key);
    else records.clear();
  }
  const result = { ...snapshot };
  for (const [name, records] of changed) result[name] = [...records.values()];
  return result;
}

/** The journals beside the snapshot at `path`, oldest first. */
function journalsOf(path: string): { file: string; generation: number }[] {
  const prefix = `${basename(path)}.journal.`;
  return readdirSync(dirname(path))
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => ({
      file: join(dirname(path), name),
      generation: Number(name.slice(prefix.length)),
    }))
    .sort((a, b) => a.generation - b.generation);
}

/** The store held by the JSON state file at `path` and its journals. Throws StateFileError. */
export function readLegacyState(path: string): LegacyState {
  let snapshot: { version?: unknown; journal?: unknown; tables?: unknown };
  try {
    snapshot = JSON.parse(readFileSync(path, 'utf8')) as typeof snapshot;
  } catch (error) {
    throw new StateFileError(
      `state file ${path} is not valid JSON (${(error as Error).message}); move it away or fix it`,
    );
  }
  if (snapshot?.version !== 1 || typeof snapshot.tables !== 'object' || snapshot.tables === null)
    throw new StateFileError(`state file ${path} is not a mock state file (version 1 with tables)`);
  const from = snapshot.journal ?? 0;
  if (typeof from !== 'number' || !Number.isSafeInteger(from) || from < 0)
    throw new StateFileError(`state file ${path} names no valid journal (${String(from)})`);

  const all = journalsOf(path);
  // Journals older than the snapshot: a crash came between its rename and their deletion.
  const journals = all
    .filter((journal) => journal.generation >= from)
    .map(({ file }) => ({ file, ...readJournal(file) }));
  // Only the last write can be torn: a later journal with entries means the damage is not a crash's.
  const torn = journals.find((journal) => journal.torn);
  if (torn && journals.slice(journals.indexOf(torn) + 1).some((later) => later.entries.length))
    throw new StateFileError(
      `journal ${torn.file} is damaged at its end and a later journal has entries: not the torn end of a crash`,
    );
  return {
    tables: applyJournal(
      snapshot.tables as Record<string, unknown[]>,
      journals.flatMap((journal) => journal.entries),
    ),
    files: [path, ...all.map((journal) => journal.file)],
    ...(torn ? { torn: torn.file } : {}),
  };
}
