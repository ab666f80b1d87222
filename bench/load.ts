import autocannon from 'autocannon';
import { percentile, round } from './stats';

export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  seconds: number;
}

/** Headers of a browser: gzip/br accepted, so compression costs are part of the figure. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** `paths` starting at `start`, wrapping around. */
const rotated = (paths: readonly string[], start: number) => [
  ...paths.slice(start),
  ...paths.slice(0, start),
];

/**
 * Drives `origin` with 8 connections for `seconds`. With one path, every connection asks for it. With a
 * mix, each connection goes through it in order from its own starting point (connection i from path
 * i·n/8), as independent readers would: started together on the same first path, the 8 connections
 * would move through the mix in step, asking for the same search at the same moment.
 * Latencies come from every response (autocannon's 'response' event) so p95 is exact, not bucketed.
 */
export async function drive(
  origin: string,
  paths: readonly string[],
  opts: { seconds: number; headers?: Record<string, string>; connections?: number },
): Promise<LoadFigures> {
  const connections = opts.connections ?? 8;
  const times: number[] = [];
  // One autocannon instance per connection when each needs its own order (they share the event loop).
  const orders =
    paths.length > 1
      ? Array.from({ length: connections }, (_, i) =>
          rotated(paths, Math.floor((i * paths.length) / connections)),
        )
      : [paths];
  const instances = orders.map((order) =>
    autocannon({
      url: origin,
      connections: paths.length > 1 ? 1 : connections,
      duration: opts.seconds,
      timeout: 30,
      headers: { ...BROWSER_HEADERS, ...opts.headers },
      requests: order.map((path) => ({ method: 'GET', path })),
    }),
  );
  for (const instance of instances)
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      times.push(ms);
    });
  const results = await Promise.all(instances);
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const seconds = Math.max(...results.map((r) => r.duration));
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.reduce((a, b) => Math.max(a, b), 0)), // no spread: 100k+ samples overflow the stack
    rps: round(total / seconds),
    requests: total,
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    seconds,
  };
}

/**
 * Waits until the server answers a health check quickly again: autocannon stops sending at the end of its
 * duration, but the server may still be working through requests in flight (a 6 MB document each), and
 * those must not be counted against the next measurement.
 */
export async function settle(origin: string, maxSeconds = 120) {
  const deadline = Date.now() + maxSeconds * 1000;
  let quick = 0;
  while (Date.now() < deadline && quick < 3) {
    const started = performance.now();
    await fetch(`${origin}/api/health`).catch(() => undefined);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}
