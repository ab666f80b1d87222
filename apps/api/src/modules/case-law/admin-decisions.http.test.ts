import { AdminDocumentAnswer, CourtsAnswer, DocumentDetail, DocumentSearchAnswer } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/back-office-support';
import { TEST_DIALECT } from '../../../test/support';
import { type DecisionsTestContext, decisionsTestApp } from './test-support';

// The back-office document form with a decision's fields (api.md "Case law": validated by the shared schemas).
describe(`back-office: a decision's fields (${TEST_DIALECT})`, () => {
  let t: DecisionsTestContext;

  beforeAll(async () => {
    t = await decisionsTestApp();
  }, 30_000);
  afterAll(() => t.close());

  const decision = {
    courtId: 'bf-cour-de-cassation',
    chamber: 'chambre criminelle',
    number: '12',
    date: '2006-05-04',
    nature: 'arrêt',
    solution: 'rejet',
    parties: 'Monsieur K.A. c/ Ministère Public',
    summary: '',
    keywords: ['pourvoi', 'délai'],
  };
  const body = (extra: Record<string, unknown> = {}) => ({
    title: 'Cour de cassation, chambre criminelle, arrêt n°12 du 4 mai 2006',
    content:
      'LA COUR\n\nVu la loi organique ;\n\nAttendu que le pourvoi est régulier en la forme ;\n\nPAR CES MOTIFS\n\nRejette le pourvoi.',
    domaineId: t.domaineId,
    docTypeId: t.typeId.get('Arrêt'),
    publishedAt: '2006-05-04',
    reference: 'Cass. crim., arrêt n°12 du 4 mai 2006',
    decision,
    ...extra,
  });
  const documentCount = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const search = async (query: string) =>
    DocumentSearchAnswer.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/documents/filtered?${query}`, headers: t.reader })
      ).json(),
    );

  it('creates a decision with its fields, served to readers, counted by its court, found by its filters', async () => {
    const res = await t.create(body());
    expect(res.statusCode, res.body).toBe(201);
    const saved = AdminDocumentAnswer.parse(res.json()).document;
    // the chamber as the courts list spells it
    expect(saved.decision).toEqual({ ...decision, chamber: 'Chambre criminelle', summary: null });
    const detail = DocumentDetail.parse(
      (await t.app.inject({ method: 'GET', url: `/api/documents/${saved.id}`, headers: t.reader })).json(),
    );
    expect(detail.decision).toMatchObject({
      court: { id: 'bf-cour-de-cassation' },
      number: '12',
      solution: 'rejet',
    });
    expect(detail.blocks.filter((b) => b.kind === 'part').map((b) => b.id)).toEqual([
      'partie-visas',
      'partie-motifs',
      'partie-dispositif',
    ]);
    const courts = CourtsAnswer.parse(
      (await t.app.inject({ method: 'GET', url: '/api/courts', headers: t.reader })).json(),
    ).courts;
    expect(courts.find((c) => c.id === 'bf-cour-de-cassation')?.decisionCount).toBe(1);
    const found = await search('court=bf-cour-de-cassation&solution=rejet&decisionYear=2006');
    expect(found.documents.map((d) => d.id)).toEqual([saved.id]);
    expect(found.documents[0].decision).toMatchObject({ date: '2006-05-04', solution: 'rejet' });
    expect((await search(`q=${encodeURIComponent('Cass. crim., 4 mai 2006, n°12')}`)).documents[0]?.id).toBe(
      saved.id,
    );
  });

  it('refuses a court, chamber, solution or date that is not right, in French, saving nothing', async () => {
    const before = await documentCount();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...decision, courtId: 'cour-imaginaire' }, /Juridiction inconnue/],
      [{ ...decision, chamber: 'Chambre des requêtes' }, /Chambre inconnue/],
      [{ ...decision, solution: 'victoire' }, /Solution invalide/],
      [{ ...decision, date: '2006-02-30' }, /Date de la décision invalide/],
      [{ ...decision, number: ' ' }, /numéro de la décision est requis/],
    ];
    for (const [fields, message] of cases) {
      const res = await t.create(body({ decision: fields }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatch(message);
    }
    const law = await t.create(
      body({ docTypeId: t.typeId.get('Loi'), title: 'Loi avec des champs de décision' }),
    );
    expect(law.statusCode).toBe(400);
    expect(law.json().errors[0]).toMatchObject({ field: 'decision' });
    expect(law.body).toMatch(/Jurisprudence/);
    expect(await documentCount()).toBe(before);
  });

  it('updates the fields; a form without them keeps them; a change of type to a text removes them', async () => {
    const id = AdminDocumentAnswer.parse((await t.create(body({ title: 'Arrêt à modifier' }))).json())
      .document.id;
    const changed = await t.update(
      id,
      body({ title: 'Arrêt à modifier', decision: { ...decision, solution: 'cassation' } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().document.decision.solution).toBe('cassation');
    expect((await search('solution=cassation')).documents.map((d) => d.id)).toContain(id);
    const { decision: _, ...withoutFields } = body({ title: 'Arrêt à modifier' });
    const kept = await t.update(id, withoutFields);
    expect(kept.json().document.decision.solution).toBe('cassation');
    const refused = await t.update(
      id,
      body({ title: 'Arrêt à modifier', decision: { ...decision, courtId: 'x' } }),
    );
    expect(refused.statusCode).toBe(400);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/documents/${id}`,
      headers: t.admin.headers,
    });
    expect(read.json().document.decision.solution).toBe('cassation');
    const asLaw = await t.update(id, { ...withoutFields, docTypeId: t.typeId.get('Loi') });
    expect(asLaw.statusCode).toBe(200);
    expect(asLaw.json().document.decision ?? null).toBeNull();
    expect((await search('solution=cassation')).documents.map((d) => d.id)).not.toContain(id);
  });

  it('takes the fields as one JSON field of the multipart form', async () => {
    const { decision: _, ...fields } = body({ title: 'Arrêt envoyé en multipart' });
    const form = await multipart({
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
      decision: JSON.stringify({ ...decision, number: '13' }),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/create-with-pdf',
      headers: { ...t.admin.headersWithCsrf, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().document.decision).toMatchObject({ number: '13', courtId: 'bf-cour-de-cassation' });
  });
});
