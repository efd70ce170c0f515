import { createServer } from 'node:net';

/**
 * A free loopback port for a server that a test stops and starts again on the same port. It lies
 * below the system's ephemeral range (32768 and up on Linux), so no `listen(0)` of another test
 * running meanwhile can take it while the server is down.
 */
export async function reusablePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, host, () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port between 20000 and 32000');
}
