import { beforeAll, describe, expect, it } from 'vitest';
import {
  articleKey,
  articleText,
  type CorpusText,
  loadCaseLawTexts,
  loadCorpusTexts,
  normalizeSpace,
} from './corpus';
import { RELEVANCE_QUERIES, type RelevanceQuery } from './queries';

// The relevance set is only worth its figures if each expectation is true of the shipped texts.

let corpus: Map<string, CorpusText>;
let decisions: Map<string, { title: string; content: string }>;
beforeAll(async () => {
  corpus = await loadCorpusTexts();
  decisions = await loadCaseLawTexts();
});

const isMissing = (q: RelevanceQuery) => q.expected.missingArticle !== undefined;
const isDecision = (q: RelevanceQuery) => q.kind.startsWith('decision-');
const isName = (q: RelevanceQuery) => q.kind === 'name';
const TEXT_QUERIES = RELEVANCE_QUERIES.filter((q) => !isDecision(q) && !isName(q));
const count = (pred: (q: RelevanceQuery) => boolean) => RELEVANCE_QUERIES.filter(pred).length;

describe('relevance query set', () => {
  it('has at least 90 queries with unique ids and the required mix', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(90);
    expect(new Set(RELEVANCE_QUERIES.map((q) => q.id)).size).toBe(RELEVANCE_QUERIES.length);
    expect(count((q) => q.kind === 'reference')).toBeGreaterThanOrEqual(25);
    const missing = count(isMissing);
    expect(missing).toBeGreaterThanOrEqual(2);
    expect(missing).toBeLessThanOrEqual(3);
    expect(count((q) => q.kind === 'topic')).toBeGreaterThanOrEqual(40);
    for (const kind of ['typo', 'accents', 'plural', 'synonym', 'and'] as const)
      expect(
        count((q) => q.kind === kind),
        kind,
      ).toBeGreaterThanOrEqual(3);
    // Only references may name a missing article, and a missing article has no expected one.
    for (const q of RELEVANCE_QUERIES.filter(isMissing)) {
      expect(q.kind, q.id).toBe('reference');
      expect(q.expected.article, q.id).toBeNull();
    }
    expect(TEXT_QUERIES.filter((q) => !isMissing(q) && q.expected.article === null)).toEqual([]);
    // decisions: by citation, by subject, by court; none expects an article
    expect(count(isName)).toBeGreaterThanOrEqual(5);
    for (const kind of ['decision-citation', 'decision-subject', 'decision-court'] as const)
      expect(
        count((q) => q.kind === kind),
        kind,
      ).toBeGreaterThanOrEqual(3);
    expect(RELEVANCE_QUERIES.filter((q) => isDecision(q) && q.expected.article !== null)).toEqual([]);
  });

  it.each(RELEVANCE_QUERIES.filter(isName).map((q) => [q.id, q] as const))(
    '%s: the named text is in the corpus, its title says so, and no article is expected',
    (_id, q) => {
      const text = corpus.get(q.expected.document);
      expect(text, `no document ${q.expected.document}`).toBeDefined();
      expect(q.expected.article).toBeNull();
      expect(normalizeSpace(text?.doc.title ?? '')).toContain(normalizeSpace(q.evidence));
    },
  );

  it.each(RELEVANCE_QUERIES.filter(isDecision).map((q) => [q.id, q] as const))(
    '%s: the expected decision is shipped and its text holds the evidence',
    (_id, q) => {
      const decision = decisions.get(q.expected.document);
      expect(decision, `no decision ${q.expected.document}`).toBeDefined();
      const evidence = normalizeSpace(q.evidence);
      expect(evidence.length).toBeGreaterThanOrEqual(15);
      expect(normalizeSpace(decision?.content ?? '')).toContain(evidence);
    },
  );

  it.each(TEXT_QUERIES.filter((q) => !isMissing(q)).map((q) => [q.id, q] as const))(
    '%s: the expected article exists and holds the evidence',
    (_id, q) => {
      const text = corpus.get(q.expected.document);
      expect(text, `no document ${q.expected.document}`).toBeDefined();
      const candidates = text!.articles.filter((a) => a.label === q.expected.article);
      expect(
        candidates.map((a) => a.label),
        `no ${q.expected.article} in ${q.expected.document}`,
      ).not.toEqual([]);
      const evidence = normalizeSpace(q.evidence);
      expect(evidence.length).toBeGreaterThanOrEqual(15);
      expect(candidates.some((a) => articleText(a).includes(evidence))).toBe(true);
    },
  );

  it.each(RELEVANCE_QUERIES.filter(isMissing).map((q) => [q.id, q] as const))(
    '%s: the named article really is missing from the text',
    (_id, q) => {
      const text = corpus.get(q.expected.document);
      expect(text, `no document ${q.expected.document}`).toBeDefined();
      const number = q.expected.missingArticle!;
      expect(q.q).toContain(number);
      expect(text!.articles.length).toBeGreaterThan(0);
      expect(text!.articles.filter((a) => articleKey(a.label) === articleKey(number))).toEqual([]);
      // The evidence is the text's last article, and the numbering stops below the named article.
      const last = text!.articles.at(-1)!;
      expect(articleText(last)).toContain(normalizeSpace(q.evidence));
      expect(Number.parseInt(articleKey(last.label), 10)).toBeLessThan(Number.parseInt(number, 10));
    },
  );

  it('references name the number of their expected article', () => {
    const wrong = RELEVANCE_QUERIES.filter((q) => q.kind === 'reference' && !isMissing(q)).filter((q) => {
      const key = articleKey(q.expected.article!);
      const named = normalizeSpace(q.q.toLowerCase()).replace(/\b(premier|1er)\b/g, '1');
      return !new RegExp(`(^|[^\\d-])${key.replace(/[-.]/g, '\\$&')}(?![\\d-])`).test(named);
    });
    expect(wrong.map((q) => q.id)).toEqual([]);
  });
});
