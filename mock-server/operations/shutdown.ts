import type { Server } from 'node:http';
import type { MockLifecycle } from './health';

/** How long in-flight requests get to finish before their connections are closed. */
const DEFAULT_GRACE_MS = 10_000;

/**
 * Stops the server gracefully: /healthz answers 503, no new connection is accepted, requests in
 * flight finish (idle keep-alive connections are closed as they become idle; after `graceMs`
 * every connection is), then the state file commits what is pending and is closed (its WAL
 * merged into it).
 */
async function shutDown(
  server: Server,
  lifecycle: MockLifecycle,
  graceMs = DEFAULT_GRACE_MS,
): Promise<void> {
  lifecycle.draining = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 25);
  let late: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    late = setTimeout(() => {
      server.closeAllConnections();
      // Upgraded connections (a websocket) are not the http server's to close: stop waiting.
      late = setTimeout(resolve, 1000);
    }, graceMs);
  });
  try {
    await Promise.race([closed, gaveUp]);
  } finally {
    clearInterval(idle);
    clearTimeout(late);
  }
  await lifecycle.store?.close();
}

/**
 * SIGTERM or SIGINT shut the process down gracefully and exit 0 (1 when the last changes could not
 * be saved to the state file); another signal a second or more later exits at once (every answered change is on
 * the disk already).
 */
export function shutDownOnSignals(
  server: Server,
  lifecycle: MockLifecycle,
  log: (message: string) => void = (message) => console.log(`[mock] ${message}`),
): void {
  const graceMs = Number(process.env.MOCK_SHUTDOWN_GRACE_MS ?? DEFAULT_GRACE_MS);
  let stoppingSince = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stoppingSince) {
      // Ctrl+C reaches npm and this process at once: the same signal twice is one request.
      if (Date.now() - stoppingSince < 1000) return;
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    log(`${signal}: finishing the requests in flight`);
    shutDown(server, lifecycle, graceMs).then(
      () => {
        log(lifecycle.store ? 'stopped; every change is in the state file' : 'stopped');
        process.exit(0);
      },
      (error: Error) => {
        log(`stopped, but the last changes could not be saved to the state file: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
