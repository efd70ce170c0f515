import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { probeDiskFlush } from './disk-flush-probe';

describe('probeDiskFlush', () => {
  const folder = mkdtempSync(join(tmpdir(), 'flush-probe-test-'));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('times commits flushed in the folder, ordered p50 ≤ p99 ≤ worst, and leaves no file', async () => {
    const probe = await probeDiskFlush(folder, 0.1);
    expect(probe.flushes).toBeGreaterThan(1);
    expect(probe.p50).toBeGreaterThanOrEqual(0);
    expect(probe.p50).toBeLessThanOrEqual(probe.p99);
    expect(probe.p99).toBeLessThanOrEqual(probe.max);
    expect(readdirSync(folder)).toEqual([]);
  });
});
