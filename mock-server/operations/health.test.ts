import { describe, expect, it } from 'vitest';
import type { StateStore, StateStoreStatus } from '../persistence/state-store';
import { MockLifecycle } from './health';

const storeWith = (status: Partial<StateStoreStatus>) =>
  ({
    status: () => ({
      stateFile: 'demo.sqlite',
      writable: true,
      saved: { changes: 120, commits: 3 },
      ...status,
    }),
  }) as unknown as StateStore;

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
        saved: { changes: 120, commits: 3 },
      },
    });
  });

  it('is unavailable once the state file cannot be written, and while shutting down', () => {
    const broken = new MockLifecycle(
      storeWith({
        writable: false,
        error:
          'the change could not be saved to the state file demo.sqlite (database or disk is full)',
      }),
    );
    expect(broken.health()).toMatchObject({
      ok: false,
      body: {
        status: 'not writable',
        writable: false,
        error: expect.stringContaining('disk is full'),
      },
    });
    const stopping = new MockLifecycle(undefined);
    stopping.draining = true;
    expect(stopping.health()).toMatchObject({ ok: false, body: { status: 'shutting down' } });
  });
});
