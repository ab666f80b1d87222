import fs from 'node:fs';
import path from 'node:path';
import { alertsSection, alertsTargetRows } from './alerts-report';
import { REPO_ROOT } from './args';
import { bootSection, bootTargetRows } from './boot-report';
import { searchP95Chart } from './chart';
import { fairnessSection, fairnessTargetRows } from './fairness-report';
import type { LoadFigures } from './load';
import type { SizeResult, StoredResults } from './results';
import { scaledSizeRuns, scaleSection, scaleTargetRows } from './scale-report';
import { median, round } from './stats';
import { xapianSection, xapianTargetRows } from './xapian-report';

const REPORT_FILE = path.join(REPO_ROOT, 'docs/benchmarks.md');
const CHART_FILE = path.join(REPO_ROOT, 'docs/benchmarks/search-p95.svg');
/** Hand-written analysis of the misses, pasted into the report as is. */
const ANALYSIS_FILE = path.join(REPO_ROOT, 'bench/analysis.md');
/** The relevance section (`npm run eval:search`), kept by hand from that harness's output. */
const RELEVANCE_FILE = path.join(REPO_ROOT, 'bench/relevance/benchmarks-section.md');
const LAW_FILE = path.join(REPO_ROOT, 'bench/law/benchmarks-section.md');

const mark = (ok: boolean | null) => (ok === null ? '—' : ok ? '✅' : '❌');
const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;
const fmt = (n: number) => n.toLocaleString('en-US');
const loadRow = (name: string, f: LoadFigures) =>
  `| ${name} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} | ${fmt(f.rps)} | ${f.requests} | ${f.non2xx + f.errors} |`;
const LOAD_HEAD =
  '| route | p50 ms | p95 ms | p99 ms | max ms | req/s | requests | non-2xx + errors |\n|---|---:|---:|---:|---:|---:|---:|---:|';

const ratio = (q: { apiMs: number; engineMs: number }) =>
  q.engineMs > 0 ? q.apiMs / q.engineMs : Number.NaN;
const actualitiesShare = (r: SizeResult) => r.actualities.rps / r.bare.rps;

function largestRun(runs: SizeResult[], db: string) {
  return runs.filter((r) => r.db === db).sort((a, b) => b.size - a.size)[0];
}
function smallestRun(runs: SizeResult[], db: string) {
  return runs.filter((r) => r.db === db).sort((a, b) => a.size - b.size)[0];
}

/** Issue 22's search p95 targets at 90k documents under load, every answer computed. */
const P95_TARGET_MS: Record<string, number> = { sqlite: 60, postgres: 120 };
/** Issue 22: the server as deployed (answer caches on), both databases. */
const DEPLOYED_P95_TARGET_MS = 10;

function targetRows(results: StoredResults, runs: SizeResult[]): string[] {
  const rows: string[] = [];
  const row = (target: string, figure: string, ok: boolean | null) =>
    rows.push(`| ${target} | ${figure} | ${mark(ok)} |`);
  for (const [db, limit] of Object.entries(P95_TARGET_MS)) {
    const big = largestRun(runs, db);
    const small = smallestRun(runs, db);
    for (const [target, figure, ok] of xapianTargetRows(db, big)) row(target, figure, ok);
    if (!big) {
      row(`search p95 ≤ ${limit} ms on ${db} at 90k`, 'not measured', null);
      continue;
    }
    const at = `at ${fmt(big.size)}${big.size < 90_000 ? ' (not 90k)' : ''}`;
    // Two runs of the same mix: the server as deployed (the issue's benchmark: the 50 queries repeat, so the
    // API's answer caches serve most of them) and every answer computed (the bench bumps the documents
    // version every 20 ms, as a stream of document writes would). Both are held to the targets.
    const modes = [
      { name: 'as deployed', pick: (r: SizeResult) => r.searchCached, limit: DEPLOYED_P95_TARGET_MS },
      { name: 'every answer computed', pick: (r: SizeResult) => r.search, limit },
    ];
    for (const mode of modes) {
      const figures = mode.pick(big);
      if (!figures) continue;
      row(
        `search p95 ≤ ${mode.limit} ms on ${db} at 90k documents (${mode.name})`,
        `${figures.p95} ms ${at}`,
        figures.p95 <= mode.limit,
      );
      row(
        `${db}: no search above 300 ms (${mode.name}; max under load)`,
        `${figures.max} ms ${at}`,
        figures.max <= 300,
      );
      const first = small && small !== big ? mode.pick(small) : undefined;
      if (small && first) {
        const growth = figures.p95 / first.p95;
        row(
          `${db}: p95 grows < 2× from ${fmt(small.size)} to ${fmt(big.size)} (${mode.name})`,
          `${first.p95} → ${figures.p95} ms (×${round(growth, 2)})`,
          growth < 2,
        );
      }
    }
    const ratios = big.queries.map(ratio).filter((r) => Number.isFinite(r));
    const within = ratios.filter((r) => r <= 1.5).length;
    const sumApi = big.queries.reduce((s, q) => s + q.apiMs, 0);
    const sumEngine = big.queries.reduce((s, q) => s + q.engineMs, 0);
    row(
      `${db}: API search time ≤ 1.5× raw engine time, per query`,
      `${within}/${ratios.length} queries within; median ×${round(median(ratios), 2)}, worst ×${round(Math.max(...ratios), 1)}; all 50 summed ×${round(sumApi / sumEngine, 2)} ${at}`,
      within === ratios.length,
    );
    row(`${db}: largest document p95 ≤ 150 ms`, `${big.document.p95} ms ${at}`, big.document.p95 <= 150);
    row(
      `${db}: GET /api/v1/actualities ≥ 40% of the bare route's throughput`,
      `${Math.round(actualitiesShare(big) * 100)} % (${fmt(big.actualities.rps)} vs ${fmt(big.bare.rps)} req/s)`,
      actualitiesShare(big) >= 0.4,
    );
  }
  for (const [target, figure, ok] of fairnessTargetRows(results)) row(target, figure, ok);
  for (const [target, figure, ok] of alertsTargetRows(results)) row(target, figure, ok);
  for (const [target, figure, ok] of bootTargetRows(results)) row(target, figure, ok);
  for (const [target, figure, ok] of scaleTargetRows(results)) row(target, figure, ok);
  const web = results.web;
  if (web) {
    const firstScreen = median(web.firstScreenMs);
    row(
      'document page: first screen of text < 1.5 s (no throttling)',
      `${Math.round(firstScreen)} ms (median of ${web.firstScreenMs.length})`,
      firstScreen < 1500,
    );
    const home = web.pageWeights.find((p) => p.page === 'home');
    if (home)
      row(
        'home page JavaScript ≤ 100 KB gzip',
        `${kb(home.jsGzip)} (${fmt(home.jsGzip)} bytes)`,
        home.jsGzip <= 100 * 1024,
      );
    const leaks = web.pageWeights.filter((p) => p.page !== 'admin' && p.adminFiles.length > 0);
    row(
      'public pages load no admin code',
      leaks.length ? leaks.map((p) => p.page).join(', ') : 'none loaded',
      leaks.length === 0,
    );
    for (const l of web.lighthouse) {
      row(`Lighthouse ${l.page}: performance ≥ 90`, String(l.performance), l.performance >= 90);
      row(`Lighthouse ${l.page}: LCP ≤ 2.5 s`, `${round(l.lcpMs / 1000, 2)} s`, l.lcpMs <= 2500);
      row(`Lighthouse ${l.page}: TBT ≤ 200 ms`, `${l.tbtMs} ms`, l.tbtMs <= 200);
      row(`Lighthouse ${l.page}: CLS ≤ 0.1`, String(l.cls), l.cls <= 0.1);
    }
  }
  return rows;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * What one pass over the mix costs computed, one request at a time, and what that implies under the
 * closed-loop load: 8 clients each waiting for its answer before asking again queue behind each other,
 * so a request waits for the work of the others (Little's law: latency = clients / throughput).
 */
function passCost(big: SizeResult, small: SizeResult): string[] {
  const api = sum(big.queries.map((q) => q.apiMs));
  const engine = sum(big.queries.map((q) => q.engineMs));
  const mean = api / big.queries.length;
  const smallApi = small !== big ? sum(small.queries.map((q) => q.apiMs)) : null;
  const heavy = [...big.queries].sort((a, b) => b.apiMs - a.apiMs).slice(0, 4);
  const target = P95_TARGET_MS[big.db] ?? 30;
  return [
    `One pass over the 50 queries, each computed, one at a time: ${fmt(Math.round(api))} ms through the API (engine alone ${fmt(Math.round(engine))} ms)${smallApi !== null ? `, against ${fmt(Math.round(smallApi))} ms at ${fmt(small.size)} articles` : ''}; ${round(mean, 1)} ms per search on average, ${round((sum(heavy.map((q) => q.apiMs)) / api) * 100, 0)} % of it in the 4 heaviest (${heavy.map((q) => `\`${decodeURIComponent(q.path.replace('/api/documents/filtered?', ''))}\` ${Math.round(q.apiMs)} ms`).join(', ')}).`,
    `Under the load (8 clients, each asking again as soon as it is answered) a search waits for the others' work (Little's law: latency = clients / throughput): with one search computed at a time, ${round(8 * mean, 0)} ms on average (8 × ${round(mean, 1)} ms), with both cores fully used half of that; measured: median ${big.search.p50} ms, ${big.search.rps} searches/s. A p95 of ${target} ms for computed searches would need the mix to cost under about ${round(target / 8, 1)} ms per search on average (${round(target / 4, 1)} ms with both cores busy), at least ${round(mean / (target / 4), 1)} times less than now; and a p95 under ${target} ms also needs every frequent search under it, which the heaviest above are ${round(heavy[0].apiMs / target, 0)} times over.`,
  ];
}

export function writeReport(results: StoredResults) {
  const runs = Object.values(results.runs).sort((a, b) => a.db.localeCompare(b.db) || a.size - b.size);
  const m = results.machine;
  const lines: string[] = [];
  lines.push(
    '# Benchmarks',
    '',
    '_Generated by `npm run bench` (bench/run.ts) from bench/results/latest.json; the analysis section is bench/analysis.md._',
    '',
    '## Machine and run',
    '',
    `- CPU: ${m.cpu}, ${m.cores} cores; RAM ${m.ramGb} GB; ${m.os}; Node ${m.node}${m.chromium ? `; ${m.chromium}` : ''}`,
    `- Report written ${m.date}, at commit ${m.commit}${m.dirty ? ' (with uncommitted changes in the tree)' : ''}`,
    '- The machine is shared with other engineers running tests: each run below lists the 1-minute load average before and after it. Figures taken under a load above the core count are pessimistic.',
    '- Corpus: the first N articles of the French codes archive (`codes-en-vigueur.tar.gz`, 90,078 articles, archive order), one document each, plus the whole Code du travail as one document (the largest document), plus the demo news. Search needs a signed-in reader (bearer token).',
    '- Load: autocannon, 8 connections over loopback (for the search mix, each connection goes through the 50 queries from its own starting point, connection i from query 6i or so, as independent readers would, rather than all 8 in step on the same query), browser-like `Accept-Encoding: gzip, deflate, br` (compression is part of the figures), server with `NODE_ENV=production LOG_LEVEL=warn`. Latencies are exact percentiles over every response.',
    '',
    '## Targets',
    '',
    '| target | measured | |',
    '|---|---|---|',
    ...targetRows(results, runs),
    '',
    '![search p95 against corpus size](benchmarks/search-p95.svg)',
    '',
  );
  lines.push(...xapianSection(runs));
  lines.push(...fairnessSection(results));
  lines.push(...alertsSection(results));
  lines.push(...bootSection(results));
  lines.push(...scaleSection(results));
  if (fs.existsSync(RELEVANCE_FILE)) lines.push(fs.readFileSync(RELEVANCE_FILE, 'utf8').trim(), '');
  if (fs.existsSync(LAW_FILE)) lines.push(fs.readFileSync(LAW_FILE, 'utf8').trim(), '');
  if (fs.existsSync(ANALYSIS_FILE)) lines.push(fs.readFileSync(ANALYSIS_FILE, 'utf8').trim(), '');

  lines.push('## Load figures per database and size', '');
  for (const r of runs) {
    lines.push(
      `### ${r.db}, ${fmt(r.size)} articles (${fmt(r.documents)} documents in the table)`,
      '',
      `Run ${r.date} at ${r.commit}${r.searchCode ? ` (search and reading code: ${r.searchCode})` : ''}; load average ${r.loadBefore} before, ${r.loadAfter} after.${r.postgres ? ` PostgreSQL shared_buffers ${r.postgres.sharedBuffers}; documents table ${r.postgres.heapMb} MB, its TOAST ${r.postgres.toastMb} MB.` : ''} Largest document: id ${r.largest.id}, ${fmt(r.largest.chars)} characters.`,
      `Import of this step: ${fmt(r.importStep.imported)} documents in ${round(r.importStep.seconds, 1)} s (${Math.round(r.importStep.docsPerSecond)} documents/s).`,
      '',
      LOAD_HEAD,
      ...(r.searchCached
        ? [loadRow('GET /api/documents/filtered (50-query mix, as deployed)', r.searchCached)]
        : []),
      loadRow('same mix, every answer computed (cache emptied every 20 ms)', r.search),
      loadRow(`GET /api/documents/${r.largest.id} (largest)`, r.document),
      loadRow('GET /api/v1/actualities (identity)', r.actualities),
      loadRow('bare Fastify, same bytes (identity)', r.bare),
      '',
      `Actualities answer: ${fmt(r.actualitiesBytes)} bytes; throughput ${Math.round(actualitiesShare(r) * 100)} % of the bare route.`,
      '',
    );
  }

  lines.push(
    '## Each search: raw engine time against API time',
    '',
    'Engine: the API’s own `searchDocuments` in the bench process over an engine built from the same database (no HTTP, no JSON, no answer cache), median of 3 after a first run; statements: the SQL it ran (page rows, type and domain names). API: one client, one request at a time, end to end over loopback without compression, median of 5 after a warm-up (of 3 in runs before 2026-11-26), with the search cache of the API invalidated before each request (cold: the comparison with the engine), and again repeated (cached). Largest size measured per database.',
    '',
  );
  const dbs = [...new Set(runs.map((r) => r.db))];
  for (const db of dbs) {
    const big = largestRun(runs, db);
    lines.push(
      `### ${db}, ${fmt(big.size)} articles`,
      '',
      '| # | kind | request | hits | statements | engine ms | API ms (cold cache) | API / engine | API ms (cached) |',
      '|---:|---|---|---:|---:|---:|---:|---:|---:|',
    );
    big.queries.forEach((q, i) => {
      const query = decodeURIComponent(q.path.replace('/api/documents/filtered?', '')).replace(/\|/g, '\\|');
      lines.push(
        `| ${i + 1} | ${q.kind} | \`${query || '(none)'}\` | ${fmt(q.total)} | ${q.statements} | ${q.engineMs} | ${q.apiMs} | ×${round(ratio(q), 2)} | ${q.apiWarmMs ?? '—'} |`,
      );
    });
    lines.push('', ...passCost(big, smallestRun(runs, db)), '');
  }

  const web = results.web;
  if (web) {
    lines.push(
      '## Front end',
      '',
      `Measured ${web.date} at ${web.commit} against the ${web.db} server with ${fmt(web.size)} articles (load average ${web.loadAverage}). Production build of apps/web.`,
      '',
      '### JavaScript and CSS loaded per page (gzip level 6 of each file, summed)',
      '',
      '| page | JS gzip | CSS gzip | files | admin chunks |',
      '|---|---:|---:|---:|---|',
      ...web.pageWeights.map(
        (p) =>
          `| ${p.page} | ${kb(p.jsGzip)} | ${kb(p.cssGzip)} | ${p.files.length} | ${p.adminFiles.join(', ') || 'none'} |`,
      ),
      '',
      '### Lighthouse 12, mobile profile (simulated slow 4G: 1.6 Mb/s, 150 ms RTT, 4× CPU slowdown)',
      '',
      "The median run of each page (Lighthouse's choice: closest to the median FCP and TTI), each run from an empty cache; the last column gives every run.",
      '',
      '| page | performance | LCP | TBT | CLS | runs (performance, LCP, TBT, load average at its start) |',
      '|---|---:|---:|---:|---:|---|',
      ...web.lighthouse.map(
        (l) =>
          `| ${l.page} | ${l.performance} | ${round(l.lcpMs / 1000, 2)} s | ${l.tbtMs} ms | ${l.cls} | ${
            l.runs
              ?.map(
                (r) =>
                  `${r.performance}, ${round(r.lcpMs / 1000, 2)} s, ${r.tbtMs} ms${r.load === undefined ? '' : `, load ${r.load}`}`,
              )
              .join('; ') ?? 'one run'
          } |`,
      ),
      '',
      `### Longest document page, first screen of text (headless Chromium, no throttling, signed in)`,
      '',
      `${fmt(web.largestChars)} characters. Time from navigation start until the first paragraph of the text is laid out in the viewport: ${web.firstScreenMs.map((t) => `${Math.round(t)} ms`).join(', ')} (median ${Math.round(median(web.firstScreenMs))} ms).`,
      '',
    );
  }
  if (results.largestImportSeconds) {
    const parts = Object.entries(results.largestImportSeconds).map(
      ([db, s]) => `${db} ${round(s ?? 0, 1)} s`,
    );
    lines.push(
      '## Import',
      '',
      `The largest document (the whole Code du travail assembled into one document): ${parts.join(', ')}, reading the archive up to that code included. Per-step article import rates are listed with each size above.`,
      '',
    );
  }
  fs.mkdirSync(path.dirname(CHART_FILE), { recursive: true });
  fs.writeFileSync(CHART_FILE, searchP95Chart([...runs, ...scaledSizeRuns(results)]));
  fs.writeFileSync(REPORT_FILE, `${lines.join('\n')}\n`);
}
