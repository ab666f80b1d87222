import type { FairnessResult } from './fairness';
import type { LoadFigures } from './load';
import type { StoredResults } from './results';
import { round } from './stats';

/** Issue 29: the readers' p95 under attack at most this many times their p95 alone. */
const P95_GROWTH = 2;
/** Issue 29: no reader answer above this, under attack. */
const MAX_MS = 300;

const fmt = (n: number) => n.toLocaleString('en-US');
const fairnessRuns = (results: StoredResults) =>
  Object.values(results.fairness ?? {}).filter((r): r is FairnessResult => r !== undefined);

/** The fairness targets' rows of the targets table (target, figure, met). */
export function fairnessTargetRows(results: StoredResults): Array<[string, string, boolean]> {
  return fairnessRuns(results).flatMap((r) => {
    const at = `at ${fmt(r.size)}${r.size < 90_000 ? ' (not 90k)' : ''}`;
    return [
      [
        `${r.db}: readers' search p95 under attack ≤ ${P95_GROWTH}× their p95 alone (issue 29)`,
        `${r.alone.p95} → ${r.underAttack.p95} ms (×${round(r.underAttack.p95 / r.alone.p95, 2)}) ${at}`,
        r.underAttack.p95 <= P95_GROWTH * r.alone.p95,
      ],
      [
        `${r.db}: no reader's search above ${MAX_MS} ms under attack (issue 29)`,
        `${r.underAttack.max} ms ${at}`,
        r.underAttack.max <= MAX_MS && r.underAttack.non2xx + r.underAttack.errors === 0,
      ],
    ] satisfies Array<[string, string, boolean]>;
  });
}

const row = (name: string, f: LoadFigures) =>
  `| ${name} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} | ${fmt(f.requests)} | ${f.non2xx + f.errors} |`;

/** The section of docs/benchmarks.md on the fairness scenario. */
export function fairnessSection(results: StoredResults): string[] {
  const runs = fairnessRuns(results);
  if (runs.length === 0) return [];
  const lines = [
    '## Fair sharing under attack (issue 29)',
    '',
    '`npm run bench -- --only fairness` (or with the rest of the bench, at its largest size; bench/fairness.ts). Readers: 10 accounts going through the 50 bench queries in turn, one connection paced at 10 searches a second (one a second per account, the per-account rate limit\'s pace). Attackers: 4 accounts, one connection each, asking as fast as they are answered the costliest inputs known (bench/attack-queries.ts: ranges chained over 10,000 characters, \'tesr \' × 1,990, sixteen phrases of two common words, 32 common words plain, OR-ed and as one phrase, 32 two-letter prefixes, common words with common exclusions, forty misspelt words, references to a text with thousands of articles and 400 article numbers), each at a page of its own so that no answer comes from the cache. Every answer computed (the search cache emptied every 20 ms, as in the computed run above); the server as deployed otherwise, with `SEARCH_ENGINE_MS_PER_MINUTE` at its default and the request rate limits off (every client is 127.0.0.1 here). The readers run alone for the duration, then again while the attackers run, both starting together. Design: docs/search-engine.md, "Cost model" and "Fair sharing".',
    '',
  ];
  for (const r of runs) {
    const a = r.attackers;
    lines.push(
      `### ${r.db}, ${fmt(r.size)} articles`,
      '',
      `Run ${r.date} at ${r.commit} on ${r.cpu}, ${r.seconds} s per phase, ${fmt(r.engineMsPerMinute)} ms of engine time per account per minute; load average ${r.loadBefore} before, ${r.loadAfter} after${r.loadBefore > 2 ? ' (measured with other work running on the machine: figures pessimistic)' : ''}.`,
      '',
      '| readers | p50 ms | p95 ms | p99 ms | max ms | requests | non-2xx + errors |',
      '|---|---:|---:|---:|---:|---:|---:|',
      row('alone', r.alone),
      row('under attack', r.underAttack),
      '',
      `Attackers: ${fmt(a.requests)} requests, ${fmt(a.answered)} answered (p50 ${a.p50} ms, max ${a.max} ms), ${fmt(a.refused)} refused with 429 (engine time spent)${a.other > 0 ? `, ${fmt(a.other)} other statuses` : ''}.`,
      '',
    );
  }
  return lines;
}
