import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { insertFixtures } from '../test-fixtures';

/**
 * The names search answers give facets and hits are held in memory (reference-data/labels.ts), not read for
 * each computed search: a rename shows at once in the process that made it, and within a quarter of a second
 * in the others, cached answers included; a domain created since (an import) is named at once.
 */
describe(`facet and hit labels of the search (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let other: { deps: AppDeps; app: FastifyInstance };
  let headers: Record<string, string>;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let queries = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.deps);
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
    admin = await adminSession(t.deps);
    const deps = createDeps(t.config);
    other = { deps, app: await buildApp(deps, { logger: false }) };
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app.close();
    await closeDeps(other.deps);
    await t.close();
  });

  /** A computed answer each time: a query never sent before (its answer is not in the cache). */
  const search = async (app: FastifyInstance) => {
    queries++;
    const res = await app.inject({
      method: 'GET',
      url: `/api/documents/filtered?q=travail&page=1&limit=${queries}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const domainNames = async (app: FastifyInstance) =>
    (await search(app)).facets.domains.map((d: { name: string }) => d.name) as string[];
  const typeNames = async (app: FastifyInstance) =>
    (await search(app)).facets.types.map((d: { type: string }) => d.type) as string[];

  it('a renamed domain and document type show in the next computed search, here at once, there within 250 ms', async () => {
    const before = await search(t.app);
    await search(other.app);
    const domain = before.facets.domains.find((d: { name: string }) => d.name === 'Droit du travail');
    const type = before.facets.types[0];
    expect(domain).toBeDefined();
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/domaines/${domain.id}`,
      headers: admin.headersWithCsrf,
      payload: { name: 'Droit social' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const retype = await t.app.inject({
      method: 'PUT',
      url: `/api/doc_types/${type.id}`,
      headers: admin.headersWithCsrf,
      payload: { type: 'Code renommé', category: type.category },
    });
    expect(retype.statusCode, retype.body).toBe(200);
    expect(await domainNames(t.app)).toContain('Droit social');
    expect(await typeNames(t.app)).toContain('Code renommé');
    const hits = (await search(t.app)).documents.filter(
      (d: { docType: { id: number } | null }) => d.docType?.id === type.id,
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((d: { docType: { type: string } }) => d.docType.type === 'Code renommé')).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await domainNames(other.app)).toContain('Droit social');
    expect(await typeNames(other.app)).toContain('Code renommé');
  });

  it('a cached answer is not served after a rename: facets and hits carry the new names, here at once, there within 250 ms', async () => {
    // The same query each time: its answer is cached after the first (answer-cache.ts).
    const ask = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'GET', url: '/api/documents/filtered?q=licenciement', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const before = await ask(t.app);
    await ask(other.app);
    const hit = before.documents.find((d: { organisme: { name: string } | null }) => d.organisme !== null);
    expect(hit?.domaine).not.toBeNull();
    const { domaine, organisme } = hit as { domaine: { id: number }; organisme: { id: number } };
    for (const [url, name] of [
      [`/api/domaines/${domaine.id}`, 'Droit social renommé'],
      [`/api/admin/organismes/${organisme.id}`, 'Parlement renommé'],
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: admin.headersWithCsrf,
        payload: { name },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = (answer: {
      documents: Array<{ id: number; domaine: { name: string } | null; organisme: { name: string } | null }>;
      facets: { domains: Array<{ id: number; name: string }> };
    }) => ({
      hit: answer.documents.find((d) => d.id === hit.id),
      facet: answer.facets.domains.find((d) => d.id === domaine.id)?.name,
    });
    const here = names(await ask(t.app));
    expect(here.hit?.domaine?.name).toBe('Droit social renommé');
    expect(here.hit?.organisme?.name).toBe('Parlement renommé');
    expect(here.facet).toBe('Droit social renommé');
    await new Promise((r) => setTimeout(r, 300));
    const there = names(await ask(other.app));
    expect(there.hit?.domaine?.name).toBe('Droit social renommé');
    expect(there.hit?.organisme?.name).toBe('Parlement renommé');
    expect(there.facet).toBe('Droit social renommé');
  });

  it('a domain created since the labels were read is named at once', async () => {
    await search(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: admin.headersWithCsrf,
      payload: {
        title: 'Arrêté sur le travail des mines',
        content: 'Article 1 : le travail dans les mines est encadré.',
        domaineId: (
          await t.app.inject({
            method: 'POST',
            url: '/api/domaines',
            headers: admin.headersWithCsrf,
            payload: { name: 'Droit minier' },
          })
        ).json().item.id,
        publishedAt: '2024-01-01',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await domainNames(other.app)).toContain('Droit minier');
  });
});
