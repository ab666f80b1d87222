/**
 * Issue 34's corpus ten times the bench's (`npm run bench -- --scale 10`): its targets' rows and its section of
 * docs/benchmarks.md, from the `scaled` runs of bench/results/latest.json, each against the same database's
 * 90,000 run.
 */
import { type BootResult, medianOf } from './boot';
import type { LoadFigures } from './load';
import type { QueryFigure, ScaledResult, SizeResult, StoredResults, XapianQuery } from './results';
import { percentile, round } from './stats';

/** Issue 34: one query at a time, the p95 at most this many times its value at the bench's size. */
const P95_GROWTH = 2.5;
/** Issue 34: the sum over the queries at most this share of Xapian's, counting as far as the product does. */
const XAPIAN_BOUNDED_SHARE = 0.8;
/** Issue 34: 8 connections, every answer computed. */
const LOAD_P95_MS = 60;
const LOAD_MAX_MS = 300;
/** Issue 34: the last copy's import at most this many times the first's (a linear import). */
const IMPORT_GROWTH = 1.2;
/** Issue 34: per API process, MB. */
const MEMORY_MB = 1_536;
/** Issue 33: engine start to the first search with the snapshot at 900,000 articles. */
const BOOT_MS = 10_000;
/** Answered without the engine (stop words only): left out, as in the Xapian comparison. */
const LEFT_OUT_KIND = 'stop words only';

const fmt = (n: number) => n.toLocaleString('en-US');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const times = (n: number) => `×${round(n, 2)}`;
const inProcess = (q: QueryFigure) => q.productMs ?? q.apiMs;

const scaledRuns = (results: StoredResults) =>
  Object.values(results.scaled ?? {}).filter((r): r is ScaledResult => r !== undefined);

/** The runs of the scaled corpus, for the p95 chart beside the sizes. */
export const scaledSizeRuns = (results: StoredResults): SizeResult[] =>
  scaledRuns(results).flatMap((s) => (s.run ? [s.run] : []));

/** The in-process times of the queries the engine answers, and the anchor's counted up to the product's bound. */
function oneAtATime(run: SizeResult) {
  const kept = run.queries.map((q, i) => ({ q, i })).filter(({ q }) => q.kind !== LEFT_OUT_KIND);
  const product = kept.map(({ q }) => inProcess(q));
  const x = run.xapian && !('missing' in run.xapian) ? run.xapian : null;
  const pick = (rows: XapianQuery[] | undefined) =>
    rows ? kept.map(({ i }) => rows[i]?.facetsMs ?? Number.NaN) : null;
  return {
    product,
    bounded: pick(x?.bounded?.queries),
    unbounded: pick(x?.queries),
    cappedCounts: run.queries.filter((q) => q.total >= 10_000).length,
  };
}

/** The issue 34 rows of the targets table (target, figure, met). */
export function scaleTargetRows(results: StoredResults): Array<[string, string, boolean | null]> {
  return scaledRuns(results).flatMap(({ run, boot }) => [
    ...(run ? runTargetRows(results, run) : []),
    ...(boot ? [bootTargetRow(boot)] : []),
  ]);
}

/** Each copy's import, wall and CPU seconds, where both the first and the last copy were imported in the run. */
function importGrowth(run: SizeResult) {
  const rounds = run.scale?.importSeconds ?? [];
  const cpu = run.scale?.importCpuSeconds ?? [];
  const measured = (xs: number[]) => xs.length > 1 && xs[0] > 0 && xs[xs.length - 1] > 0;
  return { rounds, cpu, wallMeasured: measured(rounds), cpuMeasured: measured(cpu) };
}

const lastOverFirst = (xs: number[]) => xs[xs.length - 1] / xs[0];

/**
 * The bench's copies repeat the first one's titles, so from the second copy on every slug needs a second read
 * (bench/analysis.md, "Where a copy's time goes"): the ratio to the second copy shows the growth with size alone.
 */
const againstSecond = (xs: number[]) =>
  xs.length > 2 ? `, ×${round(xs[xs.length - 1] / xs[1], 2)} the second` : '';

function runTargetRows(results: StoredResults, run: SizeResult): Array<[string, string, boolean | null]> {
  const db = run.db;
  const at = `at ${fmt(run.size)}`;
  const base = results.runs[`${db}:${run.size / (run.scale?.copies ?? 1)}`];
  const big = oneAtATime(run);
  const rows: Array<[string, string, boolean | null]> = [];
  if (base) {
    const small = oneAtATime(base);
    const growth = percentile(big.product, 95) / percentile(small.product, 95);
    rows.push([
      `${db}: one search at a time, every answer computed, p95 ≤ ${P95_GROWTH}× its value at ${fmt(base.size)} (issue 34)`,
      `${round(percentile(small.product, 95), 1)} → ${round(percentile(big.product, 95), 1)} ms (${times(growth)}) ${at}`,
      growth <= P95_GROWTH,
    ]);
  }
  if (big.bounded) {
    const share = sum(big.product) / sum(big.bounded);
    rows.push([
      `${db}: sum of the searches ≤ ×${XAPIAN_BOUNDED_SHARE} Xapian's counting up to 10,000 (issue 34)`,
      `${fmt(round(sum(big.product), 0))} vs ${fmt(round(sum(big.bounded), 0))} ms (${times(share)}) ${at}`,
      share <= XAPIAN_BOUNDED_SHARE,
    ]);
  } else
    rows.push([
      `${db}: sum ≤ ×${XAPIAN_BOUNDED_SHARE} Xapian's bounded (issue 34)`,
      'no Xapian figures',
      null,
    ]);
  rows.push(
    [
      `${db}: 8 connections, every answer computed, p95 ≤ ${LOAD_P95_MS} ms (issue 34)`,
      `${run.search.p95} ms, ${fmt(run.search.rps)} searches/s ${at}`,
      run.search.p95 <= LOAD_P95_MS,
    ],
    [
      `${db}: 8 connections, no answer above ${LOAD_MAX_MS} ms (issue 34)`,
      `${run.search.max} ms ${at}`,
      run.search.max <= LOAD_MAX_MS,
    ],
  );
  const { rounds, cpu, wallMeasured, cpuMeasured } = importGrowth(run);
  if (wallMeasured) {
    const growth = lastOverFirst(rounds);
    rows.push([
      `${db}: the last copy's import ≤ ${IMPORT_GROWTH}× the first's, wall time (issue 34)`,
      `${round(rounds[0], 1)} → ${round(rounds[rounds.length - 1], 1)} s (${times(growth)}), ${rounds.length} copies`,
      growth <= IMPORT_GROWTH,
    ]);
  }
  // The CPU time of the bench's process (the importer and, on SQLite, the database itself): the wall time
  // also counts whatever else the shared machine runs.
  if (cpuMeasured) {
    const growth = lastOverFirst(cpu);
    rows.push([
      `${db}: the last copy's import ≤ ${IMPORT_GROWTH}× the first's, CPU time of the bench's process (issue 34)`,
      `${round(cpu[0], 1)} → ${round(cpu[cpu.length - 1], 1)} s (${times(growth)}), ${cpu.length} copies`,
      growth <= IMPORT_GROWTH,
    ]);
  }
  if (run.memory) {
    const most = Math.max(run.memory.peakMb, run.memory.highWaterMb);
    rows.push([
      `${db}: memory per API process ≤ ${fmt(MEMORY_MB)} MB, peak included (issue 34)`,
      `idle ${fmt(run.memory.idleMb)} MB, under load ${fmt(run.memory.peakMb)} MB at most, high-water mark (start-up included) ${fmt(run.memory.highWaterMb)} MB ${at}`,
      most <= MEMORY_MB,
    ]);
  }
  return rows;
}

function bootTargetRow(boot: BootResult): [string, string, boolean] {
  return [
    `${boot.db}: engine start to first search ≤ ${BOOT_MS / 1000} s with the snapshot at ${fmt(boot.size)} (issue 33)`,
    `${round(medianOf(boot.snapshot, 'engineMs') / 1000, 2)} s (rebuilt ${round(medianOf(boot.rebuild, 'engineMs') / 1000, 1)} s)`,
    medianOf(boot.snapshot, 'engineMs') <= BOOT_MS,
  ];
}

const loadRow = (name: string, f: LoadFigures) =>
  `| ${name} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} | ${fmt(f.rps)} | ${fmt(f.requests)} | ${f.non2xx + f.errors} |`;

const column = (name: string, values: number[] | null) =>
  values
    ? `| ${name} | ${round(percentile(values, 50), 2)} | ${round(percentile(values, 95), 2)} | ${round(Math.max(...values), 2)} | ${fmt(round(sum(values), 0))} |`
    : `| ${name} | — | — | — | — |`;

const bootRow = (name: string, timings: BootResult['rebuild']) =>
  `| ${name} | ${timings.map((t) => fmt(t.engineMs)).join(', ')} | **${fmt(medianOf(timings, 'engineMs'))}** | ${timings.map((t) => fmt(t.firstSearchMs)).join(', ')} | ${fmt(medianOf(timings, 'firstSearchMs'))} |`;

/** The section of docs/benchmarks.md on the scaled corpus. */
export function scaleSection(results: StoredResults): string[] {
  const runs = scaledRuns(results);
  if (runs.length === 0) return [];
  const lines = [
    '## Ten times the corpus (issue 34)',
    '',
    "`npm run bench -- --scale 10 --size 90000` imports the bench's 90,000 articles ten times, each copy under its own identity (`importEtalabArchive`'s `identity`: new documents, the same texts), so every posting list is ten times longer than at 90,000: the worst case for search, not a real corpus's growth (new texts bring new words). Then the bench's measures on those 900,000 articles: each search one at a time in the bench's process, every answer computed, against the Xapian anchor on the same rows counting every hit and counting up to 10,000 hits as the product does (`bench/engine/xapian_bounded.py`); the 50-query mix under 8 connections; the API process's resident memory (`/proc/<pid>/status`: idle after a pass over the mix, sampled every 50 ms under the loads, and the kernel's high-water mark); the time from a start to the first search with and without the engine snapshot. The machine is shared: each figure is given with the 1-minute load average around it. What each part of the memory holds: docs/deployment.md.",
    '',
  ];
  for (const { run, boot } of runs) {
    if (run) lines.push(...runLines(results, run));
    if (boot) lines.push(...bootLines(boot, run));
  }
  return lines;
}

/** The scaled run's part of the section: its import, its searches one at a time and under load, its memory. */
function runLines(results: StoredResults, run: SizeResult): string[] {
  const lines: string[] = [];
  const copies = run.scale?.copies ?? 1;
  const base = results.runs[`${run.db}:${run.size / copies}`];
  const big = oneAtATime(run);
  const small = base ? oneAtATime(base) : null;
  lines.push(
    `### ${run.db}, ${fmt(run.size)} articles (${copies} copies of ${fmt(run.size / copies)}; ${fmt(run.documents)} documents in the table)`,
    '',
    `Run ${run.date} at ${run.commit}; load average ${run.loadBefore} before the measures, ${run.loadAfter} after.${run.postgres ? ` PostgreSQL shared_buffers ${run.postgres.sharedBuffers}; documents table ${run.postgres.heapMb} MB, its TOAST ${run.postgres.toastMb} MB.` : ''}`,
    '',
  );
  const { rounds, cpu, wallMeasured, cpuMeasured } = importGrowth(run);
  if (rounds.length > 0)
    lines.push(
      `Import${run.scale?.importDate ? ` (run ${run.scale.importDate} by an earlier process of the bench; this run found the copies there)` : ''}: ${fmt(run.importStep.imported)} documents in ${fmt(round(run.importStep.seconds, 0))} s; each copy of ${fmt(run.size / copies)}, seconds (load average at its end): ${rounds.map((s, i) => `${round(s, 1)} (${run.scale?.importLoads[i] ?? '?'})`).join(', ')}${wallMeasured ? `; the last ×${round(lastOverFirst(rounds), 2)} the first${againstSecond(rounds)}` : ''}.${cpu.length > 0 ? ` CPU time of the bench's process per copy (user + system; on SQLite the database works in this process), seconds: ${cpu.map((s) => round(s, 1)).join(', ')}${cpuMeasured ? `; the last ×${round(lastOverFirst(cpu), 2)} the first${againstSecond(cpu)}` : ''}.` : ''}`,
      '',
    );
  lines.push(
    `One search at a time, every answer computed (${big.product.length} queries, \`q=le la les\` left out; ${big.cappedCounts} of the 50 stop counting at 10,000 hits):`,
    '',
    '| ms | p50 | p95 | max | sum |',
    '|---|---:|---:|---:|---:|',
    column(`product in process, ${fmt(run.size)}`, big.product),
    ...(small && base
      ? [
          column(
            `product in process, ${fmt(base.size)} (run ${base.date.slice(0, 10)}, load ${base.loadBefore})`,
            small.product,
          ),
        ]
      : []),
    column(`Xapian, top 10 + 4 facets, counting up to 10,000, ${fmt(run.size)}`, big.bounded),
    column(`Xapian, top 10 + 4 facets, counting every hit, ${fmt(run.size)}`, big.unbounded),
    '',
    '8 connections, the 50-query mix:',
    '',
    '| route | p50 ms | p95 ms | p99 ms | max ms | req/s | requests | non-2xx + errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    loadRow('search, every answer computed (cache emptied every 20 ms)', run.search),
    ...(base ? [loadRow(`same at ${fmt(base.size)}`, base.search)] : []),
    loadRow('search as deployed (answer cache on)', run.searchCached),
    loadRow(`GET /api/documents/${run.largest.id} (largest)`, run.document),
    '',
  );
  if (run.memory)
    lines.push(
      `Memory of the API process: ${fmt(run.memory.idleMb)} MB idle (after a pass over the mix), ${fmt(run.memory.peakMb)} MB at most under the loads above, ${fmt(run.memory.highWaterMb)} MB high-water mark (its start-up included).${run.engineBuild ? ` The engine alone, built in the bench's process: ${fmt(run.engineBuild.rssAfterMb - run.engineBuild.rssBeforeMb)} MB more resident memory (${fmt(run.engineBuild.rssBeforeMb)} → ${fmt(run.engineBuild.rssAfterMb)} MB), built in ${run.engineBuild.seconds} s.` : ''}`,
      '',
    );
  return lines;
}

/** The boot figures of the scaled corpus; under their own heading when no run of the scale is stored. */
function bootLines(boot: BootResult, run: SizeResult | undefined): string[] {
  return [
    ...(run
      ? []
      : [`### ${boot.db}, ${fmt(boot.size)} articles: start to first search only (\`--only boot\`)`, '']),
    `Start to first search (bench/boot.ts, as in the section above): run ${boot.date} at ${boot.commit}, ${fmt(boot.size)} articles, load average ${boot.loadBefore} before, ${boot.loadAfter} after; snapshot ${fmt(Math.round(boot.snapshotBytes / 1e5) / 10)} MB.`,
    '',
    '| engine | engine start → first search, ms (each) | median | spawn → first search, ms (each) | median |',
    '|---|---|---:|---|---:|',
    bootRow('rebuilt from the documents', boot.rebuild),
    bootRow('loaded from the snapshot, then caught up', boot.snapshot),
    '',
  ];
}
