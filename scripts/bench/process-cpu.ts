// The CPU time a process has used, from Linux's /proc/<pid>/stat (user and system time), so that
// bench:class can tell how busy the server it started was (another process than its own).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** utime + stime, in clock ticks, of a /proc/<pid>/stat line (its name may hold spaces and parens). */
export function cpuTicksOf(stat: string): number {
  // The fields after the name: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

let ticksPerSecond: number | undefined;

/** The CPU time process `pid` has used so far, in ms. */
export function processCpuMs(pid: number): number {
  ticksPerSecond ??= Number(execSync('getconf CLK_TCK').toString().trim());
  return (cpuTicksOf(readFileSync(`/proc/${pid}/stat`, 'utf8')) * 1000) / ticksPerSecond;
}
