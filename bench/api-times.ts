import { type BenchQuery, searchPath } from './queries';
import { median, round } from './stats';

/**
 * One client, one search at a time: the time the API takes for each query, end to end over loopback, as
 * a median of `repetitions` after one warm-up. No Accept-Encoding, so compression (a transport cost that
 * depends on the client) is not counted against the API when compared with the engine time.
 */
export async function measureApiTimes(
  origin: string,
  token: string,
  queries: readonly BenchQuery[],
  repetitions = 5,
): Promise<Array<{ apiMs: number; total: number; status: number }>> {
  const out: Array<{ apiMs: number; total: number; status: number }> = [];
  for (const query of queries) {
    const runs: number[] = [];
    let total = 0;
    let status = 0;
    for (let i = 0; i < repetitions + 1; i++) {
      const started = performance.now();
      const res = await fetch(`${origin}${searchPath(query)}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
      });
      const body = (await res.json()) as { pagination?: { total?: number } };
      if (i > 0) runs.push(performance.now() - started);
      status = res.status;
      total = body.pagination?.total ?? 0;
    }
    out.push({ apiMs: round(median(runs), 2), total, status });
  }
  return out;
}
