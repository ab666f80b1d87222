import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haveS3Server, type S3TestServer, startS3Server } from '../../../../test/s3-server';
import {
  adminSession,
  createTestApp,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../../../../test/support';
import { buildApp } from '../../../app';
import { closeDeps, createDeps } from '../../../create-deps';
import type { AppDeps } from '../../../deps';
import { openDatabase } from '../../../platform/db/database';
import { createDocument, deleteDocument, updateDocument } from '../document-store';
import { seedDemoCorpus } from '../seed/demo-corpus';
import { insertFixtures } from '../test-fixtures';

// A sample of the relevance harness's queries (bench/relevance/queries.ts): references, topics, typos,
// accents, plurals, synonyms, words together.
const QUERIES = [
  'article 36 code du travail',
  'art. 1382 code civil',
  'articles 5 à 7 constitution',
  'article 103 AUDCG',
  'article 999 code du travail',
  'licenciement pour motif économique',
  "durée de la période d'essai",
  'congé de maternité',
  'heures supplémentaires majoration de salaire',
  "âge minimum d'accès à l'emploi",
  'divorce par consentement mutuel',
  'réserve héréditaire et quotité disponible',
  'garantie des vices cachés',
  "présomption d'innocence",
  'nombre de mandats du Président du Faso',
  'détention provisoire',
  'protection des données à caractère personnel',
  'fonds de commerce clientèle enseigne nom commercial',
  'licenciment abusif',
  'heritiers reservataires',
  'faillite',
  'syndicats',
  'contrat',
  'mariage -divorce',
  '"droit de grève"',
  'travail*',
  '',
];

/** One process more on the test's database and storage, snapshots on (or off: always rebuilt). */
async function anotherProcess(config: TestContext['config'], snapshots: boolean) {
  const deps = createDeps({ ...config, searchSnapshotMinutes: snapshots ? 10 : 0 });
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  return { deps, app };
}

/**
 * Engine snapshots (docs/search-engine.md, "Snapshots"): a process saves its engine to the storage, and a
 * process that starts loads it and catches up through search_changes instead of rebuilding. It then answers
 * every search as a process rebuilt from the documents, writes made after the snapshot included; a snapshot
 * that is corrupt or older than the change log holds is not used.
 */
describe(`search engine snapshots (${TEST_DIALECT})`, () => {
  let a: TestContext;
  let headers: Record<string, string>;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  const others: Array<{ deps: AppDeps; app: FastifyInstance }> = [];

  beforeAll(async () => {
    a = await createTestApp({ env: { SEARCH_SNAPSHOT_MINUTES: '10' } });
    await seedDemoCorpus(a.deps, () => {});
    headers = (await signedInAs(a.deps, 'ROLE_USER')).headers;
    admin = await adminSession(a.deps);
  }, 120_000);
  afterAll(async () => {
    for (const o of others) {
      await o.app.close();
      await closeDeps(o.deps);
    }
    await a.close();
  });

  const start = async (snapshots: boolean) => {
    const other = await anotherProcess(a.config, snapshots);
    others.push(other);
    return other;
  };

  const answer = async (app: FastifyInstance, q: string, extra = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/documents/filtered?q=${encodeURIComponent(q)}&limit=10${extra}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    type Hit = { id: number; title: string; articles: Array<{ id: string }> };
    return {
      q,
      suggestion: body.suggestion,
      total: body.pagination.total,
      documents: body.documents.map(
        (d: Hit) => `${d.id} | ${d.title} | ${d.articles.map((x) => x.id).join(' ')}`,
      ),
    };
  };
  const answers = (app: FastifyInstance) =>
    Promise.all(
      QUERIES.flatMap((q) => [
        answer(app, q),
        answer(app, q, '&sort=date'),
        answer(app, q, '&status=en_vigueur'),
      ]),
    );

  /** Waits for GET /api/health/ready to answer 200, checking it answered 503 first. */
  const ready = async (app: FastifyInstance) => {
    const first = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(first.statusCode).toBe(503);
    for (let i = 0; i < 600; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      if (res.statusCode === 200) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('never ready');
  };

  const snapshotFiles = () =>
    fs
      .readdirSync(path.join(a.config.dataDir, 'uploads'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.snap'))
      .map((f) => path.join(a.config.dataDir, 'uploads', f));

  it('a process started from the snapshot answers every search exactly as one rebuilt from the documents', async () => {
    // A's engine is built (from the documents: there is no snapshot yet), then saved.
    expect((await answer(a.app, 'contrat')).total).toBeGreaterThan(0);
    expect(a.deps.searchRunner.engineBuiltFrom).toBe('documents');
    await a.deps.searchRunner.saveSnapshot();
    expect(snapshotFiles()).toHaveLength(1);
    expect(await a.deps.searchRunner.saveSnapshot()).toBe(false); // nothing written since

    const fromSnapshot = await start(true);
    await ready(fromSnapshot.app);
    expect(fromSnapshot.deps.searchRunner.engineBuiltFrom).toBe('snapshot');
    const rebuilt = await start(false);
    await ready(rebuilt.app);
    expect(rebuilt.deps.searchRunner.engineBuiltFrom).toBe('documents');
    expect(await answers(fromSnapshot.app)).toEqual(await answers(rebuilt.app));
  }, 120_000);

  it('catches up with the writes made after the snapshot: new, changed, deleted, unpublished texts, a repealed article', async () => {
    const created = await createDocument(a.deps.db, {
      title: 'Arrêté sur la protection du baobab',
      content: 'Article 1\n\nLa coupe du baobab est soumise à autorisation du ministre.',
      publishedAt: '2024-05-02',
    });
    const rows = await a.deps.db.selectFrom('documents').select(['id', 'title']).orderBy('id').execute();
    const travail = rows.find((r) => r.title.startsWith('Code du travail'));
    if (!travail) throw new Error('demo corpus without its labour code');
    const [changed, deleted, unpublished] = rows.filter((r) => r.id !== travail.id && r.id !== created);
    await updateDocument(a.deps.db, changed.id, {
      content: 'Article 1\n\nLe karité est une essence protégée.',
    });
    await deleteDocument(a.deps.db, deleted.id);
    await updateDocument(a.deps.db, unpublished.id, { isPublished: false });
    const repeal = await a.app.inject({
      method: 'PUT',
      url: `/api/documents/${travail.id}/articles/article-36/status`,
      headers: admin.headersWithCsrf,
      payload: { status: 'abroge' },
    });
    expect(repeal.statusCode, repeal.body).toBe(200);

    const fromSnapshot = await start(true);
    await ready(fromSnapshot.app);
    expect(fromSnapshot.deps.searchRunner.engineBuiltFrom).toBe('snapshot');
    // A was rebuilt from the documents at the snapshot's version and applied the same writes since: every
    // answer is the same. (One rebuilt now may differ on 'Vouliez-vous dire' and what it decides: the spelling
    // suggestions' word counts keep the words of removed texts until a rebuild, surface-forms.ts.)
    expect(await answers(fromSnapshot.app)).toEqual(await answers(a.app));
    const titles = async (q: string, extra = '') =>
      (await answer(fromSnapshot.app, q, extra)).documents.map((d: string) => d.split(' | ')[1]);
    expect(await titles('baobab')).toEqual(['Arrêté sur la protection du baobab']);
    expect(await titles('karité')).toEqual([changed.title]);
    expect(await titles(`"${deleted.title}"`)).not.toContain(deleted.title);
    expect(await titles(`"${unpublished.title}"`)).not.toContain(unpublished.title);
    const dignity = 'traiter le travailleur avec dignité';
    const articlesOf = async (extra: string) =>
      (await answer(fromSnapshot.app, dignity, extra)).documents.find((d: string) =>
        d.startsWith(`${travail.id} |`),
      );
    expect(await articlesOf('')).toContain('article-36');
    expect((await articlesOf('&status=en_vigueur')) ?? '').not.toContain('article-36');

    // Written afterwards through A: the process started from the snapshot follows, as any other.
    await updateDocument(a.deps.db, created, { title: 'Arrêté sur la protection du néré' });
    expect(await titles('néré')).toEqual(['Arrêté sur la protection du néré']);
  }, 120_000);

  it('a newer snapshot replaces the stored one: the next process starts from it', async () => {
    expect(await a.deps.searchRunner.saveSnapshot()).toBe(true);
    const next = await start(true);
    await ready(next.app);
    expect(next.deps.searchRunner.engineBuiltFrom).toBe('snapshot');
    expect(await answers(next.app)).toEqual(await answers(a.app));
  }, 120_000);

  it('a corrupt snapshot is not used: the process rebuilds, then stores a good one', async () => {
    const [file] = snapshotFiles();
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(file, bytes);
    const afterCorrupt = await start(true);
    await ready(afterCorrupt.app);
    expect(afterCorrupt.deps.searchRunner.engineBuiltFrom).toBe('documents');
    const rebuiltNow = await start(false);
    expect(await answers(afterCorrupt.app)).toEqual(await answers(rebuiltNow.app));
    // Its rebuild replaced the corrupt snapshot, though its version was not older.
    await afterCorrupt.deps.searchRunner.saveSnapshot();
    const next = await start(true);
    await ready(next.app);
    expect(next.deps.searchRunner.engineBuiltFrom).toBe('snapshot');
  }, 120_000);

  it('a snapshot older than what the change log still holds is not used', async () => {
    await createDocument(a.deps.db, {
      title: 'Décret sur le karité',
      content: 'Article 1\n\nLe karité est protégé.',
      publishedAt: '2024-05-03',
    });
    // As pruning leaves it: the log's rows up to now gone, the pruned version recorded.
    const version = await a.deps.db
      .selectFrom('counters')
      .select('count')
      .where('key', '=', 'documents:version')
      .executeTakeFirstOrThrow();
    await a.deps.db
      .insertInto('counters')
      .values({ key: 'search_changes:pruned', count: Number(version.count), reset_at: 9_000_000_000_000 })
      .onConflict((oc) => oc.column('key').doUpdateSet({ count: Number(version.count) }))
      .execute();
    await a.deps.db.deleteFrom('search_changes').execute();
    const late = await start(true);
    await ready(late.app);
    expect(late.deps.searchRunner.engineBuiltFrom).toBe('documents');
    expect(await answer(late.app, 'karité')).toMatchObject({ total: 2 });
  }, 120_000);
});

/** Several machines: the snapshot goes to the bucket every process shares, and another process starts from it. */
describe.runIf(haveS3Server())(`search engine snapshots in an S3-compatible bucket (${TEST_DIALECT})`, () => {
  let server: S3TestServer;
  let t: TestContext;
  let other: { deps: AppDeps; app: FastifyInstance } | null = null;

  beforeAll(async () => {
    server = await startS3Server();
    t = await createTestApp({
      env: { STORAGE_URL: server.storageUrl('files'), SEARCH_SNAPSHOT_MINUTES: '10' },
    });
    await insertFixtures(t.deps);
  }, 60_000);
  afterAll(async () => {
    if (other) {
      await other.app.close();
      await closeDeps(other.deps);
    }
    await t?.close();
    await server?.stop();
  });

  it('stores the snapshot in the bucket; a process with another data folder starts from it', async () => {
    const headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
    const search = async (app: FastifyInstance, q: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/documents/filtered?q=${encodeURIComponent(q)}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().documents.map((d: { id: number }) => d.id);
    };
    const queries = ['travail', 'arbitrage', 'licenciement délégué', 'article 116 code du travail'];
    const before = await Promise.all(queries.map((q) => search(t.app, q)));
    await t.deps.searchRunner.saveSnapshot();
    expect(server.storedKeys().filter((k) => k.endsWith('.snap'))).toHaveLength(1);
    // Its own data folder: only the bucket and the database are shared (SQLite's file stays in the first one).
    const dataDir = fs.mkdtempSync(path.join(path.dirname(t.config.dataDir), 'lexfaso-other-'));
    const handle = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
    const deps = createDeps({ ...t.config, dataDir }, { handle });
    other = { deps, app: await buildApp(deps, { logger: false }) };
    await other.app.ready();
    expect(await Promise.all(queries.map((q) => search(other!.app, q)))).toEqual(before);
    expect(deps.searchRunner.engineBuiltFrom).toBe('snapshot');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
