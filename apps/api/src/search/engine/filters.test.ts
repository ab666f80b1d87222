import { describe, expect, it } from 'vitest';
import { doc, engineWith, ids } from './test-corpus';

const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe('filters and browsing', () => {
  const engine = engineWith([
    doc(1, 'Loi de finances', ['Le budget.'], {
      typeId: 1,
      domainId: 11,
      publishedAt: '2021-12-30',
      year: 2021,
    }),
    doc(2, 'Décret budget', ['Le budget.'], {
      typeId: 2,
      domainId: 11,
      publishedAt: '2019-06-01',
      year: 2019,
      hasPdf: true,
    }),
    doc(3, 'Arrêté budget', ['Le budget.'], {
      typeId: 22,
      category: 'actes-administratifs',
      jurisdiction: 'Ouagadougou',
    }),
    doc(4, 'Jugement', ['Le budget.'], {
      typeId: 13,
      category: 'jurisprudence',
      publishedAt: null,
      year: null,
    }),
    doc(5, 'Brouillon', ['Le budget.'], { published: false, publishedAt: '2024-01-01' }),
  ]);

  it('applies each filter', () => {
    expect(sorted(ids(engine, 'budget'))).toEqual([1, 2, 3, 4]);
    expect(ids(engine, 'budget', { filters: { typeId: 2 } })).toEqual([2]);
    expect(ids(engine, 'budget', { filters: { category: 'jurisprudence' } })).toEqual([4]);
    expect(ids(engine, 'budget', { filters: { category: 'inconnue' } })).toEqual([]);
    expect(sorted(ids(engine, 'budget', { filters: { domainId: 11 } }))).toEqual([1, 2]);
    expect(ids(engine, 'budget', { filters: { jurisdiction: 'Ouagadougou' } })).toEqual([3]);
    expect(ids(engine, 'budget', { filters: { withPdf: true } })).toEqual([2]);
    // Undated documents are outside every date range.
    expect(ids(engine, 'budget', { filters: { dateFrom: '2020-01-01' } })).toEqual([3, 1]);
    expect(ids(engine, 'budget', { filters: { dateFrom: '2019-01-01', dateTo: '2019-12-31' } })).toEqual([2]);
  });

  it('leaves drafts out unless asked', () => {
    expect(ids(engine, 'brouillon')).toEqual([]);
    expect(ids(engine, 'brouillon', { filters: { includeUnpublished: true } })).toEqual([5]);
  });

  it('counts facets over all hits', () => {
    const { facets } = engine.search({ q: 'budget' });
    expect(facets.types).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 1 },
      { value: 13, count: 1 },
      { value: 22, count: 1 },
    ]);
    expect(facets.categories).toEqual([
      { value: 'normes-generales', count: 2 },
      { value: 'actes-administratifs', count: 1 },
      { value: 'jurisprudence', count: 1 },
    ]);
    expect(facets.domains).toEqual([
      { value: 1, count: 2 },
      { value: 11, count: 2 },
    ]);
    expect(facets.jurisdictions).toEqual([{ value: 'Ouagadougou', count: 1 }]);
    expect(facets.years).toEqual([
      { value: 2021, count: 1 },
      { value: 2020, count: 1 },
      { value: 2019, count: 1 },
    ]);
  });

  it('browses without words in date order (undated last) and sorts hits by date on request', () => {
    expect(engine.search({}).hits.map((h) => h.documentId)).toEqual([1, 3, 2, 4]);
    expect(engine.search({}).total).toBe(4);
    expect(ids(engine, 'budget', { sort: 'date' })).toEqual([1, 3, 2, 4]);
    expect(engine.search({ filters: { typeId: 2 } }).hits.map((h) => h.documentId)).toEqual([2]);
  });
});
