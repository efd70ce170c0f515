// bench:class's lessons: serve:demo started in a temporary folder, classes of 35 generated
// learners (addMockClass), and one lesson for the first n of them: the teacher conducts it for
// each class (now → +50 min) and locks it to two drills; the learners (./class-learner.ts) sign
// in at a steady rate, join, and work; once everyone has joined (or the time for it is over) the
// steady window is measured, then the learners stop and the teacher ends the lessons.
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveSession } from '../../src/api/generated/model/liveSession';
import type { MockClass } from '../../src/api/generated/model/mockClass';
import { COURSE, EXERCISE, EXERCISE_CATALOGUE } from '../../mock-server/seed/content-catalogue';
import { ORG } from '../../mock-server/seed/demo-identities';
import { SimulatedLearner, type LearnerAccount, type LessonWorld } from './class-learner';
import { OperationStats, type StatsSummary } from './operation-stats';
import { processCpuMs } from './process-cpu';
import { freePort, start, stopAll, waitFor } from './servers';

export const CLASS_SIZE = 35;
/** The two drills every lesson is locked to: a vocabulary drill and a typing drill. */
export const LOCKED = (['greetingWordsVocabulary', 'schoolLifeTyping'] as const).map((key) => ({
  courseUuid: COURSE[EXERCISE_CATALOGUE[key].course],
  exerciseUuid: EXERCISE[key],
  title: EXERCISE_CATALOGUE[key].title,
}));
/** After the last sign-in: a first poll (within 5 s), the claim and the limited mode. */
const JOIN_GRACE_MS = 15_000;

export type LessonSettings = { windowS: number; signInRate: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Server = { child: ChildProcess; pid: number; port: number; folder: string };

/**
 * Where the servers' folders (state file, app) are made: BENCH_STATE_DIR, else the system's
 * temporary folder. `BENCH_STATE_DIR=/dev/shm` keeps the state file in memory (its flushes cost
 * nothing), which measures the server without the disk's stalls.
 */
export const STATE_ROOT = process.env.BENCH_STATE_DIR || tmpdir();

/** serve:demo in a fresh folder under STATE_ROOT (state file and app), optionally under --cpu-prof. */
export async function startServer(profile: boolean): Promise<Server> {
  const folder = mkdtempSync(join(STATE_ROOT, 'bench-class-'));
  mkdirSync(join(folder, 'app'));
  writeFileSync(join(folder, 'app', 'index.html'), '<!doctype html><title>bench:class</title>\n');
  const port = await freePort();
  const profiling = profile ? `--cpu-prof --cpu-prof-dir="${join(folder, 'profile')}"` : '';
  const child = start(
    'serve:demo',
    `exec "${process.execPath}" ${profiling} --import tsx scripts/serve-demo.ts`,
    {
      PORT: String(port),
      MOCK_CONTROL: 'on',
      MOCK_STATE_FILE: join(folder, 'state.json'),
      DEMO_APP_DIR: join(folder, 'app'),
    },
  );
  await waitFor(`http://127.0.0.1:${port}/healthz`, 60_000, child);
  // `exec`: the shell became node, whose CPU time is the server's.
  const pid = child.pid!;
  if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] !== process.execPath)
    throw new Error(`serve:demo is not process ${pid}`);
  return { child, pid, port, folder };
}

/** Stops the server (gracefully: SIGTERM) and removes its folder once it has exited. */
export async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  stopAll(); // the only server running
  await exited;
  rmSync(server.folder, { recursive: true, force: true });
}

async function control(port: number, method: string, path: string, body?: object) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/__mock${path}`, {
    method,
    headers: { 'X-App-Key': 'bench', 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} __mock${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

/** Classes of 35 learners (the last ones added as needed) in the server's roster. */
async function ensureClasses(server: Server, roster: MockClass[], learners: number) {
  while (roster.length * CLASS_SIZE < learners) {
    const groupName = `Load ${String(roster.length + 1).padStart(3, '0')}`;
    roster.push(
      (await control(server.port, 'POST', '/classes', {
        orgHash: ORG.sakura.hash,
        groupName,
        learners: CLASS_SIZE,
      })) as MockClass,
    );
  }
}

export type Lesson = {
  learners: number;
  joined: number;
  /** Every request of the lesson: ramp, join and steady window. */
  run: StatsSummary;
  window: StatsSummary;
  notices: Map<string, number>;
  windowS: number;
  /** serve:demo's CPU time over the window, in % of one core. */
  serverCpu: number;
  /** This process's (the load generator's), likewise. */
  generatorCpu: number;
};

/** A lesson for the first `count` learners of the roster: ramp, join, steady window, end. */
export async function runLesson(
  server: Server,
  roster: MockClass[],
  count: number,
  settings: LessonSettings,
): Promise<Lesson> {
  await ensureClasses(server, roster, count);
  const classes = roster.slice(0, Math.ceil(count / CLASS_SIZE));
  const now = Date.now();
  const sessions: number[] = [];
  for (const { group } of classes) {
    const { id } = (await control(server.port, 'POST', '/live/sessions/', {
      groupName: group.name,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 50 * 60_000).toISOString(),
    })) as LiveSession;
    await control(server.port, 'POST', `/live/sessions/${id}/limited-mode/`, {
      exercises: LOCKED.map(({ courseUuid, exerciseUuid }) => ({ courseUuid, exerciseUuid })),
    });
    sessions.push(id);
  }
  const runStats = new OperationStats();
  const world: LessonWorld = {
    port: server.port,
    agent: new http.Agent({ keepAlive: true }),
    recorders: [runStats],
  };
  const accounts: LearnerAccount[] = classes.flatMap((c) => c.learners).slice(0, count);
  const learners = accounts.map((account) => new SimulatedLearner(account, world));
  learners.forEach((learner, i) => learner.begin((i * 1000) / settings.signInRate));
  const joinBy = performance.now() + (count * 1000) / settings.signInRate + JOIN_GRACE_MS;
  while (performance.now() < joinBy && !learners.every((l) => l.joined)) await sleep(200);
  const joined = learners.filter((l) => l.joined).length;

  const windowStats = new OperationStats();
  world.recorders.push(windowStats);
  const started = performance.now();
  const serverCpu = processCpuMs(server.pid);
  const generatorCpu = process.cpuUsage();
  await sleep(settings.windowS * 1000);
  const windowS = (performance.now() - started) / 1000;
  const serverCpuMs = processCpuMs(server.pid) - serverCpu;
  const { user, system } = process.cpuUsage(generatorCpu);
  for (const learner of learners) learner.stop();
  world.agent.destroy();
  for (const id of sessions) await control(server.port, 'DELETE', `/live/sessions/${id}/`);
  return {
    learners: count,
    joined,
    run: runStats.summary(),
    window: windowStats.summary(),
    notices: runStats.notices,
    windowS,
    serverCpu: serverCpuMs / 10 / windowS,
    generatorCpu: (user + system) / 10_000 / windowS,
  };
}
