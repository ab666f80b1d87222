import fs from 'node:fs';
import path from 'node:path';
import { DATABASE_CLI_MESSAGES } from '@lexfaso/contracts';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import { StaticMigrationProvider } from './migrations';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: DialectName;
  /** The raw better-sqlite3 handle (SQLite only): used for online backups. */
  sqlite?: SQLite.Database;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back as strings from pg by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * Settings of every PostgreSQL session the API opens. random_page_cost 1.1 (default 4, which assumes
 * spinning disks) is the usual value for data that sits in memory or on SSD: with 4 the planner scanned
 * all 90,000 documents for a word in 22,000 of them (150 ms) rather than visit those rows from the GIN
 * index (70 ms), over the benchmark's mix 12 % less SQL time. A server-wide setting does the same.
 */
export const PG_SESSION_OPTIONS = '-c random_page_cost=1.1';

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      options: PG_SESSION_OPTIONS,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its server must not crash the process; the next query reports the outage.
    pool.on('error', () => {});
    // Neither may a checked-out client between two queries (inside a transaction, say): pg-pool removes its
    // idle listener while the client is lent, so without this one the 'error' event is uncaught. The pending
    // query fails (503), and the pool drops the dead client when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      ping: () => ping(db),
      close: () => db.destroy(),
    };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'lexfaso.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = sqliteKysely(sqlite);
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    ping: () => ping(db),
    close: () => db.destroy(),
  };
}

/** What every SQLite connection of the API shares, writer or reader: waits, page cache, kept statements. */
function sqliteKysely(sqlite: SQLite.Database): DB {
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

async function ping(db: DB) {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** The migrations of this database, in order. */
export const migrationProvider = (dialect: DialectName) =>
  new StaticMigrationProvider(dialect, DATABASE_CLI_MESSAGES.migrationIrreversible);

export async function migrateToLatest(handle: DatabaseHandle) {
  const migrator = new Migrator({ db: handle.db, provider: migrationProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
