import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActuality } from '../../src/modules/news/actuality-store';
import { listActualities } from '../../src/modules/news/queries';
import { migrateToLatest } from '../../src/platform/db/database';
import { analyzeForIndex as frozen } from '../../src/platform/db/migrations/frozen-analyser-0014';
import { analyzeForIndex } from '../../src/search';
import { createTestApp, migrationsFrom, TEST_DIALECT, type TestContext } from '../support';

const TEXT =
  'Le loyer des baux, les délais et délits, les fonds de commerce, la propriété foncière et les bestiaux.';

describe(`migrations 0013 and 0014: documents leave the database index, news are indexed again (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('drops the documents’ text index and keeps the news’', async () => {
    const tables = await t.deps.db.introspection.getTables();
    const names = new Set(tables.map((x) => x.name));
    expect(names.has('documents_fts')).toBe(false);
    expect(names.has('document_phrase_chunks')).toBe(false);
    const columns = (table: string) => tables.find((x) => x.name === table)?.columns.map((c) => c.name) ?? [];
    expect(columns('documents')).not.toContain('search_vector');
    if (TEST_DIALECT === 'postgres') expect(columns('actualities')).toContain('search_vector');
    else expect(names.has('actualities_fts')).toBe(true);
  });

  it('freezes the analyser of today', () => {
    expect(frozen(TEXT)).toBe(analyzeForIndex(TEXT));
  });

  it('indexes again a news item written with the old stems', async () => {
    const id = await createActuality(t.deps.db, t.deps.dialect, {
      title: 'Révision des loyers',
      description: 'Le loyer des locaux commerciaux est révisé.',
    });
    const found = async (search: string) =>
      (await listActualities(t.deps.db, t.deps.dialect, { page: 1, limit: 10, search })).actualities.map(
        (a) => a.id,
      );
    expect(await found('loyer')).toEqual([id]);
    // As the old analyser wrote it: 'loyer' was stemmed to 'loi'.
    const old = 'revis loi';
    if (TEST_DIALECT === 'sqlite') {
      await sql`DELETE FROM actualities_fts WHERE rowid = ${id}`.execute(t.deps.db);
      await sql`INSERT INTO actualities_fts (rowid, title, body) VALUES (${id}, ${old}, ${old})`.execute(
        t.deps.db,
      );
    } else
      await sql`UPDATE actualities SET search_vector = to_tsvector('simple', ${old}) WHERE id = ${id}`.execute(
        t.deps.db,
      );
    expect(await found('loyer')).toEqual([]);
    await sql`DELETE FROM kysely_migration WHERE name >= '0014-reindex-news-legal-stems'`.execute(t.deps.db);
    expect(await migrateToLatest(t.deps.handle)).toEqual(
      await migrationsFrom('0014-reindex-news-legal-stems'),
    );
    expect(await found('loyer')).toEqual([id]);
  });
});
