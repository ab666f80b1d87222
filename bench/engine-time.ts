import path from 'node:path';
import { DocumentSearchQuery } from '@lexfaso/contracts';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DocumentEngine } from '../apps/api/src/modules/documents/document-engine';
import { searchDocuments } from '../apps/api/src/modules/documents/search-service';
import { PG_SESSION_OPTIONS } from '../apps/api/src/platform/db/database';
import type { Database } from '../apps/api/src/platform/db/schema';
import type { BenchTarget } from './database';
import type { BenchQuery } from './queries';
import { median, round } from './stats';

export interface EngineFigure {
  /** Statements the API ran for this search (the page's rows, type and domain names). */
  statements: number;
  /** Median over the repetitions of the in-process search time, ms. */
  engineMs: number;
  /** What the Xapian anchor is compared with: the product's `searchDocuments` in process, the same median. */
  productMs: number;
}

/**
 * Raw engine time of each search: the API's own `searchDocuments` in this process, over an engine built from
 * the target database as the server builds its own (no HTTP, no JSON, no answer cache), and the statements it
 * ran (counted through a Kysely log hook).
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
  const figures: EngineFigure[] = [];
  const viewer = { role: 'ROLE_USER', canDownloadPdf: false };
  try {
    const engine = await new DocumentEngine(kysely).current();
    for (const query of queries) {
      const params = DocumentSearchQuery.parse(query.params);
      captured.length = 0;
      await searchDocuments(kysely, engine, params, viewer);
      const statements = captured.length;
      const runs: number[] = [];
      for (let i = 0; i < repetitions; i++) {
        const started = performance.now();
        await searchDocuments(kysely, engine, params, viewer);
        runs.push(performance.now() - started);
      }
      const engineMs = round(median(runs), 2);
      figures.push({ statements, engineMs, productMs: engineMs });
    }
  } finally {
    await kysely.destroy();
  }
  return figures;
}
