// What the browser benchmarks (bench:inp, bench:web) share: free ports, the built app and the mock
// backend started as child processes (each in its own process group, stopped whole), a command run
// to its end, waiting for a server to answer, Debian's Chromium, and the end of a benchmark (its
// servers stopped and its clean-ups run on a crash, at the deadline and on Ctrl+C).
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

/** A failure the benchmark explains itself: printed as its message, without a stack. */
export class BenchFailure extends Error {}

/** Spawns a command in its own process group (npx → tsx → node), keeping the end of its output. */
function launch(command: string, env: Record<string, string>, cwd?: string) {
  const child = spawn(command, {
    shell: '/bin/sh',
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    cwd,
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  children.push(child);
  return { child, log: () => log };
}

/** Starts a server, which can be stopped whole; in `cwd` when given (another checkout). */
export function start(
  name: string,
  command: string,
  env: Record<string, string>,
  cwd?: string,
): ChildProcess {
  const { child, log } = launch(command, env, cwd);
  child.on('exit', (code) => {
    if (code && code !== 0 && !stopping) console.error(`[${name}] exited with ${code}:\n${log()}`);
  });
  return child;
}

/** Runs a command to its end; a non-zero exit rejects with the end of its output. */
export function run(
  name: string,
  command: string,
  env: Record<string, string>,
  cwd?: string,
): Promise<void> {
  const { child, log } = launch(command, env, cwd);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BenchFailure(`${name} failed (${signal ?? `exit ${code}`}):\n${log()}`));
    });
  });
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

const cleanUps: (() => void)[] = [];

/** Something to undo when the benchmark ends, however it ends (after its servers are stopped). */
export function atEnd(cleanUp: () => void) {
  cleanUps.push(cleanUp);
}

/** Stops every server, then runs the clean-ups, last registered first; each runs once. */
function finish() {
  stopAll();
  for (const cleanUp of cleanUps.splice(0).reverse()) {
    try {
      cleanUp();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }
}

/**
 * Runs a benchmark's main: every server it started is stopped and every clean-up run at the end,
 * after a crash, at the deadline or on Ctrl+C, and the process exits non-zero only when it
 * crashed, ran out of time or was interrupted.
 */
export async function runBench(name: string, deadlineMs: number, main: () => Promise<void>) {
  const deadline = setTimeout(() => {
    console.error(`${name} did not finish within ${deadlineMs / 60_000} minutes`);
    finish();
    process.exit(1);
  }, deadlineMs);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${name} interrupted (${signal})`);
      finish();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  let failed = false;
  try {
    await main();
  } catch (error) {
    failed = true;
    if (error instanceof BenchFailure) console.error(`\n${name}: ${error.message}`);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    clearTimeout(deadline);
    finish();
  }
  process.exit(failed ? 1 : 0);
}
