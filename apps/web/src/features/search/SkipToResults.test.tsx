import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipToResults } from './SkipToResults';

describe('the skip link of the search page', () => {
  it('moves focus to the results', () => {
    render(
      <>
        <SkipToResults targetId="search-results" />
        <input aria-label="box" />
        <section id="search-results" tabIndex={-1} aria-label="results" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Aller aux résultats' });
    expect(link.getAttribute('href')).toBe('#search-results');
    link.focus();
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'results' }));
  });
});
