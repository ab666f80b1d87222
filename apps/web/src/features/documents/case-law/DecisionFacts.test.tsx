import type { DecisionView, DocumentBlock } from '@lexfaso/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentBlocks } from '../DocumentBlocks';
import { DecisionFacts } from './DecisionFacts';

const decision = (over: Partial<DecisionView> = {}): DecisionView => ({
  court: { id: 'bf-cour-de-cassation', name: 'Cour de cassation', kind: 'cassation' },
  chamber: 'Chambre criminelle',
  number: '29',
  date: '2005-05-26',
  nature: 'arrêt',
  solution: 'irrecevabilité',
  parties: 'Monsieur Y.K. c/ Ministère public',
  summary: null,
  keywords: [],
  ...over,
});

const fact = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('a decision’s facts', () => {
  it('shows court, chamber, nature, number, date, solution and parties, and the source’s attribution', () => {
    render(<DecisionFacts decision={decision()} source="Source : Juricaf (AHJUCAF), ODbL 1.0" />);
    expect(screen.getByRole('heading', { name: 'La décision' })).toBeTruthy();
    expect(fact('Juridiction')).toBe('Cour de cassation');
    expect(fact('Chambre')).toBe('Chambre criminelle');
    expect(fact('Nature')).toBe('Arrêt');
    expect(fact('Numéro')).toBe('29');
    expect(fact('Date')).toBe('26 mai 2005');
    expect(fact('Solution')).toBe('Irrecevabilité');
    expect(screen.getByText('Monsieur Y.K. c/ Ministère public')).toBeTruthy();
    expect(screen.getByText('Source : Juricaf (AHJUCAF), ODbL 1.0')).toBeTruthy();
    // Without a sommaire or keywords, no empty heading.
    expect(screen.queryByRole('heading', { name: 'Sommaire' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mots-clés' })).toBeNull();
  });

  it('shows the sommaire and keywords when the source has them, and says when the text has no dispositif', () => {
    render(
      <DecisionFacts
        decision={decision({
          court: { id: 'ohada-ccja', name: 'Cour commune de justice et d’arbitrage', kind: 'community' },
          chamber: null,
          solution: null,
          summary: 'Premier point du sommaire.\n\nSecond point.',
          keywords: ['Saisie conservatoire', 'Mainlevée'],
        })}
        source={null}
      />,
    );
    expect(screen.queryByText('Chambre', { selector: 'dt' })).toBeNull();
    expect(fact('Solution')).toMatch(/^Non indiquée/);
    expect(screen.getByRole('heading', { name: 'Sommaire' })).toBeTruthy();
    expect(screen.getByText('Second point.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Saisie conservatoire',
      'Mainlevée',
    ]);
    expect(screen.queryByText(/Juricaf/)).toBeNull();
  });
});

describe('a decision’s parts', () => {
  it('opens each part with a heading, and shows the references of its paragraphs as links', () => {
    const text = 'Vu l’article 36 du Code du travail ;';
    const blocks: DocumentBlock[] = [
      { id: 'partie-visas', kind: 'part', level: 1, label: 'Visas', text: '', start: 0, end: 40 },
      {
        id: 'paragraph-2',
        kind: 'paragraph',
        level: 0,
        label: '',
        text,
        start: 0,
        end: text.length,
        links: [
          {
            from: text.indexOf('article 36'),
            to: text.indexOf(' ;'),
            documentId: 12,
            articleId: 'article-36',
          },
        ],
      },
    ];
    render(
      <MemoryRouter initialEntries={['/document/40']}>
        <DocumentBlocks
          blocks={blocks}
          total={2}
          visible={2}
          onNeedMore={() => {}}
          matchesByBlock={new Map()}
          current={-1}
          documentId={40}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Visas', level: 2 }).id).toBe('partie-visas');
    const link = screen.getByRole('link', { name: 'article 36 du Code du travail' });
    expect(link.getAttribute('href')).toBe('/document/12#article-36');
    // The paragraph is an anchor a search hit can open at.
    expect(link.closest('p')?.id).toBe('paragraph-2');
  });
});
