import type { DocumentCitationsAnswer, DocumentOutline } from '@lexfaso/contracts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthModalProvider } from '@/features/auth/auth-modal-context';
import { AuthProvider } from '@/lib/auth-state';
import { fakeApi, renderWithProviders } from '@/testing/render';
import { DocumentPreview } from '../DocumentPreview';
import { DecisionCitations } from './DecisionCitations';

const CC = {
  id: 'bf-conseil-constitutionnel',
  name: 'Conseil constitutionnel',
  kind: 'constitutional',
} as const;
const decisionType = { id: 14, type: 'Décision', category: 'jurisprudence', slug: 'decision' };
const citations: DocumentCitationsAnswer = {
  citedBy: [
    {
      document: {
        id: 311,
        title: 'Conseil constitutionnel, décision n°2005-011/CC/EPF du 25 novembre 2005',
        reference: 'Décision n°2005-011/CC/EPF du 25 novembre 2005',
        docType: decisionType,
      },
      article: { id: 'paragraph-9', label: '' },
      excerpt: 'Vu la décision n° 2005-008/CC/EPF du 14 octobre 2005 sur l’établissement de la liste …',
      decision: { court: CC, date: '2005-11-25', solution: 'proclamation' },
    },
  ],
  total: 1,
  pagination: { total: 1, page: 1, limit: 10, pages: 1 },
  cites: [
    {
      document: { id: 5, title: 'Constitution', reference: null, docType: null },
      article: { id: 'article-154', label: 'Article 154' },
      excerpt: 'Vu la Constitution …',
    },
    {
      document: {
        id: 307,
        title: 'Conseil constitutionnel, décision n°2005-007/CC/EPF du 14 octobre 2005',
        reference: 'Décision n°2005-007/CC/EPF du 14 octobre 2005',
        docType: decisionType,
      },
      excerpt: 'Vu la décision n° 2005-007/CC/EPF du 14 octobre 2005 portant sur les recours …',
      decision: { court: CC, date: '2005-10-14', solution: 'rejet' },
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('a decision’s related case law', () => {
  it('lists the decisions it cites and those citing it, each with its court, date and solution', async () => {
    vi.stubGlobal('fetch', fakeApi([[/\/documents\/308\/citations/, citations]]).fetch);
    renderWithProviders(
      <MemoryRouter>
        <DecisionCitations documentId={308} />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Jurisprudence liée' });
    const [cites, citedBy] = await within(section).findAllByRole('list');
    // the decisions it cites, not the texts (those are links in its text)
    const cited = within(cites).getByRole('link');
    expect(cited.textContent).toBe('Décision n°2005-007/CC/EPF du 14 octobre 2005');
    expect(cited.getAttribute('href')).toBe('/document/307');
    expect(cites.querySelector('.decision-line')?.textContent).toBe(
      'Conseil constitutionnel · 14 octobre 2005 · Rejet',
    );
    const citing = within(citedBy).getByRole('link');
    expect(citing.getAttribute('href')).toBe('/document/311#paragraph-9');
    expect(citedBy.querySelector('.decision-line')?.textContent).toBe(
      'Conseil constitutionnel · 25 novembre 2005 · Proclamation',
    );
    expect(within(section).getByRole('heading', { name: 'Décisions citées' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Décisions qui la citent' })).toBeTruthy();
  });

  it('says when there is none either way', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi([[/\/documents\/9\/citations/, { ...citations, citedBy: [], total: 0, cites: [] }]]).fetch,
    );
    renderWithProviders(
      <MemoryRouter>
        <DecisionCitations documentId={9} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Cette décision ne cite aucune autre décision de la base.')).toBeTruthy();
    expect(
      screen.getByText('Aucune décision de la base ne cite cette décision pour le moment.'),
    ).toBeTruthy();
  });
});

describe('a decision seen signed out', () => {
  it('shows its court, number, date and solution with its source, and no text', async () => {
    const outline: DocumentOutline = {
      id: 308,
      title: 'Conseil constitutionnel, décision n°2005-008/CC/EPF du 14 octobre 2005',
      slug: 'decision-2005-008',
      reference: 'Décision n°2005-008/CC/EPF du 14 octobre 2005',
      status: 'in-force',
      statusNote: null,
      publishedAt: '2005-10-14',
      docType: decisionType,
      domaine: null,
      organisme: null,
      jurisdiction: null,
      source: 'Source : Juricaf (AHJUCAF), ODbL 1.0',
      decision: {
        court: CC,
        chamber: null,
        nature: 'décision',
        number: '2005-008/CC/EPF',
        date: '2005-10-14',
        solution: 'proclamation',
      },
      toc: [{ id: 'partie-visas', kind: 'part', level: 1, label: 'Visas' }],
      tocTotal: 1,
    };
    vi.stubGlobal('fetch', fakeApi([[/\/documents\/308\/outline/, outline]]).fetch);
    renderWithProviders(
      <MemoryRouter>
        <AuthProvider>
          <AuthModalProvider>
            <DocumentPreview id="308" />
          </AuthModalProvider>
        </AuthProvider>
      </MemoryRouter>,
    );
    const facts = await screen.findByRole('region', { name: 'La décision' });
    const fact = (term: string) =>
      within(facts).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Juridiction')).toBe('Conseil constitutionnel');
    expect(fact('Numéro')).toBe('2005-008/CC/EPF');
    expect(fact('Date')).toBe('14 octobre 2005');
    expect(fact('Solution')).toBe('Proclamation');
    expect(within(facts).getByText('Source : Juricaf (AHJUCAF), ODbL 1.0')).toBeTruthy();
  });
});
