// What the browser benchmarks (bench:inp, bench:web) share: free ports, the built app and the mock
// backend started as child processes (each in its own process group, stopped whole), waiting for
// a server to answer, and Debian's Chromium.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const children: ChildProcess[] = [];

/** Starts a command in its own process group (npx → tsx → node), so it can be stopped whole. */
export function start(name: string, command: string, env: Record<string, string>): ChildProcess {
  const child = spawn(command, {
    shell: '/bin/sh',
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (code && code !== 0 && !stopping) console.error(`[${name}] exited with ${code}:\n${log}`);
  });
  children.push(child);
  return child;
}

let stopping = false;
export function stopAll() {
  stopping = true;
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export async function waitFor(url: string, timeoutMs: number, child: ChildProcess) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' })
      .toString()
      .trim();
  } catch {
    throw new Error('No Chromium found: install Debian chromium or set CHROMIUM_PATH');
  }
}

/**
 * Runs a benchmark's main: every server it started is stopped at the end, after a crash or at
 * the deadline, and the process exits non-zero only when it crashed or ran out of time.
 */
export async function runBench(name: string, deadlineMs: number, main: () => Promise<void>) {
  const deadline = setTimeout(() => {
    console.error(`${name} did not finish within ${deadlineMs / 60_000} minutes`);
    stopAll();
    process.exit(1);
  }, deadlineMs);
  let failed = false;
  try {
    await main();
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    clearTimeout(deadline);
    stopAll();
  }
  process.exit(failed ? 1 : 0);
}
