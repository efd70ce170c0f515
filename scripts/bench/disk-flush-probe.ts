// How long the disk under a folder takes to flush a small append (write + fdatasync), as the
// state file's journal does before every answer: p50, p99 and the worst of a few seconds of
// appends. On a virtual disk the worst can reach hundreds of milliseconds, and every request that
// waits for the journal then waits that long, whatever the server's load.
import { closeSync, fdatasyncSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from './load';

export type FlushProbe = { flushes: number; p50: number; p99: number; max: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Appends 2 KB and flushes it every 5 ms for `seconds` in `folder`; the flush times in ms. */
export async function probeDiskFlush(folder: string, seconds: number): Promise<FlushProbe> {
  const path = join(folder, `flush-probe-${process.pid}.bin`);
  const fd = openSync(path, 'a');
  const times: number[] = [];
  const line = Buffer.alloc(2048, 'x');
  try {
    for (const end = performance.now() + seconds * 1000; performance.now() < end;) {
      const started = performance.now();
      writeSync(fd, line);
      fdatasyncSync(fd);
      times.push(performance.now() - started);
      await sleep(5);
    }
  } finally {
    closeSync(fd);
    rmSync(path, { force: true });
  }
  times.sort((a, b) => a - b);
  return {
    flushes: times.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times[times.length - 1] ?? NaN,
  };
}
