import { describe, expect, it } from 'vitest';
import { cpuTicksOf, processCpuMs } from './process-cpu';

describe('process CPU', () => {
  it('adds utime and stime of a stat line, whatever the process is named', () => {
    const rest = 'S 1 1 1 0 -1 4194560 6063 0 0 0 1234 56 0 0 20 0 11 0 4406 1 2';
    expect(cpuTicksOf(`4242 (node) ${rest}`)).toBe(1290);
    expect(cpuTicksOf(`4242 (a (b) c) ${rest}`)).toBe(1290);
  });

  it('reads this process’s own time, which only grows', () => {
    const before = processCpuMs(process.pid);
    let spin = 0;
    for (let i = 0; i < 5e7; i++) spin += i;
    expect(spin).toBeGreaterThan(0);
    expect(processCpuMs(process.pid)).toBeGreaterThan(before);
  });
});
