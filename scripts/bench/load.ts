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

/** The `q` quantile (0-1) of ascending `sorted` values: the value at index ⌊q·n⌋; NaN when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** One request on a keep-alive agent: its status, its body (when asked for) and how long it took. */
export function sendRequest(
  agent: http.Agent,
  target: LoadTarget,
  readBody = false,
): Promise<{ status: number; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
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
        let body = '';
        if (readBody) {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
        } else res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 500, body, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    if (target.body) req.write(target.body);
    req.end();
  });
}

/** What a connection does next: `send` measures one request (an error is counted, not thrown). */
export type Step = (
  connection: number,
  send: (
    target: LoadTarget,
    readBody?: boolean,
  ) => Promise<{ status: number; body: string } | null>,
) => Promise<void>;

/**
 * Keeps `connections` keep-alive connections busy for `seconds`, each running `step` again and
 * again, and measures the latency of every request they send.
 */
export async function runScenario(
  step: Step,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const send = async (target: LoadTarget, readBody = false) => {
    try {
      const result = await sendRequest(agent, target, readBody);
      if (result.status >= 400) errors++;
      latencies.push(result.ms);
      return result;
    } catch {
      errors++;
      return null;
    }
  };
  const worker = async (connection: number) => {
    while (performance.now() < deadline) await step(connection, send);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** Keeps `connections` keep-alive requests to `target` in flight for `seconds`. */
export function runLoad(
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  return runScenario(async (_connection, send) => void (await send(target)), connections, seconds);
}
