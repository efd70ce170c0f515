import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCatalogue } from '../../mock-server/seed/content';
import { COURSE, EXERCISE, EXERCISE_CATALOGUE } from '../../mock-server/seed/content-catalogue';
import { resetStore } from '../../mock-server/seed/index';
import { snapshotStore } from '../../mock-server/persistence/snapshot';
import { bundleMock } from '../../scripts/bundle-mock';
import { reusablePort } from '../support/reusable-port';

// The mock backend with a state file, killed with SIGKILL right after acknowledged writes, 20
// times over: after every restart each acknowledged write must be there. Writes run in
// parallel (bookmarks toggled, exercise answers logged, a live class claimed by one device then
// another), and the kill comes the moment the round's N-th answer arrives, with others in
// flight. A write in flight at the kill may or may not have been kept (it was never answered);
// an answered one must have been. The state starts as a JSON state file of the mock before
// SQLite, imported at the first start. Every kill leaves the SQLite file's WAL unmerged (the next
// start recovers from it), and every fifth restart finds a torn frame at the WAL's end, as a
// commit cut short leaves. Then a graceful stop: SIGTERM with a request in flight, which is
// answered, exit code 0, and the WAL merged into the file.

const ROUNDS = 20;
const HOST = '127.0.0.1';
const APP_KEY = 'crash-test';
const BUNDLE_DIR = `node_modules/.cache/mock-crash-test-${process.pid}`;
const BUNDLE = `${BUNDLE_DIR}/main.mjs`;

const typing = EXERCISE_CATALOGUE.schoolLifeTyping;
const EXERCISE_PATH = `/exercises/${COURSE[typing.course]}/${typing.type}/${EXERCISE.schoolLifeTyping}`;
const PROBLEMS = contentCatalogue()
  .exercises.find((e) => e.uuid === EXERCISE.schoolLifeTyping)!
  .problems.filter((p) => !p.practiceOnly)
  .map((p) => p.problemUuid);
const DEVICES = ['6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f', '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d'];

/** A tiny deterministic generator, so a failing round can be replayed. */
function random(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return min + (state % (max - min + 1));
  };
}

type Backend = { child: ChildProcess; exited: Promise<number | null>; log: () => string };
/** Every process started, so none outlives the test whatever happens. */
const spawned: ChildProcess[] = [];
const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

describe('a demo environment killed with SIGKILL keeps every acknowledged write', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-crash-'));
  const stateFile = join(dir, 'demo.json');
  const wal = join(dir, 'demo.sqlite-wal');
  let port = 0;
  let base = '';
  const headers: Record<string, string> = {
    'X-App-Key': APP_KEY,
    'Content-Type': 'application/json',
    'Accept-Language': 'en',
  };

  beforeAll(async () => {
    await bundleMock(BUNDLE);
    port = await reusablePort(HOST);
    base = `http://${HOST}:${port}/api/v1`;
    // The demo world as the mock before SQLite kept it: a JSON snapshot (no journal after it).
    await resetStore();
    writeFileSync(stateFile, JSON.stringify({ ...snapshotStore(), journal: 0 }));
  }, 60_000);
  afterAll(() => {
    for (const child of spawned) if (alive(child)) child.kill('SIGKILL');
    rmSync(BUNDLE_DIR, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(): Promise<Backend> {
    const child = spawn(
      process.execPath,
      [BUNDLE, '--port', String(port), '--host', HOST, '--state-file', stateFile],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, MOCK_NOW: '' },
      },
    );
    spawned.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the mock exited at start:\n${output}`);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the mock did not answer /healthz within 20 s:\n${output}`);
      }
      const ok = await fetch(`http://${HOST}:${port}/healthz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return { child, exited, log: () => output };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function call(method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : null;
  }

  it(`loses none of them across ${ROUNDS} kill -9 restarts`, { timeout: 180_000 }, async () => {
    const next = random(20260422);
    let backend = await start();

    // Round 0's setup, itself made of acknowledged writes: a token, a live class.
    const { authToken } = (await call('POST', '/auth/individual/', {
      email: 'hana@sakura.example',
      password: 'sakura2026',
    })) as { authToken: string };
    headers.Authorization = `Token ${authToken}`;
    const aliases = (await call('GET', '/user/aliases/')) as unknown as {
      uuid: string;
      orgName: string;
    }[];
    headers['X-Alias-Uuid'] = aliases.find((a) => a.orgName.startsWith('Sakura'))!.uuid;
    const visible: string[] = [];
    for (const uuid of Object.values(COURSE)) {
      const res = await fetch(`${base}/courses/${uuid}/`, { headers });
      await res.arrayBuffer();
      if (res.ok) visible.push(uuid);
    }
    expect(visible.length).toBeGreaterThanOrEqual(2);
    const session = (await call('POST', '/__mock/live/sessions/', {
      groupName: '2-A',
      startsAt: new Date(Date.now() - 3600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    })) as { id: number };

    // What was acknowledged, and what was in flight when the process died.
    const bookmarked = new Map<string, { acked: boolean; pending?: boolean }>();
    for (const uuid of visible) {
      const list = (await call('GET', '/courses/bookmarked/')) as unknown as { uuid: string }[];
      bookmarked.set(uuid, { acked: list.some((c) => c.uuid === uuid) });
    }
    const answers = new Map<number, { problem: string; acked: number; pending: number }>();
    const live = { version: 0, device: null as string | null, pending: 0 };
    let acknowledged = 0;
    let kills = 0;
    let tornEnds = 0;
    expect(backend.log()).toMatch(/imported .*demo\.json into .*demo\.sqlite/);

    for (let round = 1; round <= ROUNDS; round += 1) {
      // This round's exercise sessions (acknowledged writes too).
      const logs: number[] = [];
      for (let k = 0; k < 2; k += 1) {
        const { logId } = (await call('POST', `${EXERCISE_PATH}/start/`, {})) as {
          logId: number;
        };
        answers.set(logId, {
          problem: PROBLEMS[(round + k) % PROBLEMS.length]!,
          acked: 0,
          pending: 0,
        });
        logs.push(logId);
      }

      const target = round % 7 === 0 ? 1 : next(8, 60);
      let answered = 0;
      let killed = false;
      const acked = () => {
        acknowledged += 1;
        answered += 1;
        if (answered >= target && !killed) {
          killed = true;
          backend.child.kill('SIGKILL');
        }
      };
      const until = Date.now() + 10_000;
      const loop = async (step: (n: number) => Promise<void>) => {
        for (let n = 0; !killed && Date.now() < until; n += 1) {
          try {
            await step(n);
          } catch {
            return; // the process is gone
          }
        }
      };
      const toggler = (k: number) => async (n: number) => {
        const mine = visible.filter((_, i) => i % 2 === k);
        const uuid = mine[n % mine.length]!;
        const state = bookmarked.get(uuid)!;
        const want = !state.acked;
        state.pending = want;
        const res = await fetch(`${base}/courses/${uuid}/bookmarked/`, {
          method: want ? 'PUT' : 'DELETE',
          headers,
        });
        await res.arrayBuffer();
        if (res.status !== 204) throw new Error(`bookmark: ${res.status}`);
        state.acked = want;
        delete state.pending;
        acked();
      };
      const answerer = (logId: number) => async () => {
        const state = answers.get(logId)!;
        state.pending += 1;
        const result = (await call('POST', `${EXERCISE_PATH}/log/`, {
          logId,
          problemUuid: state.problem,
          answer: `answer ${state.acked}`,
          skipped: false,
        })) as { retry: number };
        expect(result.retry).toBe(state.acked);
        state.pending -= 1;
        state.acked += 1;
        acked();
      };
      const claimer = async (n: number) => {
        live.pending = 1;
        const result = (await call('POST', '/live/state/', {
          currentSessionId: session.id,
          deviceId: DEVICES[n % 2],
          force: true,
        })) as { version: number; activeDeviceUuid: string };
        live.pending = 0;
        live.version = result.version;
        live.device = result.activeDeviceUuid;
        acked();
      };
      await Promise.all([
        loop(toggler(0)),
        loop(toggler(1)),
        loop(answerer(logs[0]!)),
        loop(answerer(logs[1]!)),
        loop(claimer),
      ]);
      if (!killed) backend.child.kill('SIGKILL');
      const code = await backend.exited;
      expect(code, `round ${round}: killed, not exited (${code})`).toBeNull();
      if (backend.child.signalCode === 'SIGKILL') kills += 1;
      // Killed, never closed: the commits are in the WAL, which the next start recovers from.
      expect(statSync(wal).size, `round ${round}: the WAL left by the kill`).toBeGreaterThan(0);

      // Every fifth time, a commit a crash cut short: a frame's worth of bytes at the WAL's end
      // whose checksum holds nothing (the WAL's frame header is 24 bytes, its pages 4 KB).
      if (round % 5 === 0) {
        appendFileSync(wal, Buffer.alloc(24 + 4096, round));
        tornEnds += 1;
      }

      backend = await start();
      const where = `after kill ${round} (target ${target}, ${answered} answered)`;

      const list = (await call('GET', '/courses/bookmarked/')) as unknown as { uuid: string }[];
      for (const [uuid, state] of bookmarked) {
        const present = list.some((c) => c.uuid === uuid);
        const allowed = state.pending === undefined ? [state.acked] : [state.acked, state.pending];
        expect(allowed, `${where}: bookmark of ${uuid}`).toContain(present);
        bookmarked.set(uuid, { acked: present });
      }
      for (const [logId, state] of answers) {
        // One more answer to the same problem: its retry counts the answers kept.
        const { retry } = (await call('POST', `${EXERCISE_PATH}/log/`, {
          logId,
          problemUuid: state.problem,
          answer: 'probe',
          skipped: false,
        })) as { retry: number };
        expect(retry, `${where}: answers kept in log ${logId}`).toBeGreaterThanOrEqual(state.acked);
        expect(retry, `${where}: answers kept in log ${logId}`).toBeLessThanOrEqual(
          state.acked + state.pending,
        );
        answers.set(logId, { ...state, acked: retry + 1, pending: 0 });
      }
      const current = (await call('GET', `/live/sessions/${session.id}/`)) as {
        version: number;
        activeDeviceUuid: string | null;
      };
      expect(current.version, `${where}: live session version`).toBeGreaterThanOrEqual(
        live.version,
      );
      expect(current.version, `${where}: live session version`).toBeLessThanOrEqual(
        live.version + live.pending,
      );
      if (current.version === live.version)
        expect(current.activeDeviceUuid, `${where}: live session device`).toBe(live.device);
      Object.assign(live, {
        version: current.version,
        device: current.activeDeviceUuid,
        pending: 0,
      });
    }

    expect(kills).toBe(ROUNDS);
    expect(acknowledged).toBeGreaterThan(ROUNDS * 10);
    expect(tornEnds).toBe(ROUNDS / 5);
    expect(readdirSync(dir).sort()).toEqual([
      'demo.json.imported',
      'demo.sqlite',
      'demo.sqlite-wal',
    ]);

    // A graceful stop: SIGTERM while a request is in flight (its body half sent), on a
    // connection the server has already accepted (a first request went over it).
    const uuid = visible[0]!;
    const want = !bookmarked.get(uuid)!.acked;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: (req: http.ClientRequest) => void) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: HOST, port, method, path, agent, headers: { ...headers, 'Content-Length': '2' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        if (body) body(req);
        else req.end('{}');
      });
    expect(await send('GET', '/healthz')).toBe(200);
    const inFlight = send(want ? 'PUT' : 'DELETE', `/api/v1/courses/${uuid}/bookmarked/`, (req) => {
      req.write('{');
      setTimeout(() => {
        backend.child.kill('SIGTERM');
        setTimeout(() => req.end('}'), 300);
      }, 100);
    });
    expect(await inFlight).toBe(204);
    agent.destroy();
    expect(await backend.exited).toBe(0);
    expect(backend.log()).toContain('stopped; every change is in the state file');
    // Closed: the WAL merged into the file and removed.
    expect(readdirSync(dir).sort()).toEqual(['demo.json.imported', 'demo.sqlite']);

    backend = await start();
    const list = (await call('GET', '/courses/bookmarked/')) as unknown as { uuid: string }[];
    expect(list.some((c) => c.uuid === uuid)).toBe(want);
    backend.child.kill('SIGKILL');
    await backend.exited;
    expect(spawned.filter(alive)).toEqual([]);
  });
});
