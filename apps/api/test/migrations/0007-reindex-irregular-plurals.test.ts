import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../../src/modules/documents/document-store';
import { createActuality } from '../../src/modules/news/actuality-store';
import { migrateToLatest } from '../../src/platform/db/database';
import { createTestApp, migrationsFrom, signedInAs, TEST_DIALECT, type TestContext } from '../support';

describe(`migration 0007: documents holding 'baux' indexed again (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const found = async (q: string) => {
    const { headers } = await signedInAs(t.deps);
    const res = await t.app.inject({ method: 'GET', url: `/api/documents/filtered?q=${q}`, headers });
    return (res.json().documents as Array<{ id: number }>).map((d) => d.id);
  };

  it('rewrites their index entry and leaves the others alone', async () => {
    const withPlural = await createDocument(t.deps.db, t.deps.dialect, {
      title: 'Des baux ruraux',
      content: 'Texte sur les exploitations agricoles.',
      publishedAt: '2018-01-01',
    });
    const without = await createDocument(t.deps.db, t.deps.dialect, {
      title: 'Des exploitations agricoles',
      content: 'Texte sur les exploitations agricoles.',
      publishedAt: '2018-01-02',
    });
    const news = await createActuality(t.deps.db, t.deps.dialect, {
      title: 'Réforme des baux',
      description: 'Le nouveau régime des locations.',
      isPublished: true,
    });
    // Every index entry lost, as if written by an older analyser that the migration must replace.
    if (TEST_DIALECT === 'sqlite') {
      await sql`DELETE FROM documents_fts`.execute(t.deps.db);
      await sql`DELETE FROM actualities_fts`.execute(t.deps.db);
    } else {
      await sql`UPDATE documents SET search_vector = NULL`.execute(t.deps.db);
      await sql`UPDATE actualities SET search_vector = NULL`.execute(t.deps.db);
    }
    expect(await found('agricoles')).toEqual([]);
    // Migrations run in order: the later ones run again too.
    await sql`DELETE FROM kysely_migration WHERE name >= '0007-reindex-irregular-plurals'`.execute(t.deps.db);
    expect(await migrateToLatest(t.deps.handle)).toEqual(
      await migrationsFrom('0007-reindex-irregular-plurals'),
    );
    expect(await found('bail')).toEqual([withPlural]);
    expect(await found('agricoles')).toEqual([withPlural]);
    expect(await found('agricoles')).not.toContain(without);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/actualities?search=bail' });
    expect(res.json().actualities.map((a: { id: number }) => a.id)).toEqual([news]);
  });
});
