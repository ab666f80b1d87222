import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DecisionFacts } from './DecisionFacts';

describe('a court decision’s facts', () => {
  it('shows court, chamber, date, number, solution and the source’s attribution', () => {
    render(
      <DecisionFacts
        decision={{
          court: { id: 'bf-cour-de-cassation', name: 'Cour de cassation', kind: 'cassation' },
          chamber: 'Chambre criminelle',
          number: '29',
          date: '2005-05-26',
          nature: 'arrêt',
          solution: 'irrecevabilité',
          parties: null,
          summary: null,
          keywords: [],
        }}
        source="Source : Juricaf (AHJUCAF), ODbL 1.0"
      />,
    );
    const facts = screen.getByRole('region', { name: 'La décision' });
    expect(facts.textContent).toContain('Cour de cassation');
    expect(facts.textContent).toContain('Chambre criminelle');
    expect(facts.textContent).toContain('26 mai 2005');
    expect(facts.textContent).toContain('29');
    expect(facts.textContent).toContain('irrecevabilité');
    expect(facts.textContent).not.toContain('Parties');
    expect(screen.getByText('Source : Juricaf (AHJUCAF), ODbL 1.0')).toBeTruthy();
  });
});
