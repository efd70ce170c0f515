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
// the app first), fails the run with its name and its last output. The servers run in this
// process's group, which Playwright stops as a whole after the run (as it stopped each server
// before); SIGTERM or SIGINT, or an error here, stops them too.
import { spawn } from 'node:child_process';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const timeoutMs = Number(process.env.E2E_SERVERS_TIMEOUT_MS ?? 240_000);
const children = [];

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

function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
  }
}

function fail(message) {
  process.stderr.write(`[e2e servers] ${message}\n`);
  stopAll();
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
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}
process.on('exit', stopAll);

const taken = await Promise.all(servers.map((server) => answers(server.url)));
const busy = servers.filter((_, i) => taken[i]);
if (busy.length > 0)
  fail(
    `already in use: ${busy.map((s) => `${s.name} (${s.url})`).join(', ')}. Stop what is running there, or move the run with E2E_APP_PORT and MOCK_PORT.`,
  );

const state = servers.map((server) => {
  const child = spawn(server.command, {
    // In this process's group, which Playwright stops as a whole at the end of the run.
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...server.env },
  });
  children.push(child);
  const tail = [];
  relay(child.stdout, process.stdout, server.name, tail);
  relay(child.stderr, process.stderr, server.name, tail);
  const entry = { server, ready: false, tail };
  child.on('exit', (code, signal) => {
    fail(
      `${server.name} exited (${code ?? signal}) ${entry.ready ? 'during the run' : 'before it answered'}: ${server.command}\n${tail.join('\n')}`,
    );
  });
  return entry;
});

const deadline = Date.now() + timeoutMs;
while (state.some((entry) => !entry.ready)) {
  if (Date.now() > deadline) {
    const late = state.filter((entry) => !entry.ready);
    fail(
      `no answer within ${timeoutMs / 1000} s from ${late.map((e) => `${e.server.name} (${e.server.url})`).join(', ')}\n${late.map((e) => e.tail.join('\n')).join('\n')}`,
    );
  }
  await Promise.all(
    state.map(async (entry) => {
      if (!entry.ready) entry.ready = await answers(entry.server.url);
    }),
  );
  if (state.some((entry) => !entry.ready)) await new Promise((resolve) => setTimeout(resolve, 100));
}
process.stdout.write(`e2e servers ready: ${servers.map((s) => s.name).join(', ')}\n`);
// Serves until Playwright stops the run (SIGTERM, or its process group killed).
setInterval(() => {}, 1 << 30);
