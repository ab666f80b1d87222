import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * Sign-in identifiers are owned, never claimed (decisions.md §5, issue 19):
 * - `users.phone_verified`: a phone is a way in (OTP sign-in, reset by SMS) only once its owner proved it with a
 *   code. Phones already proved are those of accounts made by phone registration (no password, verified);
 *   the others were typed in the back-office or the profile without proof.
 * - `identifier_changes`: a new email or phone asked for on the profile, pending until confirmed from that
 *   address (mailed link: public selector + hashed verifier) or number (hashed 6-digit code).
 * It may run again over its own result (the migration tests replay the later migrations): nothing is added twice.
 */
export function accountIdentifiersMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<any>) {
      if (!(await hasColumn(db, dialect, 'users', 'phone_verified'))) {
        await db.schema
          .alterTable('users')
          .addColumn('phone_verified', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await sql`UPDATE users SET phone_verified = 1
          WHERE phone IS NOT NULL AND password_hash IS NULL AND is_verified = 1`.execute(db);
      }
      await db.schema
        .createTable('identifier_changes')
        .ifNotExists()
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('selector', 'text', (c) => c.unique())
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('identifier_changes_user')
        .ifNotExists()
        .on('identifier_changes')
        .column('user_id')
        .execute();
    },
  };
}

async function hasColumn(
  db: Parameters<Migration['up']>[0],
  dialect: Dialect,
  table: string,
  column: string,
) {
  const { rows } =
    dialect === 'sqlite'
      ? await sql`SELECT 1 FROM pragma_table_info(${table}) WHERE name = ${column}`.execute(db)
      : await sql`SELECT 1 FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}`.execute(
          db,
        );
  return rows.length > 0;
}
