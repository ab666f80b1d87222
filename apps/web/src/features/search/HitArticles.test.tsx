import type { DocumentHit, HitArticle } from '@lexfaso/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResultCard } from './SearchResults';
import { testHit } from './test-hit';

const article = (over: Partial<HitArticle> = {}): HitArticle => ({
  id: 'article-36',
  label: 'Article 36',
  snippet: 'Le contrat de travail à durée <mark>déterminée</mark>…',
  referenced: false,
  status: 'en_vigueur',
  statusLabel: null,
  ...over,
});

const hit = (articles: HitArticle[]): DocumentHit =>
  testHit({
    id: 12,
    titleHighlighted: 'Code du <mark>travail</mark>',
    snippet: 'Le texte du <mark>document</mark> lui-même.',
    article: articles[0] ? { id: articles[0].id, label: articles[0].label } : null,
    articles,
  });

const card = (doc: DocumentHit, q = 'durée déterminée') =>
  render(
    <MemoryRouter>
      <ul>
        <ResultCard doc={doc} q={q} onPdfClick={() => {}} />
      </ul>
    </MemoryRouter>,
  );

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('the articles under a search result', () => {
  it('lists each article with its highlighted excerpt and a link that opens the document at it', () => {
    card(
      hit([
        article(),
        article({ id: 'article-37', label: 'Article 37', snippet: 'Une <mark>durée</mark> de deux ans.' }),
        article({
          id: 'article-5-bis',
          label: 'Article 5 bis',
          snippet: 'Pour une <mark>durée</mark> fixe.',
        }),
      ]),
    );
    const list = screen.getByRole('list', { name: 'Articles correspondants' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.hit-article__label')?.textContent)).toEqual([
      'Article 36',
      'Article 37',
      'Article 5 bis',
    ]);
    expect(hrefOf('Article 36')).toBe('/document/12?q=dur%C3%A9e+d%C3%A9termin%C3%A9e#article-36');
    expect(hrefOf('Article 5 bis')).toBe('/document/12?q=dur%C3%A9e+d%C3%A9termin%C3%A9e#article-5-bis');
    expect(items[1]!.querySelector('mark')?.textContent).toBe('durée');
    // The hit's own excerpt is not repeated above its articles: the first article's is the result's.
    expect(screen.queryByText(/lui-même/)).toBeNull();
    expect(document.querySelectorAll('.result-card__snippet')).toHaveLength(1);
    expect(items[0]!.querySelector('.result-card__snippet')).not.toBeNull();
  });

  it('sends the title to the best article', () => {
    card(hit([article({ id: 'article-101', label: 'Article 101' }), article()]), 'bail');
    expect(hrefOf('Code du travail')).toBe('/document/12?q=bail#article-101');
  });

  it('puts the article the reference names first, marked, and the title goes there', () => {
    card(
      hit([
        article({ id: 'article-1', label: 'Article 1' }),
        article({ id: 'article-999', label: 'Article 999', referenced: true }),
      ]),
      'article 999 code du travail',
    );
    const items = within(screen.getByRole('list', { name: 'Articles correspondants' })).getAllByRole(
      'listitem',
    );
    expect(items[0]!.textContent).toContain('Article 999');
    expect(within(items[0]!).getByText('Article cité')).toBeTruthy();
    expect(within(items[1]!).queryByText('Article cité')).toBeNull();
    expect(hrefOf('Code du travail')).toMatch(/#article-999$/);
  });

  it('links a passage under no heading through its excerpt', () => {
    card(
      hit([article({ id: 'passage-3', label: '', snippet: 'Les <mark>parties</mark> conviennent…' })]),
      'parties',
    );
    expect(hrefOf(/Les parties conviennent/)).toBe('/document/12?q=parties#passage-3');
  });

  it('shows the hit’s own excerpt, and a plain title link, when it names no article', () => {
    card(hit([]), 'document');
    expect(screen.queryByRole('list', { name: 'Articles correspondants' })).toBeNull();
    expect(document.querySelector('.result-card__snippet mark')?.textContent).toBe('document');
    expect(hrefOf('Code du travail')).toBe('/document/12?q=document');
  });

  it('says on its line that an article is repealed, and by what', () => {
    card(
      hit([
        article({
          id: 'article-2129',
          label: 'Article 2129',
          status: 'abroge',
          statusLabel: 'Abrogé par Acte uniforme OHADA portant organisation des sûretés',
        }),
      ]),
    );
    expect(screen.getByText('Abrogé par Acte uniforme OHADA portant organisation des sûretés')).toBeTruthy();
  });
});
