import { type ColumnDefinitionBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './dialect';

/** The whole data model of both specs. Dialect differences are limited to ids and the search index. */
export function initialMigration(dialect: Dialect): Migration {
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const now = (c: ColumnDefinitionBuilder) => c.notNull();

  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, id)
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('password_hash', 'text')
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('statut', 'text')
        .addColumn('account_status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('roles', 'text', (c) => c.notNull().defaultTo('["ROLE_USER"]'))
        .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subscription_plan', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('profession', 'text')
        .addColumn('organization', 'text')
        .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', now)
        .addColumn('updated_at', 'text', now)
        .addColumn('password_changed_at', 'text')
        .execute();
      await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
      await db.schema.createIndex('users_phone_unique').on('users').column('phone').unique().execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', now)
        .addColumn('expires_at', 'text', now)
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('csrf_tokens')
        .addColumn('id', idType, id)
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', now)
        .addColumn('expires_at', 'text', now)
        .execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('selector', 'text', (c) => c.notNull().unique())
        .addColumn('verifier_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', now)
        .addColumn('expires_at', 'text', now)
        .addColumn('used_at', 'text')
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

      await db.schema
        .createTable('otp_codes')
        .addColumn('id', idType, id)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('payload', 'text')
        .addColumn('created_at', 'text', now)
        .addColumn('expires_at', 'text', now)
        .addColumn('consumed_at', 'text')
        .execute();
      await db.schema.createIndex('otp_codes_phone').on('otp_codes').column('phone').execute();

      for (const table of ['domaines', 'organismes'] as const) {
        await db.schema
          .createTable(table)
          .addColumn('id', idType, id)
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', now)
          .execute();
      }
      await db.schema
        .createTable('doc_types')
        .addColumn('id', idType, id)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', now)
        .execute();

      await db.schema
        .createTable('documents')
        .addColumn('id', idType, id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('preambule', 'text')
        .addColumn('published_at', 'text')
        .addColumn('year', 'integer')
        .addColumn('doc_type_id', 'integer', (c) => c.references('doc_types.id').onDelete('set null'))
        .addColumn('domaine_id', 'integer', (c) => c.references('domaines.id').onDelete('set null'))
        .addColumn('organisme_id', 'integer', (c) => c.references('organismes.id').onDelete('set null'))
        .addColumn('jurisdiction', 'text')
        .addColumn('pdf_path', 'text')
        .addColumn('pdf_name', 'text')
        .addColumn('pdf_size', 'integer')
        .addColumn('external_pdf_url', 'text')
        .addColumn('content_length', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text')
        .addColumn('created_at', 'text', now)
        .addColumn('updated_at', 'text', now)
        .execute();
      for (const col of [
        'published_at',
        'doc_type_id',
        'domaine_id',
        'organisme_id',
        'jurisdiction',
        'year',
      ]) {
        await db.schema.createIndex(`documents_${col}`).on('documents').column(col).execute();
      }

      await db.schema
        .createTable('actuality_categories')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text')
        .addColumn('color', 'text')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', now)
        .execute();

      await db.schema
        .createTable('actualities')
        .addColumn('id', idType, id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('excerpt', 'text')
        .addColumn('content', 'text')
        .addColumn('author', 'text')
        .addColumn('image_url', 'text')
        .addColumn('category_id', 'integer', (c) =>
          c.references('actuality_categories.id').onDelete('set null'),
        )
        .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published_at', 'text')
        .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', now)
        .addColumn('updated_at', 'text', now)
        .execute();
      await db.schema
        .createIndex('actualities_published')
        .on('actualities')
        .columns(['is_published', 'published_at'])
        .execute();

      await db.schema
        .createTable('contact_messages')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', now)
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', idType, id)
        .addColumn('actor_id', 'integer')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('details', 'text')
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', now)
        .execute();
      await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();

      await db.schema
        .createTable('counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('mail_queue')
        .addColumn('id', idType, id)
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', now)
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('mail_queue_pending')
        .on('mail_queue')
        .columns(['status', 'next_attempt_at'])
        .execute();

      await db.schema
        .createTable('import_runs')
        .addColumn('id', idType, id)
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_key', 'text')
        .addColumn('started_at', 'text', now)
        .addColumn('finished_at', 'text')
        .execute();

      // Full-text index. The text is analysed in TypeScript (src/search) before it reaches either engine,
      // so both engines index the very same tokens and answer the same documents.
      if (dialect === 'sqlite') {
        await sql`CREATE VIRTUAL TABLE documents_fts USING fts5(title, body, tokenize = 'unicode61', content = '', contentless_delete = 1)`.execute(
          db,
        );
        await sql`CREATE VIRTUAL TABLE actualities_fts USING fts5(title, body, tokenize = 'unicode61', content = '', contentless_delete = 1)`.execute(
          db,
        );
      } else {
        await sql`ALTER TABLE documents ADD COLUMN search_vector tsvector`.execute(db);
        await sql`CREATE INDEX documents_search ON documents USING gin (search_vector)`.execute(db);
        await sql`ALTER TABLE actualities ADD COLUMN search_vector tsvector`.execute(db);
        await sql`CREATE INDEX actualities_search ON actualities USING gin (search_vector)`.execute(db);
      }
    },
  };
}
