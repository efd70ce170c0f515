import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleMock } from '../../scripts/bundle-mock';

// `npm run mock` as a process (mock-server/main.ts bundled as npm run mock:bundle does), on an
// ephemeral port (--port 0; the start line says which): where it listens by default, and the
// control operations once it is opened to the network (mock-server/operations/listening.ts).

const BUNDLE_DIR = `node_modules/.cache/mock-listening-test-${process.pid}`;
const BUNDLE = `${BUNDLE_DIR}/main.mjs`;
const KEY = { 'X-App-Key': 'listening-test' };

type Started = { child: ChildProcess; port: number; output: () => string };
const spawned: ChildProcess[] = [];

/** Starts the bundled entry with these flags and environment; resolves once it has said where. */
async function startMock(args: string[], env: Record<string, string> = {}): Promise<Started> {
  const clean: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['MOCK_HOST', 'HOST', 'MOCK_CONTROL', 'MOCK_STATE_FILE', 'MOCK_NOW'])
    delete clean[name];
  const child = spawn(process.execPath, [BUNDLE, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...clean, ...env },
  });
  spawned.push(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start line within 20 s:\n${output}`)),
      20_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /\[mock\] backend on http:\/\/\S+:(\d+) /.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, port: Number(port), output: () => output });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited (${code}) at start:\n${output}`));
    });
  });
}

function stop({ child }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One request; its status, or the connection error's code (ECONNREFUSED…). */
function statusOf(
  host: string,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest({ host, port, method, path, headers, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

const JSON_BODY = { 'Content-Type': 'application/json' };
const reset = (port: number, headers: Record<string, string> = {}) =>
  statusOf('127.0.0.1', port, 'POST', '/api/v1/__mock/reset', { ...JSON_BODY, ...headers });

/** A non-loopback IPv4 address of this machine, if it has one. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;
}

describe('npm run mock: where it listens, and its control operations', () => {
  beforeAll(async () => {
    await bundleMock(BUNDLE);
  }, 60_000);
  afterAll(() => {
    for (const child of spawned) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(BUNDLE_DIR, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only by default, with the control operations on', async () => {
    const mock = await startMock([]);
    try {
      expect(mock.output()).toContain(
        `backend on http://127.0.0.1:${mock.port} (loopback only, control on: loopback default)`,
      );
      expect(await statusOf('127.0.0.1', mock.port, 'GET', '/healthz')).toBe(200);
      expect(await reset(mock.port)).toBe(204);
      // Not on the machine's other addresses.
      const external = externalAddress();
      if (external) {
        expect(await statusOf(external, mock.port, 'GET', '/healthz')).toBe('ECONNREFUSED');
      }
    } finally {
      await stop(mock);
    }
  }, 30_000);

  it.each([
    ['--open', ['--open'], {}],
    ['MOCK_HOST=0.0.0.0', [], { MOCK_HOST: '0.0.0.0' }],
  ])(
    'opened with %s, it answers on 127.0.0.1 with the control operations off',
    async (_label, args, env) => {
      const mock = await startMock(args, env);
      try {
        expect(mock.output()).toMatch(/open to the network, control off: open default\)/);
        expect(await statusOf('127.0.0.1', mock.port, 'GET', '/healthz')).toBe(200);
        // A control path is then an ordinary API path: the key check, then no such operation.
        expect(await reset(mock.port)).toBe(401);
        expect(await reset(mock.port, KEY)).toBe(404);
        const external = externalAddress();
        if (external) expect(await statusOf(external, mock.port, 'GET', '/healthz')).toBe(200);
      } finally {
        await stop(mock);
      }
    },
    30_000,
  );

  it('opened with MOCK_CONTROL=on, it keeps the control operations and warns', async () => {
    const mock = await startMock([], { MOCK_HOST: '0.0.0.0', MOCK_CONTROL: 'on' });
    try {
      expect(mock.output()).toContain('control on: MOCK_CONTROL');
      expect(mock.output()).toMatch(/warning: the control operations are on/);
      expect(await reset(mock.port)).toBe(204);
    } finally {
      await stop(mock);
    }
  }, 30_000);

  it('refuses to start with a MOCK_CONTROL or MOCK_TOKEN_LIFETIME_DAYS it does not know', async () => {
    await expect(startMock([], { MOCK_CONTROL: 'yes' })).rejects.toThrow(
      /exited \(1\)[\s\S]*MOCK_CONTROL must be on or off/,
    );
    await expect(startMock([], { MOCK_TOKEN_LIFETIME_DAYS: '0' })).rejects.toThrow(
      /exited \(1\)[\s\S]*MOCK_TOKEN_LIFETIME_DAYS must be a positive number/,
    );
  }, 30_000);
});
