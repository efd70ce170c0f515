import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../handlers/index';
import { resetStore } from '../seed/index';
import { createMockApp } from '../server';
import { openStateStore, type StateStore } from './state-store';

// The express server's side of durability: an answer leaves only once `whenDurable` settles, and
// a failed flush answers a 500 problem instead of the handler's answer. Then the same server over
// a real state file: what the files hold the moment an answer arrives.

let flush: () => Promise<void> | undefined = () => undefined;
const events: string[] = [];
const app = createMockApp(createHandlers({ control: true }), { whenDurable: () => flush() });
let base = '';
let server: Server | undefined;

beforeAll(async () => {
  await resetStore();
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => {
      base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
      resolve();
    });
  });
});
afterAll(() => void server?.close());

const maintenance = (message: string) =>
  fetch(`${base}/api/v1/__mock/maintenance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ active: false, message }),
  });

describe('answers wait for the state file', () => {
  it('holds the answer until the flush has settled', async () => {
    flush = () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          events.push('flushed');
          resolve();
        }, 50),
      );
    const answer = maintenance('waits').then((res) => {
      events.push(`answered ${res.status}`);
    });
    await answer;
    expect(events).toEqual(['flushed', 'answered 204']);
  });

  it('answers a 500 problem when the change could not be saved', async () => {
    flush = () =>
      Promise.reject(
        new Error(
          'the change could not be saved to the state file demo.sqlite (database or disk is full)',
        ),
      );
    const res = await maintenance('lost');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await res.json()).toMatchObject({
      status: 500,
      detail:
        'the change could not be saved to the state file demo.sqlite (database or disk is full)',
    });
  });
});

describe('answers over a real state file', () => {
  let folder = '';
  let store: StateStore | undefined;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'answer-after-commit-'));
    store = await openStateStore(join(folder, 'demo.sqlite'));
    flush = () => store!.whenDurable();
  }, 30_000);
  afterAll(() => {
    store?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** The maintenance message in the files as they are now (a copy: the store keeps them locked). */
  function committedMessage(): string {
    const copy = join(mkdtempSync(join(folder, 'copy-')), 'demo.sqlite');
    for (const suffix of ['', '-wal'])
      copyFileSync(join(folder, `demo.sqlite${suffix}`), copy + suffix);
    const db = new DatabaseSync(copy);
    try {
      const row = db
        .prepare("SELECT record FROM records WHERE table_name = 'appSettings'")
        .get() as { record: string };
      return (JSON.parse(row.record) as { maintenanceMessage: string }).maintenanceMessage;
    } finally {
      db.close();
    }
  }

  it('has the change in the file (its WAL) when the answer arrives', async () => {
    for (const message of ['first', 'second']) {
      expect((await maintenance(message)).status).toBe(204);
      expect(committedMessage()).toBe(message);
    }
  });
});
