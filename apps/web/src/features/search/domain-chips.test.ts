import type { DocumentHit } from '@lexfaso/contracts';
import { describe, expect, it } from 'vitest';
import { domainChips } from './SearchResults';

const hit = (domain: string | null) =>
  ({ domaine: domain ? { name: domain } : null }) as unknown as DocumentHit;

describe('domainChips', () => {
  it('counts the domains of the page, most frequent first, then by name', () => {
    const docs = ['Travail', 'Fiscal', 'Travail', null, 'Commercial', 'Fiscal', 'Travail'].map(hit);
    expect(domainChips(docs)).toEqual([
      { name: 'Travail', count: 3 },
      { name: 'Fiscal', count: 2 },
      { name: 'Commercial', count: 1 },
    ]);
  });
  it('keeps at most 20 chips', () => {
    const docs = Array.from({ length: 30 }, (_, i) => hit(`Domaine ${String(i).padStart(2, '0')}`));
    expect(domainChips(docs)).toHaveLength(20);
  });
});
