import { type BenchQuery, searchPath } from './queries';
import { median, round } from './stats';

const SLOW_MS = 5_000;

export interface ApiTime {
  /** Median time with the API's search cache cold (invalidated before every request). */
  coldMs: number;
  /** Median time of the same request repeated (served from the API's cache where it has one). */
  warmMs: number;
  total: number;
  status: number;
}

/**
 * One client, one search at a time, end to end over loopback: median of `repetitions` after one warm-up.
 * Cold: `invalidate` (bumps the documents version the API's search cache is keyed by, as any document write
 * does) runs before each request, so the API does all its queries. No Accept-Encoding, so compression (a
 * transport cost that depends on the client) is not counted against the API when compared with the engine.
 */
export async function measureApiTimes(
  origin: string,
  token: string,
  queries: readonly BenchQuery[],
  invalidate: () => Promise<void>,
  repetitions = 3,
): Promise<ApiTime[]> {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
  const out: ApiTime[] = [];
  for (const query of queries) {
    const url = `${origin}${searchPath(query)}`;
    const timeOne = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
      const body = (await res.json()) as { pagination?: { total?: number } };
      return { ms: performance.now() - started, status: res.status, total: body.pagination?.total ?? 0 };
    };
    const cold: number[] = [];
    const warm: number[] = [];
    let last = await timeOne(); // warm-up (structure cache, page cache)
    // Bounded: a search slower than SLOW_MS is timed once, not `repetitions` times.
    for (let i = 0; i < repetitions && (i === 0 || last.ms < SLOW_MS); i++) {
      await invalidate();
      last = await timeOne();
      cold.push(last.ms);
    }
    for (let i = 0; i < repetitions && (i === 0 || warm[i - 1] < SLOW_MS); i++)
      warm.push((await timeOne()).ms);
    out.push({
      coldMs: round(median(cold), 2),
      warmMs: round(median(warm), 2),
      total: last.total,
      status: last.status,
    });
  }
  return out;
}
