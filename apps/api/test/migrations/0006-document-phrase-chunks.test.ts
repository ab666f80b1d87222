import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../../src/modules/documents/document-store';
import { migrateToLatest } from '../../src/platform/db/database';
import { createTestApp, migrationsFrom, signedInAs, TEST_DIALECT, type TestContext } from '../support';

// The chunks exist on PostgreSQL only (SQLite's FTS5 keeps every position): this runs in the PostgreSQL pass.
describe.skipIf(TEST_DIALECT !== 'postgres')(
  'migration 0006: chunks of the long documents already stored',
  () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('writes them for a database that had none, so a deep phrase is found after the upgrade', async () => {
      const words = Array.from({ length: 30_000 }, () => 'registre');
      words.splice(24_000, 2, 'caravane', 'saharienne');
      const id = await createDocument(t.deps.db, t.deps.dialect, {
        title: 'Recueil ancien',
        preambule: 'Préambule du recueil.',
        content: words.join(' '),
        publishedAt: '2019-03-03',
      });
      const count = async () =>
        Number(
          (
            await sql<{
              n: string;
            }>`SELECT count(*) AS n FROM document_phrase_chunks WHERE document_id = ${id}`.execute(t.deps.db)
          ).rows[0].n,
        );
      const written = await count();
      expect(written).toBe(2);
      // The database as it was before 0006: no table, the migration not applied.
      await sql`DROP TABLE document_phrase_chunks`.execute(t.deps.db);
      // Migrations run in order: the later ones run again too (they only index again).
      await sql`DELETE FROM kysely_migration WHERE name >= '0006-document-phrase-chunks'`.execute(t.deps.db);
      expect(await migrateToLatest(t.deps.handle)).toEqual(
        await migrationsFrom('0006-document-phrase-chunks'),
      );
      expect(await count()).toBe(written);
      const { headers } = await signedInAs(t.deps);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/documents/filtered?q=${encodeURIComponent('"caravane saharienne"')}`,
        headers,
      });
      expect(res.json().documents.map((d: { id: number }) => d.id)).toEqual([id]);
    });
  },
);
