import { describe, expect, it } from 'vitest';
import type { SearchEngine } from './engine';
import { article, doc, engineWith, ids } from './test-corpus';
import type { DocumentInput } from './types';

const QUERIES = [
  'travail',
  'contrat travail',
  '"contrat de travail"',
  'trav*',
  'bail OR vente',
  'contrat -nuit',
  'code',
];
const WORDS = 'contrat travail bail vente nuit salaire code loi préavis licenciement commercial'.split(' ');

function randomDoc(id: number, seed: number): DocumentInput {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s;
  };
  const sentence = () =>
    Array.from({ length: 3 + (next() % 8) }, () => WORDS[next() % WORDS.length]).join(' ');
  const passages = Array.from({ length: 1 + (next() % 4) }, (_, i) => article(String(i + 1), sentence()));
  return doc(id, `Texte ${WORDS[next() % WORDS.length]}`, passages, {
    publishedAt: `20${10 + (next() % 15)}-01-01`,
  });
}

/** Everything a search answers, for comparing two engines. */
/** The answers without their work count: postings of removed documents wait for the next rebuild, and cost. */
const answers = (engine: SearchEngine) =>
  QUERIES.map((q) => engine.search({ q, pageSize: 100 }))
    .concat(engine.search({ pageSize: 100 }))
    .map(({ work: _work, ...answer }) => answer);

describe('adding, replacing and removing documents', () => {
  it('finds a document once added, its new text once replaced, nothing once removed', () => {
    const engine = engineWith([doc(1, 'Loi', ['Le bail commercial.'])]);
    expect(ids(engine, 'bail')).toEqual([1]);
    engine.add(doc(2, 'Décret', ['Le bail rural.']));
    expect(ids(engine, 'bail')).toEqual(expect.arrayContaining([1, 2]));
    engine.add(doc(1, 'Loi', ['La vente commerciale.']));
    expect(ids(engine, 'bail')).toEqual([2]);
    expect(ids(engine, 'vente')).toEqual([1]);
    engine.remove(2);
    expect(ids(engine, 'bail')).toEqual([]);
    expect(engine.search({}).total).toBe(1);
    engine.remove(99); // unknown: nothing happens
    expect(engine.search({}).total).toBe(1);
  });

  it('answers exactly as an index built from scratch, whether writes went to the small lists or a rebuild', () => {
    const engine = engineWith(Array.from({ length: 200 }, (_, i) => randomDoc(i + 1, i)));
    engine.commit();
    const current = new Map<number, DocumentInput>();
    for (let i = 0; i < 200; i++) current.set(i + 1, randomDoc(i + 1, i));
    for (let round = 0; round < 6; round++) {
      // A few writes (the small per-term lists), then many (a rebuild), with searches in between.
      const writes = round % 2 === 0 ? 5 : 120;
      for (let w = 0; w < writes; w++) {
        const id = 1 + ((round * 97 + w * 31) % 260);
        if (w % 3 === 0) {
          engine.remove(id);
          current.delete(id);
        } else {
          const next = randomDoc(id, 1000 * round + w);
          engine.add(next);
          current.set(id, next);
        }
      }
      const fresh = engineWith([...current.values()]);
      expect(answers(engine), `round ${round}`).toEqual(answers(fresh));
      const small = engine.index.passagePostings.deltaPostings;
      if (round % 2 === 0) expect(small, 'a few writes stay in the small lists').toBeGreaterThan(0);
      else expect(small, 'many writes rebuild').toBe(0);
    }
  });

  it('keeps idf in step with removals', () => {
    const engine = engineWith([
      doc(1, 'A', ['nantissement gage']),
      doc(2, 'B', ['gage']),
      doc(3, 'C', ['gage']),
    ]);
    const before = engine.search({ q: 'gage' }).hits[0].score;
    engine.remove(2);
    engine.remove(3);
    expect(engine.search({ q: 'gage' }).hits[0].score).toBeGreaterThan(before);
  });
});
