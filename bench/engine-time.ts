import path from 'node:path';
import { DocumentSearchQuery } from '@lexfaso/contracts';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { bumpDocumentsVersion } from '../apps/api/src/modules/documents/document-store';
import { searchDocuments } from '../apps/api/src/modules/documents/search-service';
import { PG_SESSION_OPTIONS } from '../apps/api/src/platform/db/database';
import type { Database } from '../apps/api/src/platform/db/schema';
import type { BenchTarget } from './database';
import type { BenchQuery } from './queries';
import { median, round } from './stats';

/** The product's own search in process is timed as the Xapian anchor times its side: median of 5 after a warm-up. */
const PRODUCT_RUNS = 5;

export interface EngineFigure {
  /** The product's `searchDocuments` in process, its search cache invalidated before each run: median, ms. */
  productMs: number;
  /** Statements the API ran for this search. */
  statements: number;
  /** Median over the repetitions of the summed statement times, ms. */
  engineMs: number;
}

/**
 * Raw engine time of each search. The SQL is not copied: the API's own `searchDocuments` runs once against a
 * Kysely instance whose log hook records every compiled statement with its parameters, then those exact
 * statements are replayed straight on the driver (better-sqlite3 / pg, no Kysely, no HTTP, no JSON) and timed.
 */
export async function measureEngineTimes(
  target: BenchTarget,
  queries: readonly BenchQuery[],
  repetitions = 5,
): Promise<EngineFigure[]> {
  const captured: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') captured.push(event.query);
  };
  const sqlite = target.db === 'sqlite' ? new SQLite(path.join(target.dataDir, 'lexfaso.sqlite')) : null;
  const pool =
    target.db === 'postgres'
      ? new pg.Pool({ connectionString: target.databaseUrl, options: PG_SESSION_OPTIONS, max: 2 })
      : null;
  // The same session settings and pragmas as the server's connections (db/database.ts).
  sqlite?.pragma('cache_size = -65536');
  const kysely = new Kysely<Database>({
    dialect: sqlite
      ? new SqliteDialect({ database: sqlite })
      : new PostgresDialect({ pool: pool as pg.Pool }),
    log,
  });
  const client = pool ? await pool.connect() : null;
  const figures: EngineFigure[] = [];
  try {
    for (const query of queries) {
      const params = DocumentSearchQuery.parse(query.params);
      const productRuns: number[] = [];
      for (let i = 0; i < PRODUCT_RUNS + 1; i++) {
        // Cold, as the API is timed: without this the module's own search cache (shared by queries with the
        // same filters and text, e.g. page 1 and page 5) would skip the count and facets statement.
        await bumpDocumentsVersion(kysely);
        captured.length = 0;
        const started = performance.now();
        await searchDocuments(kysely, target.db, params, { role: 'ROLE_USER', canDownloadPdf: false });
        const ms = performance.now() - started;
        if (i > 0) productRuns.push(ms); // the first run fills the process's text and structure caches
        if (ms > 5_000 && productRuns.length > 0) break;
      }
      // The statements of the last run: the process's caches warm, as in the API's timed requests.
      const statements = [...captured];
      const runs: number[] = [];
      for (let i = 0; i < repetitions + 1; i++) {
        const started = performance.now();
        for (const s of statements) {
          if (sqlite) sqlite.prepare(s.sql).all(...(s.parameters as unknown[]));
          else await client?.query(s.sql, s.parameters as unknown[]);
        }
        const ms = performance.now() - started;
        if (i > 0) runs.push(ms); // the first run warms the caches, as the API's did
        if (ms > 5_000 && runs.length > 0) break; // bounded: a very slow statement set is timed once
      }
      figures.push({
        productMs: round(median(productRuns), 2),
        statements: statements.length,
        engineMs: round(median(runs), 2),
      });
    }
  } finally {
    client?.release();
    await kysely.destroy();
  }
  return figures;
}
