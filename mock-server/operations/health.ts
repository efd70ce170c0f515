import type { Request, Response } from 'express';
import type { StateStore } from '../persistence/state-store';

/**
 * What an orchestrator asks of a running mock backend: `GET /healthz` answers 200 while the store
 * is loaded (the server only listens once it is) and can be written, 503 once a commit to the
 * state file has failed or while the server shuts down. `saved` counts the changes and the
 * transactions committed to the state file since the start.
 */
export class MockLifecycle {
  /** Set when shutdown begins: the orchestrator stops sending traffic here. */
  draining = false;

  constructor(readonly store: StateStore | undefined) {}

  health() {
    const status = this.store?.status();
    const writable = status?.writable ?? true;
    const ok = writable && !this.draining;
    return {
      ok,
      body: {
        status: ok ? 'ok' : this.draining ? 'shutting down' : 'not writable',
        store: 'loaded',
        persistence: status ? 'state file' : 'memory',
        writable,
        ...(status ? { saved: status.saved } : {}),
        ...(status?.error ? { error: status.error } : {}),
      },
    };
  }

  readonly healthRoute = (_req: Request, res: Response): void => {
    const { ok, body } = this.health();
    res
      .status(ok ? 200 : 503)
      .setHeader('Cache-Control', 'no-store')
      .json(body);
  };
}
