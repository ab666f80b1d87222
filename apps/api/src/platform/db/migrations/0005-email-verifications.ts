import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from './dialect';

/**
 * Email confirmation links (selector + verifier, like password resets): an email registration stays pending
 * until its mailed link is opened, so a registration answer never tells whether an address had an account.
 * Only the verifier's SHA-256 is stored.
 */
export function emailVerificationsMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('email_verifications')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('selector', 'text', (c) => c.notNull().unique())
        .addColumn('verifier_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('ip', 'text')
        .execute();
      await db.schema
        .createIndex('email_verifications_user')
        .on('email_verifications')
        .column('user_id')
        .execute();
    },
  };
}
