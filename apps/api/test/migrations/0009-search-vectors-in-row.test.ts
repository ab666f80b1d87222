import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../../src/modules/documents/document-store';
import { migrateToLatest } from '../../src/platform/db/database';
import { createTestApp, migrationsFrom, signedInAs, TEST_DIALECT, type TestContext } from '../support';

describe.runIf(TEST_DIALECT === 'postgres')(
  'migration 0009: search vectors kept in the row (postgres)',
  () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    /** Bytes of the documents table's values held out of line, in its TOAST table. */
    async function toastBytes(): Promise<number> {
      const { rows } = await sql<{ toast: string }>`
      SELECT reltoastrelid::regclass::text AS toast FROM pg_class WHERE relname = 'documents'`.execute(
        t.deps.db,
      );
      const { rows: sums } = await sql<{ bytes: number | null }>`
      SELECT sum(octet_length(chunk_data))::int AS bytes FROM ${sql.table(rows[0].toast)}`.execute(t.deps.db);
      return Number(sums[0].bytes ?? 0);
    }

    async function sizes(id: number) {
      const { rows } = await sql<{ content: number; vector: number }>`
      SELECT pg_column_size(content) AS content, pg_column_size(search_vector) AS vector
      FROM documents WHERE id = ${id}`.execute(t.deps.db);
      return rows[0];
    }

    it('moves a vector PostgreSQL had put out of line back into its row, and the search still finds it', async () => {
      // The table as it was before 0009 (default storage), then a text of words that compress poorly: a row
      // just over 2 KB, whose vector is its largest value.
      await sql`ALTER TABLE documents ALTER COLUMN search_vector SET STORAGE EXTENDED`.execute(t.deps.db);
      await sql`DELETE FROM kysely_migration WHERE name >= '0009-search-vectors-in-row'`.execute(t.deps.db);
      const words = Array.from({ length: 60 }, (_, i) => createHash('md5').update(String(i)).digest('hex'));
      const id = await createDocument(t.deps.db, t.deps.dialect, {
        title: 'Liste de codes',
        content: words.join(' '),
        publishedAt: '2020-01-01',
      });
      const before = await sizes(id);
      expect(before.vector).toBeGreaterThan(2048);
      expect(await toastBytes()).toBeGreaterThanOrEqual(before.vector);

      expect(await migrateToLatest(t.deps.handle)).toEqual(
        await migrationsFrom('0009-search-vectors-in-row'),
      );

      // The vector is read with the row now; what TOAST holds is less than the vector (the text, at most).
      const after = await sizes(id);
      expect(await toastBytes()).toBeLessThan(after.vector);
      const { headers } = await signedInAs(t.deps);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/documents/filtered?q=${words[42]}`,
        headers,
      });
      expect(res.json().documents.map((d: { id: number }) => d.id)).toEqual([id]);
    });
  },
);
