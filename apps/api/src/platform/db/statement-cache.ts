import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Distinct statements kept; queries are parameterised, so their text varies little (IN lists by length). */
const MAX_STATEMENTS = 500;

/**
 * The better-sqlite3 handle as Kysely sees it, with its prepared statements kept by SQL text. Kysely's
 * SQLite driver prepares every statement again on every call; in a CPU profile of a search under load,
 * preparing took as long as running the statements. A statement in the middle of an iterate() is busy
 * and cannot be shared: a fresh one is prepared for that call.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: MAX_STATEMENTS });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) statements.set(sql, statement);
      return statement;
    },
  };
}
