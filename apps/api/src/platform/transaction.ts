import type { DB } from './db/database';

/** Runs fn in a transaction, joining the caller's transaction when there already is one. */
export function withTransaction<T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute((trx) => fn(trx));
}
