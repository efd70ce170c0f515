import { Agent, createServer, get, globalAgent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

  it('carry the next request of a keep-alive client on the same connection', async () => {
    server = createServer((_request, response) => response.end('ok'));
    holdIdleConnections(server);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await localPortOf(port, agent);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await localPortOf(port, agent)).toBe(first);
    } finally {
      agent.destroy();
    }
  });
});
