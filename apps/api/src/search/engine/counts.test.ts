import { describe, expect, it } from 'vitest';
import { COUNT_LIMIT } from './bounds';
import { doc, engineWith, ids } from './test-corpus';

describe('counts and facets above the count limit', () => {
  // COUNT_LIMIT + 50 documents hold 'loi'. The 60 that hold it three times (the best) are in domain 2;
  // the 50 oldest are in domain 3.
  const docs = Array.from({ length: COUNT_LIMIT + 50 }, (_, i) => {
    const id = i + 1;
    const strong = id > COUNT_LIMIT - 10;
    const oldest = id <= 50;
    return doc(id, 'Texte', [strong ? 'La loi, la loi, la loi.' : 'La loi est votée.'], {
      domainId: strong ? 2 : oldest ? 3 : 1,
      publishedAt: oldest ? '2001-01-01' : '2020-01-01',
      year: oldest ? 2001 : 2020,
    });
  });
  const engine = engineWith(docs);
  const sum = (counts: Array<{ count: number }>) => counts.reduce((n, c) => n + c.count, 0);

  it('says the total is a lower bound and counts facets over the best COUNT_LIMIT', () => {
    const answer = engine.search({ q: 'loi' });
    expect(answer).toMatchObject({ total: COUNT_LIMIT, totalIsLowerBound: true, facetsApproximate: true });
    expect(sum(answer.facets.domains)).toBe(COUNT_LIMIT);
    const byDomain = Object.fromEntries(answer.facets.domains.map((f) => [f.value, f.count]));
    expect(byDomain[2]).toBe(60);
    // The 50 left out are the worst: equal scores, so the oldest (then lowest ids).
    expect(byDomain[3]).toBeUndefined();
    expect(answer.hits.every((h) => h.documentId > COUNT_LIMIT - 10)).toBe(true);
  });

  it('in date order, counts facets over the newest COUNT_LIMIT', () => {
    const answer = engine.search({ q: 'loi', sort: 'date' });
    expect(answer.totalIsLowerBound).toBe(true);
    expect(answer.facets.years).toEqual([{ value: 2020, count: COUNT_LIMIT }]);
    expect(answer.hits[0].documentId).toBe(COUNT_LIMIT + 50);
  });

  it('browsing without words counts the same way', () => {
    const answer = engine.search({});
    expect(answer).toMatchObject({ total: COUNT_LIMIT, totalIsLowerBound: true, facetsApproximate: true });
    expect(answer.facets.years).toEqual([{ value: 2020, count: COUNT_LIMIT }]);
  });

  it('browsing stops past the limit with the same page and facets as a walk of every document', () => {
    // Newest first, then the highest id: the 50 oldest (2001) come last and are past the limit.
    const last = engine.search({ page: COUNT_LIMIT / 10 }).hits.map((h) => h.documentId);
    expect(last).toEqual(Array.from({ length: 10 }, (_, i) => 60 - i));
    expect(engine.search({ filters: { domainId: 1 } })).toMatchObject({
      total: COUNT_LIMIT - 60,
      totalIsLowerBound: false,
    });
    const all = engine.search({ filters: { dateFrom: '2000-01-01' } });
    expect(all).toMatchObject({ total: COUNT_LIMIT, totalIsLowerBound: true });
    expect(all.facets.domains).toEqual([
      { value: 1, count: COUNT_LIMIT - 60 },
      { value: 2, count: 60 },
    ]);
  });

  it('is exact at and below the limit', () => {
    const answer = engine.search({ q: 'loi', filters: { domainId: 1 } });
    expect(answer).toMatchObject({
      total: COUNT_LIMIT - 60,
      totalIsLowerBound: false,
      facetsApproximate: false,
    });
    expect(engine.search({ q: 'loi', filters: { domainId: 3 } }).total).toBe(50);
  });

  it("a words query's last page is the order's, picked among the counted documents", () => {
    // Relevance: the 60 strong (newest, highest id first), then the weak of 2020 by id, 9,990 down to 51;
    // the 50 oldest come after the limit. Date order ends the same way.
    const lastTen = Array.from({ length: 10 }, (_, i) => 60 - i);
    expect(ids(engine, 'loi', { page: COUNT_LIMIT / 10 })).toEqual(lastTen);
    expect(ids(engine, 'loi', { page: COUNT_LIMIT / 10, sort: 'date' })).toEqual(lastTen);
    expect(ids(engine, 'loi', { page: COUNT_LIMIT / 100, pageSize: 100 })).toEqual(
      Array.from({ length: 100 }, (_, i) => 150 - i),
    );
  });

  it('pages through the ranking and stops at the limit', () => {
    const first = ids(engine, 'loi', { page: 1 });
    const second = ids(engine, 'loi', { page: 2 });
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(10);
    expect(first.some((id) => second.includes(id))).toBe(false);
    expect(ids(engine, 'loi', { page: 2, pageSize: 5 })).toEqual(first.slice(5, 10));
    expect(ids(engine, 'loi', { page: COUNT_LIMIT / 10 + 1 })).toEqual([]);
  });
});
