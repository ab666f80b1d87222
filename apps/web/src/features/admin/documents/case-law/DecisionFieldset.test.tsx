import type { MetadataAnswer } from '@lexfaso/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/testing/render';
import { DocumentForm } from '../DocumentForm';

const metadata: MetadataAnswer = {
  success: true,
  domaines: [{ id: 1, name: 'Droit du travail', slug: 'droit-du-travail' }],
  organismes: [],
  docTypes: [
    { id: 3, type: 'Loi', slug: 'loi', category: 'lois' },
    { id: 7, type: 'Arrêt', slug: 'arret', category: 'jurisprudence' },
  ],
};
const courts = {
  courts: [
    {
      id: 'bf-cour-de-cassation',
      name: 'Cour de cassation',
      kind: 'cassation',
      country: 'BF',
      decisionCount: 120,
    },
  ],
};

const form = () =>
  renderWithProviders(
    <DocumentForm
      documentId={null}
      metadata={metadata}
      onClose={() => {}}
      onSaved={() => {}}
      onChanged={() => {}}
    />,
  );
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /Enregistrer|Créer/ }));

afterEach(() => vi.unstubAllGlobals());

describe('the document form’s decision fields', () => {
  it('appear only for a type of the jurisprudence category', async () => {
    vi.stubGlobal('fetch', fakeApi([[/\/courts$/, courts]]).fetch);
    form();
    expect(screen.queryByRole('group', { name: 'Décision de justice' })).toBeNull();
    type(/^Type de document/, '3');
    expect(screen.queryByRole('group', { name: 'Décision de justice' })).toBeNull();
    type(/^Type de document/, '7');
    expect(screen.getByRole('group', { name: 'Décision de justice' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Cour de cassation' });
  });

  it('are checked with the shared schema, each French error beside its field, and sent with the document', async () => {
    const api = fakeApi([
      [/\/courts$/, courts],
      [/\/admin\/tokens\/csrf/, { token: 'csrf', expires_at: Date.now() / 1000 + 3600 }],
      [/\/documents$/, { success: true, document: { id: 9 } }, 201],
    ]);
    vi.stubGlobal('fetch', api.fetch);
    form();
    type(/^Titre/, 'Cour de cassation, arrêt n°29 du 26 mai 2005');
    type(/^Domaine/, '1');
    type(/^Contenu/, 'La Cour, Vu le code ; Par ces motifs, rejette.');
    type(/^Type de document/, '7');
    await screen.findByRole('option', { name: 'Cour de cassation' });
    type(/^Mots-clés/, `Saisie\n${'x'.repeat(1001)}`);
    save();
    expect(await screen.findByText('La juridiction est requise')).toBeTruthy();
    expect(screen.getByText('Le numéro de la décision est requis')).toBeTruthy();
    expect(screen.getByText('Date de la décision invalide (format attendu AAAA-MM-JJ)')).toBeTruthy();
    expect(screen.getByText(/^Nature de décision invalide/)).toBeTruthy();
    expect(screen.getByText('Mot-clé invalide (1 à 1 000 caractères)')).toBeTruthy();
    expect(input(/^Juridiction/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    type(/^Juridiction/, 'bf-cour-de-cassation');
    type(/^Chambre/, 'Chambre criminelle');
    type(/^Nature/, 'arrêt');
    type(/^Numéro de la décision/, '29');
    type(/^Date de la décision/, '2005-05-26');
    type(/^Solution/, 'rejet');
    type(/^Mots-clés/, 'Saisie\n\n Mainlevée ');
    save();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'POST')?.body as { decision: unknown; title: string };
    expect(sent.title).toBe('Cour de cassation, arrêt n°29 du 26 mai 2005');
    expect(sent.decision).toEqual({
      courtId: 'bf-cour-de-cassation',
      chamber: 'Chambre criminelle',
      number: '29',
      date: '2005-05-26',
      nature: 'arrêt',
      solution: 'rejet',
      parties: null,
      summary: null,
      keywords: ['Saisie', 'Mainlevée'],
    });
  });

  it('show a decision’s own values when its document is edited', async () => {
    const document = {
      id: 290,
      title: 'CCJA, arrêt n°014/2005',
      slug: 'ccja-arret-014-2005',
      content: 'Texte.',
      contentLength: 6,
      preambule: null,
      reference: 'CCJA, arrêt n°014/2005 du 24 février 2005',
      status: 'in-force',
      statusNote: null,
      domaine: { id: 1, name: 'Droit du travail' },
      docType: { id: 7, type: 'Arrêt' },
      organisme: null,
      domaineId: 1,
      docTypeId: 7,
      organismeId: null,
      externalPdfUrl: null,
      publishedAt: '2005-02-24',
      isPublished: true,
      pdfPath: null,
      pdfUrl: null,
      pdfName: null,
      hasPdf: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      decision: {
        courtId: 'bf-cour-de-cassation',
        chamber: null,
        number: '014/2005',
        date: '2005-02-24',
        nature: 'arrêt',
        solution: 'incompétence',
        parties: 'A. c/ Société S.',
        summary: null,
        keywords: ['Compétence', 'Pourvoi'],
      },
    };
    vi.stubGlobal(
      'fetch',
      fakeApi([
        [/\/courts$/, courts],
        [/\/admin\/documents\/290$/, { success: true, document }],
      ]).fetch,
    );
    renderWithProviders(
      <DocumentForm
        documentId={290}
        metadata={metadata}
        onClose={() => {}}
        onSaved={() => {}}
        onChanged={() => {}}
      />,
    );
    await screen.findByRole('group', { name: 'Décision de justice' });
    await screen.findByRole('option', { name: 'Cour de cassation' });
    await waitFor(() => expect(input(/^Juridiction/).value).toBe('bf-cour-de-cassation'));
    expect(input(/^Numéro de la décision/).value).toBe('014/2005');
    expect(input(/^Solution/).value).toBe('incompétence');
    expect(input(/^Parties/).value).toBe('A. c/ Société S.');
    expect(input(/^Mots-clés/).value).toBe('Compétence\nPourvoi');
  });

  it('show the server’s refusal of a field beside it (a chamber the court does not have)', async () => {
    const message = 'Chambre inconnue pour cette juridiction';
    vi.stubGlobal(
      'fetch',
      fakeApi([
        [/\/courts$/, courts],
        [/\/admin\/tokens\/csrf/, { token: 'csrf', expires_at: Date.now() / 1000 + 3600 }],
        [
          /\/documents$/,
          { success: false, error: 'Bad Request', message, errors: [{ field: 'decision.chamber', message }] },
          400,
        ],
      ]).fetch,
    );
    form();
    type(/^Titre/, 'Cour de cassation, arrêt n°29 du 26 mai 2005');
    type(/^Domaine/, '1');
    type(/^Contenu/, 'La Cour, Vu le code ; Par ces motifs, rejette.');
    type(/^Type de document/, '7');
    await screen.findByRole('option', { name: 'Cour de cassation' });
    type(/^Juridiction/, 'bf-cour-de-cassation');
    type(/^Chambre/, 'Chambre des requêtes');
    type(/^Nature/, 'arrêt');
    type(/^Numéro de la décision/, '29');
    type(/^Date de la décision/, '2005-05-26');
    save();
    await waitFor(() => expect(input(/^Chambre/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(input(/^Numéro de la décision/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('are neither checked nor sent for a text', async () => {
    const api = fakeApi([
      [/\/courts$/, courts],
      [/\/admin\/tokens\/csrf/, { token: 'csrf', expires_at: Date.now() / 1000 + 3600 }],
      [/\/documents$/, { success: true, document: { id: 9 } }, 201],
    ]);
    vi.stubGlobal('fetch', api.fetch);
    form();
    type(/^Titre/, 'Loi n°1');
    type(/^Domaine/, '1');
    type(/^Contenu/, 'Article 1 : Texte.');
    type(/^Type de document/, '7');
    type(/^Type de document/, '3');
    save();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.title).toBe('Loi n°1');
    expect('decision' in sent).toBe(false);
  });
});
