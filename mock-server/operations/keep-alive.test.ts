import { Agent, createServer, get, globalAgent, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdIdleConnections, IDLE_CONNECTION_MS } from './keep-alive';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** GET / through `agent`; resolves with the local port of the socket it went on. */
function localPortOf(port: number, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket!.localPort!));
    });
    request.on('error', reject);
  });
}

describe('idle keep-alive connections', () => {
  it('outlive the idle timeout of Node’s keep-alive agent, so a client never reuses one the mock is closing', () => {
    const nodeAgentIdleMs = (globalAgent as Agent & { options: { timeout?: number } }).options
      .timeout;
    expect(nodeAgentIdleMs ?? 5_000).toBeLessThan(IDLE_CONNECTION_MS);
    server = createServer();
    // Node's default would race that agent: both 5 s.
    expect(server.keepAliveTimeout).toBeLessThan(IDLE_CONNECTION_MS);
    holdIdleConnections(server);
    expect(server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('are held for that time by the server, and carry the keep-alive client’s next request', async () => {
    // Reproducing the race itself would take Node's 5 s of idleness: the test reads instead the
    // idle timeout the server set on the connection it holds (Node's default: about 5 s).
    const held: Socket[] = [];
    server = createServer((request, response) => {
      held.push(request.socket);
      response.end('ok');
    });
    holdIdleConnections(server);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await localPortOf(port, agent);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(held[0]!.timeout).toBeGreaterThanOrEqual(IDLE_CONNECTION_MS);
      expect(await localPortOf(port, agent)).toBe(first);
      expect(held[1]).toBe(held[0]);
    } finally {
      agent.destroy();
    }
  });
});
