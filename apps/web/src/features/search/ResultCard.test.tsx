import type { DocumentHit } from '@lexfaso/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResultCard } from './SearchResults';
import { testHit } from './test-hit';

const hit = (over: Partial<DocumentHit> = {}): DocumentHit =>
  testHit({
    id: 6,
    title: 'Code de procédure pénale de 1968, abrogé',
    slug: 'code-de-procedure-penale-de-1968-abroge',
    titleHighlighted: 'Code de procédure <mark>pénale</mark> de 1968, abrogé',
    reference: 'Ordonnance n°68-7 du 21 février 1968',
    status: 'repealed',
    publishedAt: '1968-02-21',
    ...over,
  });

const card = (doc: DocumentHit) =>
  render(
    <MemoryRouter>
      <ul>
        <ResultCard doc={doc} q="pénale" onPdfClick={() => {}} />
      </ul>
    </MemoryRouter>,
  );

describe('a search result', () => {
  it('names the reference users cite and marks a repealed text', () => {
    card(hit());
    expect(screen.getByText('Ordonnance n°68-7 du 21 février 1968')).toBeTruthy();
    expect(screen.getByText('Abrogé')).toBeTruthy();
    expect(screen.queryByText(/code-de-procedure/)).toBeNull();
  });

  it('does not repeat a reference its title holds, nor mark a text in force', () => {
    card(
      hit({
        title: 'Code du travail (Loi n°028-2008/AN du 13 mai 2008)',
        reference: 'Loi n°028-2008/AN du 13 mai 2008',
        status: 'in-force',
      }),
    );
    expect(screen.queryByText('Loi n°028-2008/AN du 13 mai 2008')).toBeNull();
    expect(screen.queryByText('Abrogé')).toBeNull();
  });
});
