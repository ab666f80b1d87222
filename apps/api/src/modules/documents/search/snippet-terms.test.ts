import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  boundedQueryText,
  buildSnippet,
  highlightTitle,
  parseQuery,
  type QueryTerms,
  queryTerms,
  type SearchQuery,
} from '../../../search';
import { SearchEngine } from '../../../search/engine/engine';
import type { SearchAnswer, Widening } from '../../../search/engine/types';
import { loadSynonyms } from '../../../search/lexicon/lexicon';
import { MAX_QUERY_LENGTH } from '../../../search/query-types';
import { parseReference } from '../../../search/references/parse-reference';
import { loadDemoCorpus } from '../seed/demo-corpus-file';
import { type DocumentPassage, passagesOf } from './passages';

// The snippets mark the terms the engine answers with (SearchAnswer.terms) instead of the query analysed again
// after the search: this test keeps that second analysis (service.ts's highlightQuery before the change) and
// checks, on the demo corpus, that both mark the same words in the same snippets.

/** What the snippets marked before: the searched words without 'article 36', then the synonyms' alternatives. */
function analysedAgain(text: string, widenedWith: readonly Widening[]): SearchQuery {
  const words = parseReference(text, null)?.rest ?? text;
  const q = parseQuery(words);
  for (const w of widenedWith)
    for (const alternative of w.alternatives) q.clauses.push(...parseQuery(alternative).clauses);
  return q;
}

const SNIPPET_LENGTH = 240;

/** Queries of every kind the engine reads: words, typos, phrases, prefixes, OR, exclusions, references. */
const QUERIES = [
  'licenciement abusif',
  'contrat de travail',
  'Licenciements ABUSIFS',
  'licenciment abusif',
  'contrat de travial',
  'mariag',
  'divorse',
  'sucession enfant',
  'responsabilte civile',
  '"contrat de travail"',
  '"liquidation des biens" faillite',
  '"salaire minimum"',
  '"divorce à l\'amiable"',
  'licenci*',
  'contr* travail',
  'prescri* acquisitive',
  'divorce OR mariage',
  'faillite OU banqueroute',
  'travail -code',
  'mariage -"régime matrimonial"',
  'article 36 code du travail',
  'art. 36 du code du travail licenciement',
  'article 1er constitution',
  'Article 1382 Code civil',
  'articles 5 à 7 code pénal',
  'article 5',
  'article 3 code minier',
  'article 5 loi 2008-028',
  'L. 111-1',
  'AUDCG art. 123',
  'article 12 code des impôts TVA',
  'CCJA, arrêt n°025/2018',
  'le la les',
  '-travail',
  "l'article",
  'bail commercial',
  'baux',
  "l'État",
  'Etat-partie',
  'ET OU',
  'salaire minimum ouvrier',
  'se marier âge',
  'présumé innocent garde à vue',
  `${'travail contrat '.repeat(20)}licenciement`,
  `${'a'.repeat(MAX_QUERY_LENGTH - 3)} travail`,
  ...loadSynonyms().flatMap((line) => [line.source, `${line.source} sanction`]),
];

describe('snippets: the engine gives the terms they mark (demo corpus)', () => {
  const engine = new SearchEngine();
  const passages = new Map<number, { title: string; passages: DocumentPassage[] }>();

  beforeAll(async () => {
    const corpus = await loadDemoCorpus();
    for (const [i, d] of corpus.entries()) {
      const documentPassages = passagesOf(d.content, d.preambule);
      passages.set(i + 1, { title: d.title, passages: documentPassages });
      engine.add({
        id: i + 1,
        title: d.title,
        passages: documentPassages,
        typeId: null,
        category: null,
        domainId: null,
        jurisdiction: null,
        year: d.publishedAt ? Number(d.publishedAt.slice(0, 4)) : null,
        publishedAt: d.publishedAt,
        hasPdf: false,
        published: true,
      });
    }
    engine.commit();
  });

  /** The snippets of an answer's page (titles and named passages) with the given terms. */
  function snippets(answer: SearchAnswer, terms: QueryTerms): string[] {
    return answer.hits.flatMap((hit) => {
      const doc = passages.get(hit.documentId);
      if (doc === undefined) return [];
      return [
        highlightTitle(doc.title, terms).html,
        ...hit.passages.map(
          (p) => buildSnippet(doc.passages[p.ordinal]?.body ?? '', terms, { maxLength: SNIPPET_LENGTH }).html,
        ),
      ];
    });
  }

  /** One query as the service sends it; the terms and snippets of both ways, and what the answer did. */
  function compare(typed: string) {
    const q = boundedQueryText(typed.replace(/\s+/g, ' ').trim()).text;
    const answer = engine.search({ q, pageSize: 10 });
    const searched = answer.suggestionApplied && answer.suggestion !== null ? answer.suggestion : q;
    const before = queryTerms(analysedAgain(searched, answer.widenedWith));
    expect(answer.terms, typed).toEqual(before);
    expect(snippets(answer, answer.terms), typed).toEqual(snippets(answer, before));
    return answer;
  }

  it('marks the same words as the query analysed again, for words, phrases, references, synonyms and suggestions', () => {
    const answers = QUERIES.map(compare);
    // The queries reach every path that gives terms: otherwise the comparison proves less than it says.
    expect(answers.some((a) => a.suggestionApplied)).toBe(true);
    expect(answers.some((a) => a.widenedWith.length > 0)).toBe(true);
    expect(answers.some((a) => a.reference?.textFound && a.reference.textName !== null)).toBe(true);
    expect(answers.some((a) => a.reference !== null && !a.reference.textFound)).toBe(true);
    expect(answers.some((a) => a.terms.prefixes.length > 0)).toBe(true);
    expect(answers.some((a) => a.emptyQuery)).toBe(true);
    // Snippets were compared, with marks in them.
    expect(answers.filter((a) => a.hits.length > 0 && a.terms.exact.length > 0).length).toBeGreaterThan(50);
  });

  it('marks the same words for generated queries of the corpus words, synonyms, operators and references', () => {
    const words = [
      'travail',
      'contrat',
      'licenciement',
      'faillite',
      'divorce',
      'mariage',
      'code',
      'civil',
      'pénal',
      'article',
      'art.',
      '36',
      '1er',
      'SMIG',
      'SARL',
      'OHADA',
      'salaire',
      'minimum',
      'du',
      'la',
      'OR',
      'OU',
      'ET',
      '-',
      '*',
      '"',
      'travial',
      'sociéte',
      'présumé',
      'innocent',
      'constitution',
      'impôts',
      '-code',
      '-travail',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 7 }), (picked) => {
        compare(picked.join(' ').replace(/ ([*"])/g, '$1'));
      }),
      { numRuns: 300 },
    );
  });
});
