import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../../src/modules/documents/document-store';
import { migrateToLatest } from '../../src/platform/db/database';
import { createTestApp, migrationsFrom, signedInAs, TEST_DIALECT, type TestContext } from '../support';

describe(`migration 0010: a document's reference and status (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('takes the texts stored before as in force, with no reference', async () => {
    const id = await createDocument(t.deps.db, {
      title: 'Loi ancienne',
      content: 'Article 1\nTexte.',
      publishedAt: '2001-01-01',
    });
    // The database as it was before 0010: none of its columns, the migration not applied.
    for (const column of ['reference', 'status', 'status_note'])
      await sql`ALTER TABLE documents DROP COLUMN ${sql.ref(column)}`.execute(t.deps.db);
    await sql`DELETE FROM kysely_migration WHERE name >= '0010-document-citation'`.execute(t.deps.db);
    expect(await migrateToLatest(t.deps.handle)).toEqual(await migrationsFrom('0010-document-citation'));

    const { headers } = await signedInAs(t.deps);
    const res = await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers });
    expect(res.json()).toMatchObject({ reference: null, status: 'in-force', statusNote: null });
  });
});
