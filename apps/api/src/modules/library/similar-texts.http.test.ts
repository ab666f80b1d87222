import { SimilarTextsAnswer } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession,
  createTestApp,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../../../test/support';
import { createDocument, updateDocument } from '../documents/document-store';
import { significantTerms } from './similar-texts';

// GET /api/documents/{id}/similar (api.md "Personal library"), at the HTTP edge.

describe(`similar texts (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let reader: Record<string, string>;
  const ids: Record<string, number> = {};
  const similar = async (id: number, headers = reader) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/similar`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return SimilarTextsAnswer.parse(res.json()).documents;
  };

  beforeAll(async () => {
    t = await createTestApp();
    reader = (await signedInAs(t.deps)).headers;
    const domain = async (name: string) =>
      Number(
        (
          await t.deps.db
            .insertInto('domaines')
            .values({
              name,
              slug: name.toLowerCase().replace(/\W+/g, '-'),
              created_at: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const family = await domain('Droit de la famille test');
    const mining = await domain('Droit minier test');
    const make = (key: string, input: Parameters<typeof createDocument>[1]) =>
      createDocument(t.deps.db, input).then((id) => {
        ids[key] = id;
      });
    await make('law', {
      title: 'Loi n°010-2020/AN portant régime du mariage et du divorce',
      reference: 'Loi n°010-2020/AN du 2 mars 2020',
      content:
        'Article 1\n\nLe mariage est célébré publiquement.\n\nArticle 2\n\nLe divorce est prononcé par le juge.',
      publishedAt: '2020-03-02',
      domaineId: family,
    });
    await make('decree', {
      title: 'Décret relatif à la célébration du mariage civil',
      content: 'Article 1\n\nLa célébration du mariage a lieu à la mairie.',
      publishedAt: '2021-01-10',
      domaineId: family,
    });
    await make('citing', {
      title: 'Arrêté sur les registres de l’état civil',
      content: "Article 1\n\nLes registres sont tenus conformément à l'article 1 de la loi n°010-2020/AN.",
      publishedAt: '2022-05-01',
      domaineId: mining,
    });
    await make('divorce', {
      title: 'Circulaire sur le divorce par consentement mutuel',
      content: 'Les époux peuvent demander ensemble le divorce.',
      publishedAt: '2019-06-01',
    });
    await make('draft', {
      title: 'Projet de décret sur le mariage coutumier',
      content: "Article 1\n\nLe mariage coutumier est déclaré selon l'article 1 de la loi n°010-2020/AN.",
      domaineId: family,
    });
    await make('mines', {
      title: 'Loi portant code minier',
      content: 'Article 1\n\nLes gîtes naturels de substances minérales appartiennent à l’État.',
      publishedAt: '2015-06-26',
      domaineId: mining,
    });
  }, 60_000);
  afterAll(() => t.close());

  it('keeps the subject words of a title, not its kind', () => {
    expect(significantTerms('Loi n°010-2020/AN portant régime du mariage et du divorce')).toEqual([
      'mariage',
      'divorce',
      'regime',
    ]);
    expect(significantTerms('Décret portant application de la loi')).toEqual([]);
  });

  it('answers up to 5 published texts with why: cited by, shared terms, shared domain; never a draft', async () => {
    const found = await similar(ids.law);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    const reasons = Object.fromEntries(found.map((s) => [s.document.id, s.reasons.map((r) => r.kind)]));
    expect(reasons[ids.citing]).toContain('cites');
    expect(found.find((s) => s.document.id === ids.citing)?.reasons[0]?.label).toBe('Ce texte le cite');
    expect(reasons[ids.decree]).toEqual(expect.arrayContaining(['terms', 'domain']));
    const decree = found.find((s) => s.document.id === ids.decree);
    expect(decree?.reasons.find((r) => r.kind === 'domain')?.label).toBe(
      'Même domaine : Droit de la famille test',
    );
    expect(decree?.reasons.find((r) => r.kind === 'terms')?.label).toMatch(/^Termes communs : .*mariage/);
    expect(reasons[ids.divorce]).toEqual(['terms']);
    expect(found.map((s) => s.document.id)).not.toContain(ids.draft);
    expect(found.map((s) => s.document.id)).not.toContain(ids.law);
    expect(found.map((s) => s.document.id)).not.toContain(ids.mines);
    // What it cites, seen from the citing text.
    const fromCiting = await similar(ids.citing);
    expect(fromCiting.find((s) => s.document.id === ids.law)?.reasons.map((r) => r.kind)).toContain(
      'citedBy',
    );
  });

  it('follows publication: a text published later is found, a withdrawn one is gone', async () => {
    await updateDocument(t.deps.db, ids.draft, { isPublished: true, publishedAt: '2023-01-01' });
    expect((await similar(ids.law)).map((s) => s.document.id)).toContain(ids.draft);
    await updateDocument(t.deps.db, ids.draft, { isPublished: false });
    expect((await similar(ids.law)).map((s) => s.document.id)).not.toContain(ids.draft);
  });

  it('refuses a draft to a reader (404) but not to an administrator, an unknown text, and a visitor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${ids.draft}/similar`,
      headers: reader,
    });
    expect(res.statusCode).toBe(404);
    const admin = await adminSession(t.deps);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${ids.draft}/similar`,
      headers: admin.headers,
    });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/documents/999999/similar', headers: reader }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/documents/${ids.law}/similar` })).statusCode).toBe(
      401,
    );
  });
});
