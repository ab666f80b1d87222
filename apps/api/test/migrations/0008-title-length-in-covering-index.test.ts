import { DocumentSearchQuery } from '@lexfaso/contracts';
import { type CompiledQuery, Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../../src/modules/documents/document-store';
import { searchDocuments } from '../../src/modules/documents/search-service';
import { migrateToLatest } from '../../src/platform/db/database';
import type { Database } from '../../src/platform/db/schema';
import { createTestApp, migrationsFrom, TEST_DIALECT, type TestContext } from '../support';

describe.runIf(TEST_DIALECT === 'sqlite')(
  'migration 0008: the title length in the covering index (sqlite)',
  () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestApp();
      for (const n of [1, 2, 3])
        await createDocument(t.deps.db, t.deps.dialect, {
          title: `Article ${n} du code`,
          content: `Texte de l'article ${n}.`,
          publishedAt: '2020-01-01',
        });
    });
    afterAll(() => t.close());

    /** The plan of the ranked page statement the API's own search runs for `article`. */
    async function pagePlan(): Promise<string[]> {
      const sqlite = t.deps.handle.sqlite;
      if (!sqlite) throw new Error('SQLite attendu');
      const ran: CompiledQuery[] = [];
      const db = new Kysely<Database>({
        dialect: new SqliteDialect({ database: sqlite }),
        log: (e) => {
          if (e.level === 'query') ran.push(e.query);
        },
      });
      const answer = await searchDocuments(db, 'sqlite', DocumentSearchQuery.parse({ q: 'article' }), {
        role: 'ROLE_USER',
        canDownloadPdf: false,
      });
      expect(answer.documents.map((d) => d.title)).toHaveLength(3);
      const page = ran.find((q) => q.sql.includes('bm25('));
      if (!page) throw new Error('requête de page introuvable');
      const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${page.sql}`).all(...(page.parameters as unknown[]));
      return (plan as Array<{ detail: string }>).map((r) => r.detail);
    }

    it('lets the ranked page read every title hit without the table row', async () => {
      // The database as it was before 0008: the index without the length.
      await sql`DROP INDEX documents_meta`.execute(t.deps.db);
      await sql`CREATE INDEX documents_meta ON documents (id, is_published, published_at, doc_type_id, domaine_id, jurisdiction, year, pdf_path)`.execute(
        t.deps.db,
      );
      await sql`DELETE FROM kysely_migration WHERE name >= '0008-title-length-in-covering-index'`.execute(
        t.deps.db,
      );
      expect(await pagePlan()).toContain('SEARCH d USING INDEX documents_meta (id=? AND is_published=?)');
      expect(await migrateToLatest(t.deps.handle)).toEqual(
        await migrationsFrom('0008-title-length-in-covering-index'),
      );
      expect(await pagePlan()).toContain(
        'SEARCH d USING COVERING INDEX documents_meta (id=? AND is_published=?)',
      );
    });
  },
);
