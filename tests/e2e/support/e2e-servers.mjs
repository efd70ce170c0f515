// The e2e run's servers (playwright.config.ts): every worker's mock and preview, started at once
// and watched until each answers, then "e2e servers ready" on stdout, which Playwright's webServer
// waits for. Playwright starts the entries of a `webServer` list one after another, each once the
// one before answers: six servers took 15-16 s on two cores before the first test; started
// together, they are ready in the time of the slowest.
//
// E2E_SERVERS: a JSON list of { name, command, url, env }. A server's output is passed on with
// its name before each line (stderr on stderr, stdout on stdout). Nothing may answer at a server's
// URL before it starts: a server left over from another run would serve this one's tests. A server
// that exits, or one that does not answer within E2E_SERVERS_TIMEOUT_MS (240 s: a run that builds
// the app first), fails the run with its name and its last output.
//
// Each server runs in a process group of its own (its shell and whatever the shell starts: a
// command joined with `&&` keeps its shell as the parent of its node process), and is stopped as
// a group: on this script's own failure, and on SIGTERM or SIGINT, which Playwright sends at the
// end of the run (`gracefulShutdown` in playwright.config.ts). It waits for them to exit, so their
// ports are free when Playwright goes on.
import { spawn } from 'node:child_process';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const timeoutMs = Number(process.env.E2E_SERVERS_TIMEOUT_MS ?? 240_000);
/** The servers started: { server, child, ready, tail }. */
const started = [];
let stopping = false;

/** Whether something answers at `url` (any HTTP status). */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to every server's process group (the group outlives its shell). */
function signalAll(signal) {
  for (const { child } of started) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // that group is gone
    }
  }
}

/** Stops every server's group and waits for their shells to exit (5 s, then SIGKILL). */
async function stopAll() {
  stopping = true;
  const running = started.filter(
    ({ child }) => child.exitCode === null && child.signalCode === null,
  );
  signalAll('SIGTERM');
  const exited = running.map(({ child }) => new Promise((resolve) => child.once('exit', resolve)));
  const late = new Promise((resolve) => setTimeout(() => resolve('late'), 5_000).unref());
  if ((await Promise.race([Promise.all(exited), late])) === 'late') signalAll('SIGKILL');
}

async function fail(message) {
  if (stopping) return;
  process.stderr.write(`[e2e servers] ${message}\n`);
  await stopAll();
  process.exit(1);
}

/** Passes `stream`'s lines on to `out`, each after `[name]`; keeps the last ones for an error. */
function relay(stream, out, name, tail) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      out.write(`[${name}] ${line}\n`);
      tail.push(line);
      if (tail.length > 20) tail.shift();
    }
  });
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    if (stopping) return;
    await stopAll();
    process.exit(0);
  });
}
// Exiting another way (an uncaught error): the groups are told to stop, with no time to wait.
process.on('exit', () => signalAll('SIGTERM'));

const taken = await Promise.all(servers.map((server) => answers(server.url)));
const busy = servers.filter((_, i) => taken[i]);
if (busy.length > 0)
  await fail(
    `already in use: ${busy.map((s) => `${s.name} (${s.url})`).join(', ')}. Stop what is running there, or move the run with E2E_APP_PORT and MOCK_PORT.`,
  );

for (const server of servers) {
  const child = spawn(server.command, {
    shell: true,
    // A process group of its own, stopped as one (above).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...server.env },
  });
  const entry = { server, child, ready: false, tail: [] };
  started.push(entry);
  relay(child.stdout, process.stdout, server.name, entry.tail);
  relay(child.stderr, process.stderr, server.name, entry.tail);
  child.on('exit', (code, signal) => {
    void fail(
      `${server.name} exited (${code ?? signal}) ${entry.ready ? 'during the run' : 'before it answered'}: ${server.command}\n${entry.tail.join('\n')}`,
    );
  });
}

const deadline = Date.now() + timeoutMs;
while (started.some((entry) => !entry.ready)) {
  if (Date.now() > deadline) {
    const late = started.filter((entry) => !entry.ready);
    await fail(
      `no answer within ${timeoutMs / 1000} s from ${late.map((e) => `${e.server.name} (${e.server.url})`).join(', ')}\n${late.map((e) => e.tail.join('\n')).join('\n')}`,
    );
  }
  await Promise.all(
    started.map(async (entry) => {
      if (!entry.ready) entry.ready = await answers(entry.server.url);
    }),
  );
  if (started.some((entry) => !entry.ready))
    await new Promise((resolve) => setTimeout(resolve, 100));
}
process.stdout.write(`e2e servers ready: ${servers.map((s) => s.name).join(', ')}\n`);
// Serves until Playwright stops the run (SIGTERM).
setInterval(() => {}, 1 << 30);
