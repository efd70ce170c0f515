// `npm run bench:mock`: throughput and latency of the mock backend for getCourse and
// postLiveState at 32 concurrent keep-alive connections on loopback, next to a bare express route
// answering the same JSON (the reference), and how long the mock takes to answer after launch.
// Then the same mock with a state file (every change committed to its SQLite file, WAL flushed,
// before the answer): getCourse again, and two write loads, each with and without the state
// file: bookmarks toggled (PUT/DELETE, every request a change) and exercise answers logged (a new
// session every 40); then the state file's size, and the first answer after a restart over it.
// It prints figures; goals: ≥ 50 % of the reference's requests per second, p99 < 15 ms, reads
// p99 ≤ 10 ms with the state file too, first answer < 1 s after launch.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentCatalogue } from '../../mock-server/seed/content';
import { COURSE, EXERCISE, EXERCISE_CATALOGUE } from '../../mock-server/seed/content-catalogue';
import { runLoad, runScenario, type LoadResult, type LoadTarget } from './load';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MOCK_PORT = 4510;
const REF_PORT = 4511;
const DURABLE_PORT = 4512;
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

async function call(
  port: number,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    ...init,
    headers: { 'X-App-Key': APP_KEY, 'Content-Type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

function row(name: string, r: LoadResult, reference?: LoadResult | 'reference') {
  const share =
    reference === 'reference'
      ? '(reference)'
      : reference
        ? `(${((r.rps / reference.rps) * 100).toFixed(0)} % of reference)`
        : '';
  console.log(
    `${name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   errors ${r.errors}   ${share}`,
  );
}

type Headers = Record<string, string>;

/** Signs in and answers the headers that act for each alias of the account. */
async function aliasesOf(
  port: number,
  email: string,
  password: string,
): Promise<{ orgName: string; headers: Headers }[]> {
  const { authToken } = (await call(port, '/auth/individual/', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  })) as { authToken: string };
  const aliases = (await call(port, '/user/aliases/', {
    headers: { Authorization: `Token ${authToken}` },
  })) as { uuid: string; orgName: string }[];
  return aliases.map((alias) => ({
    orgName: alias.orgName,
    headers: {
      'X-App-Key': APP_KEY,
      Authorization: `Token ${authToken}`,
      'X-Alias-Uuid': alias.uuid,
      'Accept-Language': 'ja',
      'Content-Type': 'application/json',
    },
  }));
}

/** hana acting for Sakura Junior High School. */
async function hanaAtSakura(port: number): Promise<Headers> {
  const aliases = await aliasesOf(port, 'hana@sakura.example', 'sakura2026');
  return aliases.find((alias) => alias.orgName.startsWith('Sakura'))!.headers;
}

const typing = EXERCISE_CATALOGUE.schoolLifeTyping;
const EXERCISE_PATH = `/api/v1/exercises/${COURSE[typing.course]}/${typing.type}/${EXERCISE.schoolLifeTyping}`;
const PROBLEMS = contentCatalogue()
  .exercises.find((e) => e.uuid === EXERCISE.schoolLifeTyping)!
  .problems.filter((p) => !p.practiceOnly)
  .map((p) => p.problemUuid);
const ANSWERS_PER_SESSION = 40;

/** The write loads, against the mock on `port`. */
async function writeLoads(port: number) {
  // Bookmark keys (alias × visible course), one per connection where there are enough.
  const accounts = [
    ['hana@sakura.example', 'sakura2026'],
    ['ken@sakura.example', 'sakura2026'],
    ['taro@kaisha.example', 'kaisha2026'],
  ] as const;
  const keys: { headers: Headers; course: string }[] = [];
  for (const [email, password] of accounts) {
    for (const { headers } of await aliasesOf(port, email, password)) {
      for (const course of Object.values(COURSE)) {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/courses/${course}/`, { headers });
        await res.arrayBuffer();
        if (res.ok) keys.push({ headers, course });
      }
    }
  }
  // Each request flips its key (connections sharing a key share its state): a change each time.
  const bookmarked = keys.map(() => false);
  const bookmarksLoad = await runScenario(
    async (connection, send) => {
      const index = connection % keys.length;
      const { headers, course } = keys[index]!;
      bookmarked[index] = !bookmarked[index];
      await send({
        port,
        method: bookmarked[index] ? 'PUT' : 'DELETE',
        path: `/api/v1/courses/${course}/bookmarked/`,
        headers,
      });
    },
    CONNECTIONS,
    SECONDS,
  );

  const hana = await hanaAtSakura(port);
  const sessions = Array.from({ length: CONNECTIONS }, () => ({ logId: 0, answered: 0 }));
  const answersLoad = await runScenario(
    async (connection, send) => {
      const session = sessions[connection]!;
      if (!session.logId || session.answered >= ANSWERS_PER_SESSION) {
        const started = await send(
          { port, method: 'POST', path: `${EXERCISE_PATH}/start/`, headers: hana, body: '{}' },
          true,
        );
        session.logId =
          started?.status === 200 ? (JSON.parse(started.body) as { logId: number }).logId : 0;
        session.answered = 0;
        return;
      }
      await send({
        port,
        method: 'POST',
        path: `${EXERCISE_PATH}/log/`,
        headers: hana,
        body: JSON.stringify({
          logId: session.logId,
          problemUuid: PROBLEMS[session.answered % PROBLEMS.length],
          answer: 'I go to school by bus.',
          skipped: false,
        }),
      });
      session.answered += 1;
    },
    CONNECTIONS,
    SECONDS,
  );
  return { bookmarksLoad, answersLoad, keys: keys.length };
}

const tsx = 'node_modules/.bin/tsx';
const stateDir = mkdtempSync(join(tmpdir(), 'bench-mock-state-'));
const STATE_FILE = join(stateDir, 'bench.json');
/** Where the mock keeps the state file configured as STATE_FILE (databasePathOf). */
const DATABASE = join(stateDir, 'bench.sqlite');

const startDurable = () =>
  start(process.execPath, [
    'build/mock-server/main.mjs',
    '--port',
    String(DURABLE_PORT),
    '--state-file',
    STATE_FILE,
  ]);

/** SIGTERM, and the exit awaited (10 s at most): the state file is closed then. */
async function stopGracefully(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

const sizeOf = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const launched = performance.now();
// The mock runs from its bundle (npm run mock:bundle), as `npm run mock` and `npm start` run it.
const mock = start(process.execPath, ['build/mock-server/main.mjs', '--port', String(MOCK_PORT)]);
let reference: ChildProcess | undefined;
let durable: ChildProcess | undefined;
try {
  await waitFor(`http://127.0.0.1:${MOCK_PORT}/build-info.json`, 15000);
  const startupMs = performance.now() - launched;

  const auth = await hanaAtSakura(MOCK_PORT);
  const bookmarked = (await call(MOCK_PORT, '/courses/recommended/', { headers: auth })) as {
    uuid: string;
  }[];
  const courseUuid = bookmarked[0]!.uuid;
  const course = await call(MOCK_PORT, `/courses/${courseUuid}/`, { headers: auth });
  const session = (await call(MOCK_PORT, '/__mock/live/sessions/', {
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

  const getCourseOn = (port: number): LoadTarget => ({
    port,
    method: 'GET',
    path: `/api/v1/courses/${courseUuid}/`,
    headers: auth,
  });
  // A short warm-up of each path so the JIT has settled before measuring.
  for (const port of [REF_PORT, MOCK_PORT]) await runLoad(getCourseOn(port), 8, 1);

  console.log(
    `\nmock backend benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n`,
  );
  console.log(`mock first answer after launch: ${startupMs.toFixed(0)} ms (goal < 1000 ms)\n`);
  const refGet = await runLoad(getCourseOn(REF_PORT), CONNECTIONS, SECONDS);
  row('reference express (getCourse JSON)', refGet, 'reference');
  const getCourse = await runLoad(getCourseOn(MOCK_PORT), CONNECTIONS, SECONDS);
  row('mock getCourse', getCourse, refGet);
  const postLive = (port: number): LoadTarget => ({
    port,
    method: 'POST',
    path: '/api/v1/live/state/',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: liveBody,
  });
  const refPost = await runLoad(postLive(REF_PORT), CONNECTIONS, SECONDS);
  row('reference express (live state)', refPost, 'reference');
  const live = await runLoad(postLive(MOCK_PORT), CONNECTIONS, SECONDS);
  row('mock postLiveState', live, refPost);
  reference.kill();
  reference = undefined;

  // The same mock with a state file: the seed written into a new SQLite file, then every change.
  const durableLaunched = performance.now();
  durable = startDurable();
  await waitFor(`http://127.0.0.1:${DURABLE_PORT}/healthz`, 15000);
  const durableStartupMs = performance.now() - durableLaunched;
  // The same course, read as the same alias (the state file's mock has its own token).
  const getCourseDurable = {
    ...getCourseOn(DURABLE_PORT),
    headers: await hanaAtSakura(DURABLE_PORT),
  };
  await runLoad(getCourseDurable, 8, 1);
  console.log(
    `\nwith a state file (${stateDir}): first answer after launch ${durableStartupMs.toFixed(0)} ms (a new state file: the seed written into SQLite)\n`,
  );
  const getDurable = await runLoad(getCourseDurable, CONNECTIONS, SECONDS);
  row('mock getCourse, state file', getDurable, refGet);

  console.log('\nwrites: bookmarks toggled and exercise answers logged\n');
  const memoryWrites = await writeLoads(MOCK_PORT);
  row('bookmarks, no state file', memoryWrites.bookmarksLoad);
  const durableWrites = await writeLoads(DURABLE_PORT);
  row('bookmarks, state file', durableWrites.bookmarksLoad);
  row('answers, no state file', memoryWrites.answersLoad);
  row('answers, state file', durableWrites.answersLoad);
  console.log(
    `(${memoryWrites.keys} bookmark keys for ${CONNECTIONS} connections; a new exercise session every ${ANSWERS_PER_SESSION} answers)`,
  );

  // A graceful stop merges the WAL into the file; the restart reads the whole store from it.
  const walBytes = sizeOf(`${DATABASE}-wal`);
  await stopGracefully(durable);
  const restarted = performance.now();
  durable = startDurable();
  await waitFor(`http://127.0.0.1:${DURABLE_PORT}/healthz`, 15000);
  console.log(
    `\nstate file after the write loads: ${mb(sizeOf(DATABASE))} (its WAL before the stop ${mb(walBytes)}); first answer after a restart over it ${(performance.now() - restarted).toFixed(0)} ms`,
  );

  const verdict = (r: LoadResult, ref: LoadResult) =>
    r.rps >= ref.rps / 2 && r.p99 < 15 && r.errors === 0 ? 'meets the goal' : 'MISSES the goal';
  const reads = (r: LoadResult) =>
    r.p99 <= 10 && r.errors === 0 ? 'meets the goal' : 'MISSES the goal';
  console.log(
    `\ngetCourse ${verdict(getCourse, refGet)}; postLiveState ${verdict(live, refPost)}; start-up ${startupMs < 1000 ? 'meets the goal' : 'MISSES the goal'}; reads with a state file (p99 ≤ 10 ms) ${reads(getDurable)}`,
  );
} finally {
  mock.kill();
  reference?.kill();
  // A graceful stop, before its folder goes.
  if (durable) await stopGracefully(durable);
  rmSync(stateDir, { recursive: true, force: true });
}
