import type { DocumentCitationsAnswer } from '@lexfaso/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/testing/render';
import { CitedBy, DocumentCitedBy } from '../law/CitedBy';

const REFERENCE = 'CCJA, arrêt n°014/2005 du 24 février 2005';
const citations: DocumentCitationsAnswer = {
  citedBy: [
    {
      document: {
        id: 290,
        title: 'Cour commune de justice et d’arbitrage (CCJA), deuxième chambre, arrêt n°014/2005',
        reference: REFERENCE,
        docType: { id: 14, type: 'Arrêt', category: 'jurisprudence', slug: 'arret' },
      },
      article: { id: 'paragraph-15', label: '' },
      excerpt: '… ce que rappelle au demeurant l’article 144 de l’Acte uniforme …',
      decision: {
        court: { id: 'ohada-ccja', name: 'CCJA', kind: 'community' },
        date: '2005-02-24',
        solution: 'incompétence',
      },
    },
    {
      document: { id: 12, title: 'Acte uniforme', reference: 'AUDCG', docType: null },
      article: { id: 'article-150', label: 'Article 150' },
      excerpt: 'Voir l’article 144.',
    },
  ],
  total: 2,
  pagination: { total: 2, page: 1, limit: 50, pages: 1 },
  cites: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('“Cité par” with decisions', () => {
  it('lists a decision applying the article by its reference, with its court, date and solution', async () => {
    vi.stubGlobal('fetch', fakeApi([[/\/documents\/11\/citations/, citations]]).fetch);
    renderWithProviders(
      <MemoryRouter>
        <CitedBy documentId={11} articleId="article-144" label="Article 144" count={2} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cité par 2' }));
    const [decision, article] = await screen.findAllByRole('listitem');
    const link = within(decision).getByRole('link');
    // A decision's passage has no label of its own: no dangling dash before the reference.
    expect(link.textContent).toBe(REFERENCE);
    expect(link.getAttribute('href')).toBe('/document/290#paragraph-15');
    expect(decision.querySelector('.decision-line')?.textContent).toBe(
      'CCJA · 24 février 2005 · Incompétence',
    );
    expect(within(article).getByRole('link').textContent).toBe('Article 150 — AUDCG');
    expect(article.querySelector('.decision-line')).toBeNull();
  });

  it('lists them on the document’s own “Cité par” too', async () => {
    vi.stubGlobal('fetch', fakeApi([[/\/documents\/11\/citations/, citations]]).fetch);
    renderWithProviders(
      <MemoryRouter>
        <DocumentCitedBy documentId={11} />
      </MemoryRouter>,
    );
    expect((await screen.findByText('CCJA · 24 février 2005 · Incompétence')).className).toBe(
      'decision-line',
    );
  });
});
