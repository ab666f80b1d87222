/**
 * The product against the Xapian anchor, from one run's figures: the speed targets of issue 22 and the
 * side-by-side section of docs/benchmarks.md.
 */
import type { QueryFigure, SizeResult, XapianQuery } from './results';
import { percentile, round } from './stats';

/** Issue 22: the product's sum over the queries at most this many times Xapian's (exact count + 4 facets). */
const XAPIAN_SUM_TARGET: Record<string, number> = { sqlite: 1, postgres: 2 };
/** Issue 22: no query above this many times Xapian's slowest. */
const XAPIAN_SLOWEST_TARGET = 2;
/** The product answers it without its index (stop words only), so the anchor's report leaves it out. */
const LEFT_OUT_KIND = 'stop words only';

const fmt = (n: number) => n.toLocaleString('en-US');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const times = (n: number) => `×${n >= 100 ? Math.round(n) : round(n, n >= 10 ? 1 : 2)}`;

/** Runs stored before the in-process timing existed fall back on the API's time. */
const inProcess = (q: QueryFigure) => q.productMs ?? q.apiMs;

/** `q=contrat travail page=5`, or `(no query)`. */
function queryLabel(q: QueryFigure) {
  const params = new URLSearchParams(q.path.slice(q.path.indexOf('?') + 1));
  return [...params].map(([k, v]) => `${k}=${v}`).join(' ') || '(no query)';
}

interface Column {
  p50: number;
  p95: number;
  max: number;
  slowest: string;
  sum: number;
}

function column(values: number[], labels: string[]): Column {
  const max = Math.max(...values);
  return {
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max,
    slowest: labels[values.indexOf(max)],
    sum: sum(values),
  };
}

export interface XapianComparison {
  version: string;
  indexSeconds: number | null;
  pairs: Array<{ query: QueryFigure; xapian: XapianQuery; label: string }>;
  /** The product's search in process: what the targets judge. */
  product: Column;
  /** The same searches through the API over loopback. */
  api: Column;
  estimate: Column;
  exact: Column;
  facets: Column;
  /** Queries above XAPIAN_SLOWEST_TARGET × Xapian's slowest (exact count + 4 facets). */
  over: Array<{ label: string; ms: number }>;
}

/** The comparison of one run, or why there is none. */
function compareWithXapian(run: SizeResult): XapianComparison | { missing: string } {
  const x = run.xapian;
  if (!x) return { missing: 'not measured in this run (runs before 2026-11-26 had no anchor)' };
  if ('missing' in x) return { missing: x.missing };
  const pairs = run.queries
    .map((query, i) => ({ query, xapian: x.queries[i], label: queryLabel(query) }))
    .filter((p) => p.query.kind !== LEFT_OUT_KIND && p.xapian);
  const labels = pairs.map((p) => p.label);
  const facets = column(
    pairs.map((p) => p.xapian.facetsMs),
    labels,
  );
  const limit = XAPIAN_SLOWEST_TARGET * facets.max;
  return {
    version: x.version,
    indexSeconds: x.indexSeconds,
    pairs,
    product: column(
      pairs.map((p) => inProcess(p.query)),
      labels,
    ),
    api: column(
      pairs.map((p) => p.query.apiMs),
      labels,
    ),
    estimate: column(
      pairs.map((p) => p.xapian.estimateMs),
      labels,
    ),
    exact: column(
      pairs.map((p) => p.xapian.exactMs),
      labels,
    ),
    facets,
    over: pairs
      .filter((p) => inProcess(p.query) > limit)
      .map((p) => ({ label: p.label, ms: inProcess(p.query) })),
  };
}

/** One line for the run's log. */
export function xapianSummary(run: SizeResult): string | null {
  const c = compareWithXapian(run);
  if ('missing' in c) return null;
  return `contre Xapian (${c.pairs.length} requêtes) : somme ${round(c.product.sum, 0)} / ${round(c.facets.sum, 0)} ms (${times(c.product.sum / c.facets.sum)}), la plus lente ${c.product.max} / ${c.facets.max} ms (${times(c.product.max / c.facets.max)}), p95 ${c.product.p95} / ${c.facets.p95} ms (${times(c.product.p95 / c.facets.p95)})`;
}

/** The Targets table's rows for one database's largest run. */
export function xapianTargetRows(
  db: string,
  run: SizeResult | undefined,
): Array<[string, string, boolean | null]> {
  const sumLimit = XAPIAN_SUM_TARGET[db];
  const sumTarget = `${db}: sum of the computed searches (in process) ≤ ×${sumLimit.toFixed(1)} Xapian's (top 10, exact count, 4 facets)`;
  const slowTarget = `${db}: no search above ${XAPIAN_SLOWEST_TARGET}× Xapian's slowest`;
  if (!run)
    return [
      [sumTarget, 'not measured', null],
      [slowTarget, 'not measured', null],
    ];
  const c = compareWithXapian(run);
  if ('missing' in c)
    return [
      [sumTarget, `no Xapian figures: ${c.missing}`, null],
      [slowTarget, 'no Xapian figures', null],
    ];
  const at = `at ${fmt(run.size)}${run.size < 90_000 ? ' (not 90k)' : ''}`;
  const ratio = c.product.sum / c.facets.sum;
  const limit = XAPIAN_SLOWEST_TARGET * c.facets.max;
  return [
    [
      sumTarget,
      `${fmt(round(c.product.sum, 0))} vs ${fmt(round(c.facets.sum, 0))} ms over ${c.pairs.length} queries (${times(ratio)}) ${at}`,
      ratio <= sumLimit,
    ],
    [
      slowTarget,
      `slowest ${c.product.max} ms (\`${c.product.slowest}\`) vs ${round(limit, 1)} ms (2 × ${c.facets.max} ms, \`${c.facets.slowest}\`)${c.over.length ? `; over: ${c.over.map((o) => `\`${o.label}\` ${o.ms} ms`).join(', ')}` : ''} ${at}`,
      c.over.length === 0,
    ],
  ];
}

const escapePipes = (s: string) => s.replace(/\|/g, '\\|');

/** The side-by-side section: summary, ratios and every query, for each database's largest run. */
export function xapianSection(runs: SizeResult[]): string[] {
  const lines = [
    '## Against Xapian (issue 22)',
    '',
    "In the same run as the figures above and on the same corpus, the 50 bench queries go one at a time through the product and through the Xapian anchor (`../shared/anchors/xapian_anchor.py`, Debian's python3-xapian: BM25, French Snowball, title weighted ×3, the same filters as boolean terms and value ranges, single thread). Product: its own search function (`searchDocuments`) in the bench's process, as the anchor's first run timed it, the search cache invalidated before each run, so every answer is computed (top 10, exact count, facets, snippets); median of 5 after a warm-up. The same searches through the API end to end (HTTP over loopback, no compression, caches invalidated before each request, median of 5) are shown beside it. Xapian: top 10 with its estimated count, with an exact count, and with an exact count plus the 4 facet counts the product also returns; median of 5 after a warm-up. The targets compare with the last. On PostgreSQL the anchor indexes a SQLite database of the same corpus. `q=le la les` is left out (the product answers it without its index), as in the anchor's report.",
    '',
  ];
  const dbs = [...new Set(runs.map((r) => r.db))];
  for (const db of dbs) {
    const big = runs.filter((r) => r.db === db).sort((a, b) => b.size - a.size)[0];
    const c = compareWithXapian(big);
    lines.push(`### ${db}, ${fmt(big.size)} articles`, '');
    if ('missing' in c) {
      lines.push(`No Xapian figures: ${c.missing}.`, '');
      continue;
    }
    const row = (name: string, col: Column) =>
      `| ${name} | ${round(col.p50, 2)} | ${round(col.p95, 2)} | ${round(col.max, 2)} | ${fmt(round(col.sum, 0))} |`;
    const ratioRow = (name: string, col: Column) =>
      `| vs Xapian ${name} | ${times(c.product.p95 / col.p95)} | ${times(c.product.max / col.max)} | ${times(c.product.sum / col.sum)} |`;
    lines.push(
      `Xapian ${c.version}${c.indexSeconds === null ? ' (index built in an earlier run)' : `, index built in ${round(c.indexSeconds, 1)} s`}; run ${big.date} at ${big.commit}.`,
      '',
      `| over ${c.pairs.length} queries | p50 ms | p95 ms | max ms | sum ms |`,
      '|---|---:|---:|---:|---:|',
      row('product, in process (`searchDocuments`), every answer computed', c.product),
      row('product through the API (HTTP over loopback), every answer computed', c.api),
      row('Xapian top 10, estimated count', c.estimate),
      row('Xapian top 10, exact count', c.exact),
      row('Xapian top 10, exact count + 4 facets', c.facets),
      '',
      '| product / Xapian | p95 | slowest | sum |',
      '|---|---:|---:|---:|',
      ratioRow('top 10, exact count + 4 facets', c.facets),
      ratioRow('top 10, exact count', c.exact),
      ratioRow('top 10, estimated count', c.estimate),
      '',
      `Slowest: product \`${c.product.slowest}\` ${c.product.max} ms; Xapian \`${c.facets.slowest}\` ${c.facets.max} ms.`,
      '',
      '| query | product hits | Xapian hits | product ms | API ms | Xapian est. | Xapian exact | Xapian exact + facets | product / Xapian |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...c.pairs.map(
        ({ query, xapian, label }) =>
          `| \`${escapePipes(label)}\` | ${fmt(query.total)} | ${fmt(xapian.hits)} | ${inProcess(query)} | ${query.apiMs} | ${xapian.estimateMs} | ${xapian.exactMs} | ${xapian.facetsMs} | ${xapian.facetsMs > 0 ? times(inProcess(query) / xapian.facetsMs) : '—'} |`,
      ),
      '',
    );
  }
  return lines;
}
