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
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/**
 * Drives `origin` with 8 connections for `seconds`, cycling through `paths` in order on every connection.
 * Latencies come from every response (autocannon's 'response' event) so p95 is exact, not bucketed.
 */
export async function drive(
  origin: string,
  paths: readonly string[],
  opts: { seconds: number; headers?: Record<string, string>; connections?: number },
): Promise<LoadFigures> {
  const times: number[] = [];
  const instance = autocannon({
    url: origin,
    connections: opts.connections ?? 8,
    duration: opts.seconds,
    timeout: 30,
    headers: { ...BROWSER_HEADERS, ...opts.headers },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    times.push(ms);
  });
  const result = await instance;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.reduce((a, b) => Math.max(a, b), 0)), // no spread: 100k+ samples overflow the stack
    rps: round(result.requests.total / result.duration),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds: result.duration,
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
