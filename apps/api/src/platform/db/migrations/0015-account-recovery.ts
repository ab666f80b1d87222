import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/**
 * Issue 29, identifier changes that cannot be hijacked and a lock-out that is not a weapon:
 * - `known_devices`: a browser that signed in to an account (a device cookie's token, SHA-256 at rest). A known
 *   device keeps its own brute-force budget, so strangers failing on the account do not lock its owner out.
 * - `identifier_changes`: a confirmed change keeps what it replaced (`previous_value`, `previous_verified`), when
 *   it took effect (`confirmed_at`) and its "ce n'était pas moi" link (public selector + hashed verifier, expiry,
 *   use), sent to the previous address or number.
 * - `users.identifiers_locked_at`: set by that link; the account's email and phone cannot change until its
 *   owner chooses a new password.
 * It may run again over its own result (the migration tests replay the later migrations): nothing is added twice.
 */
export function accountRecoveryMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('known_devices')
        .ifNotExists()
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('device_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('known_devices_device_user')
        .ifNotExists()
        .on('known_devices')
        .columns(['device_hash', 'user_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('known_devices_user')
        .ifNotExists()
        .on('known_devices')
        .column('user_id')
        .execute();

      const changeColumns: Array<[string, 'text' | 'integer']> = [
        ['previous_value', 'text'],
        ['previous_verified', 'integer'],
        ['confirmed_at', 'text'],
        ['dispute_selector', 'text'],
        ['dispute_hash', 'text'],
        ['dispute_expires_at', 'text'],
        ['disputed_at', 'text'],
      ];
      for (const [column, type] of changeColumns)
        if (!(await hasColumn(db, dialect, 'identifier_changes', column)))
          await db.schema.alterTable('identifier_changes').addColumn(column, type).execute();
      await db.schema
        .createIndex('identifier_changes_dispute')
        .ifNotExists()
        .on('identifier_changes')
        .column('dispute_selector')
        .unique()
        .execute();

      if (!(await hasColumn(db, dialect, 'users', 'identifiers_locked_at')))
        await db.schema.alterTable('users').addColumn('identifiers_locked_at', 'text').execute();
    },
  };
}

async function hasColumn(db: Kysely<any>, dialect: Dialect, table: string, column: string) {
  const { rows } =
    dialect === 'sqlite'
      ? await sql`SELECT 1 FROM pragma_table_info(${table}) WHERE name = ${column}`.execute(db)
      : await sql`SELECT 1 FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}`.execute(
          db,
        );
  return rows.length > 0;
}
