import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';
import type { DialectName } from '../../platform/db/dialect';

/**
 * Called first in a transaction that counts an account's items before adding one: on PostgreSQL a lock per
 * account, held to the end of that transaction, keeps two requests from both passing the limit (SQLite writes
 * one transaction at a time).
 */
export async function lockLibrary(trx: DB, dialect: DialectName, userId: number) {
  if (dialect === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`lexfaso:library:${userId}`}))`.execute(trx);
}
