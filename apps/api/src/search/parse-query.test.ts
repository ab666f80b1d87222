import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFts5Match } from './compile-fts5';
import { toTsQuery } from './compile-tsquery';
import { parseQuery } from './parse-query';
import { isEmptyQuery, MAX_QUERY_TOKENS, type SearchQuery } from './query-types';
import { hostileString } from './test-arbitraries';

const term = (token: string, prefix = false) => ({ type: 'term', token, prefix });
const phrase = (...tokens: string[]) => ({ type: 'phrase', tokens });

describe('parseQuery', () => {
  it('plain words are all required', () => {
    expect(parseQuery('Décrets licenciement')).toEqual({
      clauses: [{ items: [term('decret')] }, { items: [term('licenci')] }],
      excluded: [],
    });
  });

  it('quoted phrases', () => {
    expect(parseQuery('"contrat de travail"').clauses).toEqual([{ items: [phrase('contrat', 'travail')] }]);
    // A one-word phrase is a term.
    expect(parseQuery('"décret"').clauses).toEqual([{ items: [term('decret')] }]);
  });

  it('exclusions of words and phrases', () => {
    const q = parseQuery('travail -licenciement -"code pénal"');
    expect(q.clauses).toEqual([{ items: [term('travail')] }]);
    expect(q.excluded).toEqual([term('licenci'), phrase('cod', 'penal')]);
  });

  it('OR joins two neighbours, only in upper case', () => {
    expect(parseQuery('décret OR "code pénal" OR loi travail').clauses).toEqual([
      { items: [term('decret'), phrase('cod', 'penal'), term('loi')] },
      { items: [term('travail')] },
    ]);
    expect(parseQuery('décret or loi').clauses).toHaveLength(3);
    expect(parseQuery('décret ou loi').clauses).toHaveLength(2); // 'ou' is a stop word
  });

  it('OU is OR in upper case', () => {
    expect(parseQuery('mariage OU divorce').clauses).toEqual([{ items: [term('mariag'), term('divorc')] }]);
  });

  it('AND and ET are accepted as operators and add nothing to plain words', () => {
    const plain = parseQuery('bail commercial');
    expect(parseQuery('bail AND commercial')).toEqual(plain);
    expect(parseQuery('bail ET commercial')).toEqual(plain);
    expect(parseQuery('AND bail AND AND commercial AND')).toEqual(plain);
    // Lower case 'and' is a word; 'et' is a stop word.
    expect(parseQuery('bail and commercial').clauses).toHaveLength(3);
    expect(parseQuery('bail et commercial')).toEqual(plain);
    // OR binds its neighbours; AND separates clauses.
    expect(parseQuery('vente OR bail AND commercial').clauses).toEqual([
      { items: [term('vent'), term('bail')] },
      { items: [term('commercial')] },
    ]);
  });

  it('dangling OR and OR next to an exclusion are ignored', () => {
    expect(parseQuery('OR décret OR').clauses).toEqual([{ items: [term('decret')] }]);
    expect(parseQuery('décret OR -loi').clauses).toEqual([{ items: [term('decret')] }]);
    expect(parseQuery('décret OR le OR loi').clauses).toEqual([{ items: [term('decret'), term('loi')] }]);
  });

  it('prefix', () => {
    expect(parseQuery('licenc*').clauses).toEqual([{ items: [term('licenc', true)] }]);
    expect(parseQuery('licenciem*').clauses).toEqual([{ items: [term('licenci', true)] }]);
    expect(parseQuery("l'art*").clauses).toEqual([{ items: [term('art', true)] }]);
    expect(parseQuery('a*').clauses).toEqual([]);
  });

  it('malformed input falls back to plain words', () => {
    expect(parseQuery('"contrat travail').clauses).toEqual([
      { items: [term('contrat')] },
      { items: [term('travail')] },
    ]);
    expect(parseQuery('(((décret)))').clauses).toEqual([{ items: [term('decret')] }]);
    expect(parseQuery('(décret OR loi)').clauses).toEqual([{ items: [term('decret'), term('loi')] }]);
    expect(isEmptyQuery(parseQuery('-'))).toBe(true);
    expect(isEmptyQuery(parseQuery('*'))).toBe(true);
    expect(isEmptyQuery(parseQuery('"'))).toBe(true);
    expect(isEmptyQuery(parseQuery('😀🎉'))).toBe(true);
    expect(isEmptyQuery(parseQuery('le la les de'))).toBe(true);
    expect(parseQuery("' OR 1=1 --").clauses).toEqual([{ items: [phrase('1', '1')] }]);
    expect(parseQuery('dé\u0000cret\u001b[31m').clauses.length).toBeGreaterThan(0);
  });

  it('a query of only exclusions is empty and compiles to null (it matches nothing)', () => {
    const q = parseQuery('-décret -"code pénal"');
    expect(q.excluded).toHaveLength(2);
    expect(isEmptyQuery(q)).toBe(true);
    expect(toFts5Match(q)).toBeNull();
    expect(toTsQuery(q)).toBeNull();
  });

  it('bounds long input', () => {
    const q = parseQuery(
      'décret '.repeat(1000) + Array.from({ length: 1000 }, (_, i) => `mot${i}`).join(' '),
    );
    expect(countTokens(q)).toBeLessThanOrEqual(MAX_QUERY_TOKENS);
    expect(countTokens(parseQuery('x'.repeat(5000)))).toBe(1);
  });
});

function countTokens(q: SearchQuery): number {
  const items = [...q.clauses.flatMap((c) => c.items), ...q.excluded];
  return items.reduce((n, item) => n + (item.type === 'term' ? 1 : item.tokens.length), 0);
}

describe('parseQuery properties', () => {
  const check = (q: SearchQuery) => {
    expect(countTokens(q)).toBeLessThanOrEqual(MAX_QUERY_TOKENS);
    for (const item of [...q.clauses.flatMap((c) => c.items), ...q.excluded]) {
      const tokens = item.type === 'term' ? [item.token] : item.tokens;
      for (const t of tokens) expect(t).toMatch(/^[a-z0-9]{1,60}$/);
    }
    const fts = toFts5Match(q);
    const ts = toTsQuery(q);
    expect(fts === null).toBe(isEmptyQuery(q));
    expect(ts === null).toBe(isEmptyQuery(q));
  };

  it('never throws and stays bounded on arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => check(parseQuery(s))));
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => check(parseQuery(s))));
  });

  it('never throws on hostile strings', () => {
    fc.assert(
      fc.property(hostileString, (s) => check(parseQuery(s))),
      { numRuns: 500 },
    );
  });
});
