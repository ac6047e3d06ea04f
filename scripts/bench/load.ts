import http from 'node:http';

export type LoadResult = {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  seconds: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/**
 * A bounded loopback load generator: `connections` keep-alive sockets send requests back to back for
 * `seconds` (and at most `maxRequests`), then it stops by itself. Latency in milliseconds.
 */
export async function runLoad(opts: {
  name: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  maxRequests?: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const target = new URL(opts.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error('the load generator only targets loopback');
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const deadline = performance.now() + opts.seconds * 1000;
  const max = opts.maxRequests ?? Infinity;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request(target, { method: opts.method ?? 'GET', headers: opts.headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - started);
          if ((res.statusCode ?? 500) >= 400) errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      if (opts.body) req.write(opts.body);
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline && sent < max) {
      sent++;
      await one();
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (performance.now() - began) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name: opts.name,
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    seconds,
  };
}
