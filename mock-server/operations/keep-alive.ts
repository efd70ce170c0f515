import type { Server } from 'node:http';

/**
 * How long the mock keeps an idle keep-alive connection open: longer than any client of it keeps
 * one. Node's own default is 5 s, the same as the idle timeout of Node's global agent, which the
 * Vite proxy (vite dev and vite preview forward /api to the mock) and Playwright's `request`
 * reuse connections through. With both at 5 s, a client could send its next request on a
 * connection the mock was closing at that moment, and get "socket hang up" (ECONNRESET): an e2e
 * test's `request.post` did, after its page had talked to the app for a few seconds. The server
 * now waits 65 s, so the client is always the one that gives up an idle connection first (the
 * figure load balancers use for the same reason).
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Holds idle keep-alive connections for IDLE_CONNECTION_MS (the headers' timeout above it, as Node requires). */
export function holdIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
