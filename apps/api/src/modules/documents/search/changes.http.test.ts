import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { buildApp } from '../../../app';
import { closeDeps, createDeps } from '../../../create-deps';
import type { AppDeps } from '../../../deps';
import { createDocument, deleteDocument, updateDocument } from '../document-store';

/**
 * Two API processes on one database (docs/deployment.md): each holds its own search engine, and a document
 * written through one is found, changed and gone in the other's searches (search_changes, migration 0012).
 */
describe(`two API instances on one database (${TEST_DIALECT})`, () => {
  let a: TestContext;
  let bDeps: AppDeps;
  let b: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    a = await createTestApp();
    // The same configuration: the same DATABASE_URL (PostgreSQL) or the same data directory (SQLite).
    bDeps = createDeps(a.config);
    b = await buildApp(bDeps, { logger: false });
    await b.ready();
    headers = (await signedInAs(a.deps, 'ROLE_USER')).headers;
  });
  afterAll(async () => {
    await b.close();
    await closeDeps(bDeps);
    await a.close();
  });

  const titlesOn = async (app: FastifyInstance, q: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/documents/filtered?q=${encodeURIComponent(q)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().documents.map((d: { title: string }) => d.title) as string[];
  };

  it('finds on B a document created, changed and deleted through A', async () => {
    // B's engine is built before the write: what follows is its catch-up, not its first build.
    expect(await titlesOn(b, 'baobab')).toEqual([]);
    const id = await createDocument(a.deps.db, {
      title: 'Arrêté sur la protection du baobab',
      content: 'Article 1\n\nLa coupe du baobab est soumise à autorisation.',
      publishedAt: '2024-05-02',
    });
    expect(await titlesOn(b, 'baobab')).toEqual(['Arrêté sur la protection du baobab']);
    expect(await titlesOn(a.app, 'baobab')).toEqual(['Arrêté sur la protection du baobab']);

    await updateDocument(a.deps.db, id, {
      content: 'Article 1\n\nLa coupe du karité est soumise à autorisation.',
    });
    expect(await titlesOn(b, 'karité')).toEqual(['Arrêté sur la protection du baobab']);
    expect(await titlesOn(b, 'coupe baobab')).toEqual(['Arrêté sur la protection du baobab']); // its title
    expect(await titlesOn(b, '"coupe du baobab"')).toEqual([]); // the old text

    await updateDocument(a.deps.db, id, { isPublished: false });
    expect(await titlesOn(b, 'karité')).toEqual([]);

    await deleteDocument(a.deps.db, id);
    expect(await titlesOn(b, 'baobab')).toEqual([]);
  });

  it('rebuilds when the part of the change log it needs was pruned', async () => {
    expect(await titlesOn(b, 'néré')).toEqual([]);
    await createDocument(a.deps.db, {
      title: 'Décret sur le néré',
      content: 'Le néré est une essence protégée.',
      publishedAt: '2024-05-03',
    });
    // As pruning leaves it: the rows gone, the pruned version recorded above B's applied version.
    const { count } = await a.deps.db
      .selectFrom('counters')
      .select('count')
      .where('key', '=', 'documents:version')
      .executeTakeFirstOrThrow();
    await a.deps.db.deleteFrom('search_changes').execute();
    await a.deps.db
      .insertInto('counters')
      .values({ key: 'search_changes:pruned', count: Number(count), reset_at: 9_000_000_000_000 })
      .execute();
    expect(await titlesOn(b, 'néré')).toEqual(['Décret sur le néré']);
  });
});
