import path from 'node:path';
import { DocumentSearchQuery } from '@lexfaso/contracts';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { bumpDocumentsVersion } from '../apps/api/src/modules/documents/documents-version';
import { DocumentEngine } from '../apps/api/src/modules/documents/search/document-engine';
import { searchDocuments } from '../apps/api/src/modules/documents/search/service';
import { PG_SESSION_OPTIONS } from '../apps/api/src/platform/db/database';
import type { Database } from '../apps/api/src/platform/db/schema';
import type { SearchRequest } from '../apps/api/src/search/engine/types';
import type { BenchTarget } from './database';
import { residentMb } from './memory';
import type { BenchQuery } from './queries';
import { median, round } from './stats';

/** The product's own search in process is timed as the Xapian anchor times its side: median of 5 after a warm-up. */
const PRODUCT_RUNS = 5;

export interface EngineFigure {
  /** The product's `searchDocuments` in process, its search cache invalidated before each run: median, ms. */
  productMs: number;
  /** Statements the API ran for this search (the page's rows, type and domain names). */
  statements: number;
  /** Median over the repetitions of the in-process search time, ms. */
  engineMs: number;
}

/**
 * The engine built in this process, as the server builds its own: how long, and this process's resident
 * memory before and after (the difference: the engine's thread, its index and its heap), MB.
 */
export interface EngineBuild {
  seconds: number;
  rssBeforeMb: number;
  rssAfterMb: number;
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
): Promise<{ figures: EngineFigure[]; build: EngineBuild }> {
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
  const engine = new DocumentEngine(kysely);
  const viewer = { role: 'ROLE_USER', canDownloadPdf: false };
  try {
    // The engine in its thread, as the server holds it: the timings include the round trip to it. Version 0:
    // the engine is not caught up with the bumps below (no statements of the catch-up counted).
    const rssBeforeMb = residentMb(process.pid);
    const started = performance.now();
    await engine.build();
    const build = {
      seconds: round((performance.now() - started) / 1000, 1),
      rssBeforeMb,
      rssAfterMb: residentMb(process.pid),
    };
    const engineSearch = (request: SearchRequest) => engine.search(request, 0);
    // A server answering traffic has run every code path many times: one untimed pass over the whole mix
    // first, so that the mix's first queries do not pay for compiling the code all later ones share (the first
    // run of each query below only fills that query's own caches).
    for (const query of queries) {
      await bumpDocumentsVersion(kysely);
      await searchDocuments(kysely, engineSearch, DocumentSearchQuery.parse(query.params), viewer);
    }
    for (const query of queries) {
      const params = DocumentSearchQuery.parse(query.params);
      const productRuns: number[] = [];
      for (let i = 0; i < PRODUCT_RUNS + 1; i++) {
        // Cold, as the API is timed: without this the module's own answer cache (shared by queries with the
        // same filters and text, e.g. page 1 and page 5) would answer from memory.
        await bumpDocumentsVersion(kysely);
        captured.length = 0;
        const started = performance.now();
        await searchDocuments(kysely, engineSearch, params, viewer);
        const ms = performance.now() - started;
        if (i > 0) productRuns.push(ms); // the first run fills the process's text and structure caches
        if (ms > 5_000 && productRuns.length > 0) break;
      }
      const statements = captured.length;
      const runs: number[] = [];
      for (let i = 0; i < repetitions; i++) {
        const started = performance.now();
        await searchDocuments(kysely, engineSearch, params, viewer);
        runs.push(performance.now() - started);
      }
      figures.push({
        productMs: round(median(productRuns), 2),
        statements,
        engineMs: round(median(runs), 2),
      });
    }
    return { figures, build };
  } finally {
    await engine.close();
    await kysely.destroy();
  }
}
