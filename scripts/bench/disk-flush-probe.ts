// How long the disk under a folder takes to commit a small change to a SQLite file with the state
// file's settings (WAL, synchronous=FULL: the WAL flushed to the disk at every commit), as the
// mock does before every answer that follows a change: p50, p99 and the worst of a few seconds
// of commits. On a virtual disk the worst can reach hundreds of milliseconds, and every request
// that waits for a commit then waits that long, whatever the server's load; the commit is
// synchronous, so while it lasts the mock answers nothing, reads included.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  createSchema,
  openDatabase,
  recordStatements,
} from '../../mock-server/persistence/database';
import { percentile } from './load';

export type FlushProbe = { flushes: number; p50: number; p99: number; max: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Commits a 2 KB record every 5 ms for `seconds` in `folder`; the commit times in ms. */
export async function probeDiskFlush(folder: string, seconds: number): Promise<FlushProbe> {
  const path = join(folder, `flush-probe-${process.pid}.sqlite`);
  const db = await openDatabase(path);
  const times: number[] = [];
  const record = JSON.stringify({ text: 'x'.repeat(2048) });
  try {
    createSchema(db);
    const { insert } = recordStatements(db);
    for (let n = 0, end = performance.now() + seconds * 1000; performance.now() < end; n += 1) {
      const started = performance.now();
      db.exec('BEGIN');
      insert.run('probe', n % 20, record);
      db.exec('COMMIT');
      times.push(performance.now() - started);
      await sleep(5);
    }
  } finally {
    db.close();
    for (const suffix of ['', '-wal']) rmSync(path + suffix, { force: true });
  }
  times.sort((a, b) => a - b);
  return {
    flushes: times.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times[times.length - 1] ?? NaN,
  };
}
