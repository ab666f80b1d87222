import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';
import type { DialectName } from '../../platform/db/dialect';

/** What two names of a reference list are compared by: case, accents, apostrophes and spaces aside. */
export const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’ʼ`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

type ReferenceTable = 'domaines' | 'organismes' | 'doc_types';

/**
 * Whether another row of `table` already has this name (its `column`), in the sense of nameKey. Called
 * inside the transaction that writes the name: on PostgreSQL a lock per table, held to the end of that
 * transaction, keeps two administrators from creating the same name at once (SQLite writes one at a time).
 * The lists are short (tens of rows): they are compared in full rather than through an index.
 */
export async function nameTaken(
  trx: DB,
  dialect: DialectName,
  table: ReferenceTable,
  column: 'name' | 'type',
  name: string,
  selfId: number | null,
) {
  if (dialect === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`lexfaso:reference:${table}`}))`.execute(trx);
  const key = nameKey(name);
  const rows = await sql<{ id: number; label: string }>`
    SELECT id, ${sql.ref(column)} AS label FROM ${sql.table(table)}`.execute(trx);
  return rows.rows.some((r) => Number(r.id) !== selfId && nameKey(r.label) === key);
}
