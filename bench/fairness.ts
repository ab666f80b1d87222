import autocannon from 'autocannon';
import { ATTACK_QUERIES, attackPaths } from './attack-queries';
import type { LoadFigures } from './load';
import { BENCH_QUERIES, searchPath } from './queries';
import { percentile, round } from './stats';

/** Readers: accounts searching the bench's queries in turn, one search a second each (the rate limit's pace). */
export const READERS = 10;
/** Attackers: connections asking the costliest inputs known as fast as they are answered, one account each. */
export const ATTACKERS = 4;

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

export interface AttackFigures {
  requests: number;
  /** Answered (200): what the attackers got computed. */
  answered: number;
  /** Refused with 429 (engine time per account spent). */
  refused: number;
  other: number;
  /** Latency of the answered ones. */
  p50: number;
  max: number;
}

export interface FairnessResult {
  date: string;
  commit: string;
  /** The machine the scenario ran on ('AMD EPYC, 2 cores'): the report's header names the last full run's. */
  cpu: string;
  db: string;
  size: number;
  loadBefore: number;
  loadAfter: number;
  seconds: number;
  /** The server's SEARCH_ENGINE_MS_PER_MINUTE. */
  engineMsPerMinute: number;
  /** The readers alone. */
  alone: LoadFigures;
  /** The same readers while the attackers run. */
  underAttack: LoadFigures;
  attackers: AttackFigures;
  attackKinds: string[];
}

/** The readers' requests: the 50 queries in order, each from the next reader account. */
function readerRequests(tokens: readonly string[]) {
  return BENCH_QUERIES.map((q, i) => ({
    method: 'GET' as const,
    path: searchPath(q),
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
  }));
}

/** The readers for `seconds`: one connection at READERS searches a second; latencies of every answer. */
async function driveReaders(
  origin: string,
  tokens: readonly string[],
  seconds: number,
): Promise<LoadFigures> {
  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon({
    url: origin,
    connections: 1,
    overallRate: tokens.length,
    duration: seconds,
    timeout: 30,
    headers: BROWSER_HEADERS,
    requests: readerRequests(tokens),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status < 200 || status >= 300) non2xx++;
  });
  const result = await instance;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.reduce((a, b) => Math.max(a, b), 0)),
    rps: round(result.requests.total / result.duration),
    requests: result.requests.total,
    non2xx,
    errors: result.errors + result.timeouts,
    seconds: result.duration,
  };
}

/** The attackers for `seconds`, each on its own connection and account. */
function driveAttackers(origin: string, tokens: readonly string[], seconds: number) {
  const paths = attackPaths(200);
  const answered: number[] = [];
  const counts = { requests: 0, refused: 0, other: 0 };
  const instances = tokens.map((token, i) =>
    autocannon({
      url: origin,
      connections: 1,
      duration: seconds,
      timeout: 30,
      headers: { ...BROWSER_HEADERS, authorization: `Bearer ${token}` },
      // Each attacker from its own point of the list.
      requests: [...paths.slice(i * 37), ...paths.slice(0, i * 37)].map((path) => ({ method: 'GET', path })),
    }),
  );
  for (const instance of instances)
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      counts.requests++;
      if (status === 200) answered.push(ms);
      else if (status === 429) counts.refused++;
      else counts.other++;
    });
  return {
    instances,
    figures: async (): Promise<AttackFigures> => {
      await Promise.all(instances);
      return {
        ...counts,
        answered: answered.length,
        p50: round(percentile(answered, 50)),
        max: round(answered.reduce((a, b) => Math.max(a, b), 0)),
      };
    },
  };
}

/**
 * Issue 29's fairness scenario: the readers alone for `seconds`, then the same readers while the attackers
 * send the costliest inputs known (attack-queries.ts), both starting together (the attackers' first burst
 * counts). Targets: the readers' p95 under attack at most twice their p95 alone, and no reader answer above
 * 300 ms.
 */
export async function measureFairness(
  origin: string,
  readerTokens: readonly string[],
  attackerTokens: readonly string[],
  seconds: number,
) {
  const alone = await driveReaders(origin, readerTokens, seconds);
  const attack = driveAttackers(origin, attackerTokens, seconds);
  const underAttack = await driveReaders(origin, readerTokens, seconds);
  const attackers = await attack.figures();
  return { alone, underAttack, attackers, attackKinds: ATTACK_QUERIES.map((a) => a.kind) };
}
