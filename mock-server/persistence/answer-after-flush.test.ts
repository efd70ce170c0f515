import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../handlers/index';
import { resetStore } from '../seed/index';
import { createMockApp } from '../server';

// The express server's side of durability: an answer leaves only once `whenDurable` settles, and
// a failed flush answers a 500 problem instead of the handler's answer.

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

describe('answers wait for the journal', () => {
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
      Promise.reject(new Error('the change could not be saved to the journal (ENOSPC)'));
    const res = await maintenance('lost');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await res.json()).toMatchObject({
      status: 500,
      detail: 'the change could not be saved to the journal (ENOSPC)',
    });
  });
});
