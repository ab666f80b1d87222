/**
 * npx tsx bench/explain-search.ts <sqlite data dir | postgres://…> ['{"q":"…"}' …]
 *
 * For the analysis of a slow search: runs the API's own searchDocuments in-process (cache cold), then
 * times each statement it ran straight on the driver and prints the plan of those above 5 ms
 * (EXPLAIN QUERY PLAN on SQLite, EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL). Without queries: the 50 of
 * the benchmark mix, slowest first, with whether the largest document is on the page.
 */
import path from 'node:path';
import { DocumentSearchQuery } from '@lexfaso/contracts';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { bumpDocumentsVersion } from '../apps/api/src/modules/documents/document-store';
import { searchDocuments } from '../apps/api/src/modules/documents/search-service';
import { PG_SESSION_OPTIONS } from '../apps/api/src/platform/db/database';
import type { Database } from '../apps/api/src/platform/db/schema';
import { BENCH_QUERIES } from './queries';

const [where, ...queries] = process.argv.slice(2);
if (!where) throw new Error('Usage : explain-search.ts <dossier SQLite | postgres://…> [requêtes JSON…]');
const isPg = where.startsWith('postgres');
const sqlite = isPg ? null : new SQLite(path.join(where, 'lexfaso.sqlite'));
const pool = isPg ? new pg.Pool({ connectionString: where, options: PG_SESSION_OPTIONS, max: 2 }) : null;
const captured: CompiledQuery[] = [];
const db = new Kysely<Database>({
  dialect: sqlite ? new SqliteDialect({ database: sqlite }) : new PostgresDialect({ pool: pool as pg.Pool }),
  log: (e) => {
    if (e.level === 'query') captured.push(e.query);
  },
});
const dialect = isPg ? 'postgres' : 'sqlite';
const viewer = { role: 'ROLE_USER', canDownloadPdf: false };

async function timeStatement(s: CompiledQuery) {
  const started = performance.now();
  if (sqlite) sqlite.prepare(s.sql).all(...(s.parameters as unknown[]));
  else await pool?.query(s.sql, s.parameters as unknown[]);
  return performance.now() - started;
}

async function plan(s: CompiledQuery): Promise<string[]> {
  if (sqlite)
    return (
      sqlite.prepare(`EXPLAIN QUERY PLAN ${s.sql}`).all(...(s.parameters as unknown[])) as Array<{
        detail: string;
      }>
    ).map((r) => r.detail);
  const { rows } = (await pool?.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.parameters as unknown[])) ?? {
    rows: [],
  };
  return rows.map((r: Record<string, string>) => r['QUERY PLAN']);
}

function statementKind(text: string) {
  if (/GROUP BY d\.doc_type_id/.test(text)) return 'total and facets (one pass over every hit)';
  if (/ORDER BY/.test(text) && /LIMIT/.test(text)) return 'page ids (ranking or date order over every hit)';
  if (/FROM documents d\s+LEFT JOIN domaines/.test(text)) return "page rows (the page's 20 documents)";
  return 'other (filters, names, version, long texts)';
}

async function coldSearch(params: Record<string, string>) {
  await bumpDocumentsVersion(db);
  captured.length = 0;
  const started = performance.now();
  const answer = await searchDocuments(db, dialect, DocumentSearchQuery.parse(params), viewer);
  return { ms: performance.now() - started, answer, statements: [...captured] };
}

if (queries.length === 0) {
  const rows: Array<{ ms: number; line: string }> = [];
  // Where a pass over the mix spends its SQL time: what bounding the counts would save (the facet pass)
  // against what it would not (ranking every hit for the page).
  const byKind = new Map<string, number>();
  for (const q of BENCH_QUERIES) {
    await coldSearch(q.params); // warm the process (analyser, structure cache)
    const { ms, answer, statements } = await coldSearch(q.params);
    let sqlMs = 0;
    for (const s of statements) {
      const t = await timeStatement(s);
      const kind = statementKind(s.sql);
      sqlMs += t;
      byKind.set(kind, (byKind.get(kind) ?? 0) + t);
    }
    const longest = Math.max(0, ...answer.documents.map((d) => d.snippet.length));
    rows.push({
      ms,
      line: `${ms.toFixed(1).padStart(7)} ms in-process, ${sqlMs.toFixed(1).padStart(6)} ms SQL, ${String(answer.pagination.total).padStart(6)} hits  ${JSON.stringify(q.params)}${longest ? '' : ''}`,
    });
  }
  for (const r of rows.sort((a, b) => b.ms - a.ms)) console.log(r.line);
  console.log(
    `\nSQL time of one pass over the mix, per kind of statement (${BENCH_QUERIES.length} searches):`,
  );
  for (const [kind, ms] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${kind}`);
} else {
  for (const q of queries) {
    const params = JSON.parse(q) as Record<string, string>;
    await coldSearch(params);
    const { ms, answer, statements } = await coldSearch(params);
    console.log(`\n== ${q}: ${answer.pagination.total} hits, ${ms.toFixed(1)} ms in-process (cold cache)`);
    for (const s of statements) {
      const t = await timeStatement(s);
      console.log(`${t.toFixed(2).padStart(8)} ms  ${s.sql.replace(/\s+/g, ' ').slice(0, 150)}`);
      if (t > 5) for (const line of await plan(s)) console.log(`           ${line}`);
    }
  }
}
await db.destroy();
