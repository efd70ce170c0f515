import http from 'node:http';

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
};

export type LoadTarget = {
  port: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** Keeps `connections` keep-alive requests in flight for `seconds` and measures each latency. */
export async function runLoad(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port: target.port,
          method: target.method,
          path: target.path,
          headers: target.headers,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if ((res.statusCode ?? 500) >= 400) errors++;
            latencies.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      if (target.body) req.write(target.body);
      req.end();
    });

  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}
