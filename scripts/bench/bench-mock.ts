// `npm run bench:mock`: throughput and latency of the mock backend for getCourse and
// postLiveState at 32 concurrent keep-alive connections on loopback, next to a bare express route
// answering the same JSON (the reference), and how long the mock takes to answer after launch.
// It prints figures; goals: ≥ 50 % of the reference's requests per second, p99 < 15 ms, first
// answer < 1 s after launch.
import { spawn, type ChildProcess } from 'node:child_process';
import { runLoad, type LoadResult } from './load';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MOCK_PORT = 4510;
const REF_PORT = 4511;
const APP_KEY = 'bench';

function start(command: string, args: string[]): ChildProcess {
  return spawn(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MOCK_NOW: '2026-11-22T00:00:00Z' },
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(`http://127.0.0.1:${MOCK_PORT}/api/v1${path}`, {
    ...init,
    headers: { 'X-App-Key': APP_KEY, 'Content-Type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

function row(name: string, r: LoadResult, reference?: LoadResult) {
  const share = reference
    ? `${((r.rps / reference.rps) * 100).toFixed(0)} % of reference`
    : 'reference';
  console.log(
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   errors ${r.errors}   (${share})`,
  );
}

const tsx = 'node_modules/.bin/tsx';
const launched = performance.now();
// The mock runs from its bundle (npm run mock:bundle), as `npm run mock` and `npm start` run it.
const mock = start(process.execPath, ['build/mock-server/main.mjs', '--port', String(MOCK_PORT)]);
let reference: ChildProcess | undefined;
try {
  await waitFor(`http://127.0.0.1:${MOCK_PORT}/build-info.json`, 15000);
  const startupMs = performance.now() - launched;

  const { authToken } = (await call('/auth/individual/', {
    method: 'POST',
    body: JSON.stringify({ email: 'hana@sakura.example', password: 'sakura2026' }),
  })) as { authToken: string };
  const aliases = (await call('/user/aliases/', {
    headers: { Authorization: `Token ${authToken}` },
  })) as { uuid: string; orgName: string }[];
  const alias = aliases.find((a) => a.orgName.startsWith('Sakura'))!.uuid;
  const auth = {
    'X-App-Key': APP_KEY,
    Authorization: `Token ${authToken}`,
    'X-Alias-Uuid': alias,
    'Accept-Language': 'ja',
  };
  const bookmarked = (await call('/courses/recommended/', { headers: auth })) as { uuid: string }[];
  const courseUuid = bookmarked[0]!.uuid;
  const course = await call(`/courses/${courseUuid}/`, { headers: auth });
  const session = (await call('/__mock/live/sessions/', {
    method: 'POST',
    body: JSON.stringify({
      groupName: '2-A',
      startsAt: '2026-11-21T23:00:00Z',
      endsAt: '2026-11-22T03:00:00Z',
    }),
  })) as { id: number };
  const liveBody = JSON.stringify({
    currentSessionId: session.id,
    deviceId: '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f',
  });

  reference = start(tsx, [
    'scripts/bench/reference-server.ts',
    String(REF_PORT),
    JSON.stringify(course),
  ]);
  await waitFor(`http://127.0.0.1:${REF_PORT}/`, 15000);

  const json = { ...auth, 'Content-Type': 'application/json' };
  // A short warm-up of each path so the JIT has settled before measuring.
  for (const port of [REF_PORT, MOCK_PORT])
    await runLoad(
      { port, method: 'GET', path: `/api/v1/courses/${courseUuid}/`, headers: auth },
      8,
      1,
    );

  console.log(
    `\nmock backend benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n`,
  );
  console.log(`mock first answer after launch: ${startupMs.toFixed(0)} ms (goal < 1000 ms)\n`);
  const refGet = await runLoad(
    { port: REF_PORT, method: 'GET', path: `/api/v1/courses/${courseUuid}/`, headers: auth },
    CONNECTIONS,
    SECONDS,
  );
  row('reference express (getCourse JSON)', refGet);
  const getCourse = await runLoad(
    { port: MOCK_PORT, method: 'GET', path: `/api/v1/courses/${courseUuid}/`, headers: auth },
    CONNECTIONS,
    SECONDS,
  );
  row('mock getCourse', getCourse, refGet);
  const refPost = await runLoad(
    { port: REF_PORT, method: 'POST', path: '/api/v1/live/state/', headers: json, body: liveBody },
    CONNECTIONS,
    SECONDS,
  );
  row('reference express (live state)', refPost);
  const live = await runLoad(
    { port: MOCK_PORT, method: 'POST', path: '/api/v1/live/state/', headers: json, body: liveBody },
    CONNECTIONS,
    SECONDS,
  );
  row('mock postLiveState', live, refPost);

  const verdict = (r: LoadResult, ref: LoadResult) =>
    r.rps >= ref.rps / 2 && r.p99 < 15 && r.errors === 0 ? 'meets the goal' : 'MISSES the goal';
  console.log(
    `\ngetCourse ${verdict(getCourse, refGet)}; postLiveState ${verdict(live, refPost)}; start-up ${startupMs < 1000 ? 'meets the goal' : 'MISSES the goal'}`,
  );
} finally {
  mock.kill();
  reference?.kill();
}
