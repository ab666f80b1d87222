// Helpers for the engine's tests: small hand-made documents.
import { SearchEngine } from './engine';
import type { DocumentInput, PassageInput, SearchRequest } from './types';

type PassageLike = string | PassageInput;

export function doc(
  id: number,
  title: string,
  passages: PassageLike[],
  facets: Partial<Omit<DocumentInput, 'id' | 'title' | 'passages'>> = {},
): DocumentInput {
  return {
    id,
    title,
    passages: passages.map((p) => (typeof p === 'string' ? { heading: '', body: p } : p)),
    typeId: 1,
    category: 'normes-generales',
    domainId: 1,
    jurisdiction: null,
    year: 2020,
    publishedAt: '2020-01-01',
    hasPdf: false,
    published: true,
    ...facets,
  };
}

export function article(key: string, body: string, heading = ''): PassageInput {
  return { heading: `${heading} Article ${key}`.trim(), body, articleKey: key, anchor: `article-${key}` };
}

export function engineWith(docs: DocumentInput[]): SearchEngine {
  const engine = new SearchEngine();
  for (const d of docs) engine.add(d);
  return engine;
}

/** Document ids of the first page, in order. */
export function ids(engine: SearchEngine, q: string, extra: SearchRequest = {}): number[] {
  return engine.search({ q, ...extra }).hits.map((h) => h.documentId);
}
