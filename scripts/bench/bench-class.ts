// `npm run bench:class`: a whole school's live lessons against one `npm run serve:demo` process
// (started here as `node --import tsx scripts/serve-demo.ts`, control on, a state file in a
// temporary folder, a free port). serve:demo needs a built app to serve beside the API; the API
// is all this measures, so it gets a temporary folder holding only an index.html (no
// `npm run build` needed). Learners come in classes of 35 (addMockClass, Sakura Junior High
// School); for each class the teacher conducts a lesson (now → +50 min) and locks it to two
// drills (a vocabulary drill and a typing drill). Each learner (./class-learner.ts) signs in,
// polls every 5 s, claims their lesson, reads the limited mode and does the drills at a human's
// pace. Sign-ins are ramped (BENCH_SIGNIN_RATE a second); the steady window starts once everyone
// has joined. One process generates the load, on one keep-alive agent.
//
// First a lesson of BENCH_LEARNERS (or --learners, default 40) learners: p50/p99 per operation,
// request counts and errors, the server's CPU and this process's. Then the search: the largest
// number of simultaneous learners the process holds, up a ladder (200, 500, 1000, 2000, …) to
// BENCH_MAX_LEARNERS (default 4000), then halving (./capacity-search.ts), each step a lesson on a
// fresh server (a store grown by the steps before would cost more per request) held for the
// steady window. A step holds when every learner joined, no request failed and the
// p99 of all requests of the window together is at most 100 ms (the worst operation's p99 is
// printed beside it). It stops at the first failure's bisection, the cap, or the time budget.
// When a step failed, a fresh server runs the smallest failing step under `node --cpu-prof` and
// the functions and areas of the code with the most self time are printed.
//
//   BENCH_LEARNERS / --learners  learners of the first lesson (default 40)
//   BENCH_MAX_LEARNERS           the search's cap (default 4000; 0: no search)
//   BENCH_WINDOW_SECONDS         the steady window of each lesson (default 20)
//   BENCH_SECONDS                the time budget for the lessons and the search (default 330)
//   BENCH_SIGNIN_RATE            sign-ins a second while a lesson ramps up (default 250)
//   BENCH_STATE_DIR              where the state files are (default: the temporary folder;
//                                /dev/shm keeps them in memory, without the disk's flushes)
//
// Every answer that follows a change waits for its SQLite commit (one WAL flush per group of
// changes; synchronous, so the event loop waits too), and so does a read that follows a change: a disk whose flushes stall now and then
// (virtual disks do, for hundreds of milliseconds) sets the p99 whatever the load. So before the
// lessons and after the search, the disk under the state files is probed (./disk-flush-probe.ts):
// read the steps against its worst flushes.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { MockClass } from '../../src/api/generated/model/mockClass';
import { largestHeld, nextTrial, smallestFailed, type Trial } from './capacity-search';
import {
  CLASS_SIZE,
  LOCKED,
  runLesson,
  STATE_ROOT,
  startServer,
  stopServer,
  type Lesson,
  type LessonSettings,
} from './class-lesson';
import { summariseCpuProfile, type CpuProfile } from './cpu-profile-summary';
import { probeDiskFlush } from './disk-flush-probe';
import { OPERATIONS } from './operation-stats';
import { runBench } from './servers';

const { values: args } = parseArgs({ options: { learners: { type: 'string' } } });
const LEARNERS = Number(args.learners ?? process.env.BENCH_LEARNERS ?? 40);
const MAX_LEARNERS = Number(process.env.BENCH_MAX_LEARNERS ?? 4000);
const WINDOW_S = Number(process.env.BENCH_WINDOW_SECONDS ?? 20);
const BUDGET_S = Number(process.env.BENCH_SECONDS ?? 330);
const SIGNIN_RATE = Number(process.env.BENCH_SIGNIN_RATE ?? 250);
const P99_MS = 100;
const SETTINGS: LessonSettings = { windowS: WINDOW_S, signInRate: SIGNIN_RATE };

const elapsedS = (since: number) => (performance.now() - since) / 1000;
/** The machine's load average (1, 5 and 15 minutes): other processes share its cores. */
const machineLoad = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const held = (lesson: Lesson) =>
  lesson.joined === lesson.learners &&
  lesson.window.all.errors === 0 &&
  lesson.window.all.p99 <= P99_MS;

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const percent = (value: number) => `${value.toFixed(0)} %`;

function printLesson(lesson: Lesson) {
  console.log(
    `\n${lesson.learners} learners, ${lesson.joined} joined; the whole run (ramp, join, steady window):\n`,
  );
  console.log(
    `${'operation'.padEnd(14)}${'requests'.padStart(10)}${'errors'.padStart(8)}  p50 ms  p99 ms`,
  );
  for (const op of OPERATIONS) {
    const f = lesson.run.byOperation.get(op)!;
    console.log(
      `${op.padEnd(14)}${String(f.requests).padStart(10)}${String(f.errors).padStart(8)}${ms(f.p50).padStart(8)}${ms(f.p99).padStart(8)}`,
    );
  }
  const { all, worst } = lesson.window;
  console.log(
    `\nsteady window ${lesson.windowS.toFixed(0)} s: ${all.requests} requests (${(all.requests / lesson.windowS).toFixed(0)}/s), ${all.errors} errors, p50 ${ms(all.p50)} ms, p99 ${ms(all.p99)} ms (worst operation ${worst ? `${worst.operation} ${ms(worst.p99)} ms` : '-'})`,
  );
  console.log(
    `CPU over the window: serve:demo ${percent(lesson.serverCpu)} of one core, this load generator ${percent(lesson.generatorCpu)}`,
  );
  for (const [what, count] of lesson.notices) console.log(`notice: ${what} × ${count}`);
}

async function printDiskFlush(when: string) {
  const probe = await probeDiskFlush(STATE_ROOT, 5);
  console.log(
    `disk flushes under ${STATE_ROOT} ${when} (a 2 KB record committed to SQLite, WAL + synchronous=FULL, every 5 ms for 5 s): ${probe.flushes} flushes, p50 ${ms(probe.p50)} ms, p99 ${ms(probe.p99)} ms, worst ${ms(probe.max)} ms`,
  );
}

function printStep(lesson: Lesson) {
  const { all, worst } = lesson.window;
  console.log(
    `${String(lesson.learners).padStart(8)}${String(lesson.joined).padStart(8)}${(all.requests / lesson.windowS).toFixed(0).padStart(7)}${ms(all.p50).padStart(8)}${ms(all.p99).padStart(9)}  ${(worst ? `${worst.operation} ${ms(worst.p99)}` : '-').padEnd(18)}${String(all.errors).padStart(7)}${percent(lesson.serverCpu).padStart(8)}${percent(lesson.generatorCpu).padStart(8)}  ${held(lesson) ? 'held' : 'FAILED'}`,
  );
}

/** How long a lesson of `count` learners takes: a server, classes, ramp, join, window, teardown. */
const lessonEstimateS = (count: number) => count / SIGNIN_RATE + 12 + WINDOW_S + count / 500;

async function profileStep(count: number) {
  console.log(
    `\nprofiling: a fresh serve:demo under node --cpu-prof, a lesson of ${count} learners`,
  );
  const server = await startServer(true);
  const lesson = await runLesson(server, [], count, SETTINGS);
  printStep(lesson);
  const folder = join(server.folder, 'profile');
  // The profile is written as the process exits: read before the folder goes.
  let profile: CpuProfile | undefined;
  server.child.once('exit', () => {
    const file = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
    if (file) profile = JSON.parse(readFileSync(join(folder, file), 'utf8')) as CpuProfile;
  });
  await stopServer(server);
  if (!profile) throw new Error(`serve:demo wrote no .cpuprofile in ${folder}`);
  const summary = summariseCpuProfile(profile, process.cwd());
  const share = (value: number) => `${((value / summary.busyMs) * 100).toFixed(1)} %`.padStart(8);
  console.log(
    `\nserve:demo's whole life (start, classes, lesson, stop): busy ${(summary.busyMs / 1000).toFixed(1)} s, idle ${(summary.idleMs / 1000).toFixed(1)} s. Self time by area:`,
  );
  for (const area of summary.areas) console.log(`${share(area.ms)}  ${area.name}`);
  console.log('\nby function:');
  for (const fn of summary.functions) console.log(`${share(fn.ms)}  ${fn.name}`);
}

await runBench('bench:class', (BUDGET_S + 240) * 1000, async () => {
  const began = performance.now();
  console.log(
    `bench:class: one serve:demo process (state file), lessons locked to ${LOCKED.map((e) => e.title).join(' and ')}; classes of ${CLASS_SIZE}; sign-ins at ${SIGNIN_RATE}/s; steady window ${WINDOW_S} s; load average ${machineLoad()}`,
  );
  await printDiskFlush('before the lessons');
  const server = await startServer(false);
  const roster: MockClass[] = [];
  printLesson(await runLesson(server, roster, LEARNERS, SETTINGS));
  await stopServer(server);
  if (MAX_LEARNERS <= 0) return;
  console.log(
    `\nsearch: the most learners with p99 ≤ ${P99_MS} ms (all requests of the steady window together), everyone joined and no failed request; cap ${MAX_LEARNERS}, budget ${BUDGET_S} s\n`,
  );
  console.log(
    ' learners  joined  req/s  p50 ms  p99 ms  worst op (p99 ms)  errors  server    load  verdict',
  );
  const trials: Trial[] = [];
  let stoppedBy = 'the search is done';
  for (let n = nextTrial(trials, MAX_LEARNERS); n !== null; n = nextTrial(trials, MAX_LEARNERS)) {
    const failed = smallestFailed(trials);
    const reserve = failed !== null ? lessonEstimateS(failed) + 15 : 0;
    if (elapsedS(began) + lessonEstimateS(n) + reserve > BUDGET_S) {
      stoppedBy = `the time budget (BENCH_SECONDS=${BUDGET_S}) left no room for ${n} learners`;
      break;
    }
    const fresh = await startServer(false);
    const lesson = await runLesson(fresh, [], n, SETTINGS);
    await stopServer(fresh);
    printStep(lesson);
    trials.push({ learners: n, held: held(lesson) });
  }
  const largest = largestHeld(trials);
  const failed = smallestFailed(trials);
  console.log(
    `\nlargest class held by one serve:demo process: ${largest} learners${failed === null ? ' (no step failed)' : `; ${failed} failed`} (${stoppedBy}; ${elapsedS(began).toFixed(0)} s; load average ${machineLoad()})`,
  );
  await printDiskFlush('after the search');
  if (failed !== null) await profileStep(failed);
});
