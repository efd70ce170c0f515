import { describe, expect, it } from 'vitest';
import type { DurableStore, DurableStoreStatus } from '../persistence/durable-store';
import { MockLifecycle } from './health';

const storeWith = (status: Partial<DurableStoreStatus>) =>
  ({
    status: () => ({
      stateFile: 'demo.json',
      writable: true,
      journal: { generation: 3, bytes: 120 },
      ...status,
    }),
  }) as unknown as DurableStore;

describe('/healthz', () => {
  it('is ok once the store is loaded, with or without a state file', () => {
    expect(new MockLifecycle(undefined).health()).toEqual({
      ok: true,
      body: { status: 'ok', store: 'loaded', persistence: 'memory', writable: true },
    });
    expect(new MockLifecycle(storeWith({})).health()).toEqual({
      ok: true,
      body: {
        status: 'ok',
        store: 'loaded',
        persistence: 'state file',
        writable: true,
        journal: { generation: 3, bytes: 120 },
      },
    });
  });

  it('is unavailable once the journal cannot be written, and while shutting down', () => {
    const broken = new MockLifecycle(
      storeWith({
        writable: false,
        error: 'the change could not be saved to the journal (ENOSPC)',
      }),
    );
    expect(broken.health()).toMatchObject({
      ok: false,
      body: { status: 'not writable', writable: false, error: expect.stringContaining('ENOSPC') },
    });
    const stopping = new MockLifecycle(undefined);
    stopping.draining = true;
    expect(stopping.health()).toMatchObject({ ok: false, body: { status: 'shutting down' } });
  });
});
