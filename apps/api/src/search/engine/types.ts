// What the engine is given and what it answers. Ids are the database's document ids; everything else
// (internal document and passage numbers, term ids) stays inside the engine.

/** One unit of retrieval: an article of a structured text, or a chunk of a text without articles. */
export interface PassageInput {
  /** The article's label and the division headings above it ('Titre II Des contrats', 'Article 12'). */
  heading: string;
  body: string;
  /** The article number as articleKey() gives it ('12', 'l-111-1', '1'): references find the passage by it. */
  articleKey?: string | null;
  /** Where the document page shows the passage ('article-12'). */
  anchor?: string | null;
  /** A repealed article: ranked after the live ones (status-rank.ts), left out by `inForceOnly`. */
  repealed?: boolean;
}

/** The values search filters and counts a document by. */
export interface DocumentFacets {
  typeId: number | null;
  category: string | null;
  domainId: number | null;
  jurisdiction: string | null;
  year: number | null;
  /** A court decision's court id, solution and year (null for other documents). */
  court?: string | null;
  solution?: string | null;
  decisionYear?: number | null;
  /** 'YYYY-MM-DD' or null (undated texts: after dated ones in date order, out of date filters). */
  publishedAt: string | null;
  hasPdf: boolean;
  published: boolean;
}

export interface DocumentInput extends DocumentFacets {
  id: number;
  title: string;
  /** In reading order; a document without text has none (it can still be found by its title). */
  passages: readonly PassageInput[];
}

export interface SearchFilters {
  typeId?: number | null;
  category?: string | null;
  domainId?: number | null;
  jurisdiction?: string | null;
  /** Court decisions: by court id, solution, year of the decision. */
  court?: string | null;
  solution?: string | null;
  decisionYear?: number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  withPdf?: boolean;
  /** Drafts too (the back-office); public search leaves them out. */
  includeUnpublished?: boolean;
  /** Repealed articles match nothing (status=en_vigueur). */
  inForceOnly?: boolean;
  /** Only these documents (database ids): an alert looks among the texts published since its last mail. */
  documentIds?: readonly number[];
}

export type SearchOrder = 'relevance' | 'date';

export interface SearchRequest {
  q?: string;
  filters?: SearchFilters;
  sort?: SearchOrder;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** Work units this search may spend, below the engine's own budget (a caller who spent much lately). */
  workBudget?: number;
}

export interface PassageHit {
  /** Position of the passage in the document's passages. */
  ordinal: number;
  anchor: string | null;
  articleKey: string | null;
  score: number;
  /** The passage is the article a reference in the query names. */
  referenced: boolean;
}

export interface DocumentHit {
  documentId: number;
  score: number;
  /** Up to 3, best first (a referenced article before any word match); empty when only the title matched. */
  passages: PassageHit[];
}

export interface FacetCount<V> {
  value: V;
  count: number;
}

export interface SearchFacets {
  types: FacetCount<number>[];
  categories: FacetCount<string>[];
  domains: FacetCount<number>[];
  jurisdictions: FacetCount<string>[];
  years: FacetCount<number>[];
  /** Court decisions' courts (ids), solutions and years. */
  courts: FacetCount<string>[];
  solutions: FacetCount<string>[];
  decisionYears: FacetCount<number>[];
}

/** A synonym line of the lexicon that widened the query. */
export interface Widening {
  /** The words of the query it applied to, as the lexicon writes them ('faillite'). */
  source: string;
  /** What the query also looked for ('procédures collectives', …). */
  alternatives: string[];
}

export interface ReferenceOutcome {
  /** The article numbers the query names, as articleKey() gives them. */
  articles: string[];
  /** The text named ('code du travail'), or null when only an article number was given. */
  textName: string | null;
  /** False when no document goes by that name (the words were searched instead). */
  textFound: boolean;
  /** Named articles found in no matching text ('999'). */
  missing: string[];
}

export interface SearchAnswer {
  hits: DocumentHit[];
  /** Exact up to COUNT_LIMIT; above it, COUNT_LIMIT with totalIsLowerBound. */
  total: number;
  totalIsLowerBound: boolean;
  facets: SearchFacets;
  /** Counted over the COUNT_LIMIT best hits only. */
  facetsApproximate: boolean;
  /** The query as the engine understood it had nothing to look for (stop words only, exclusions only). */
  emptyQuery: boolean;
  widenedWith: Widening[];
  /** 'Vouliez-vous dire' text: the query with its unknown words replaced, or null. */
  suggestion: string | null;
  /** The query as typed found nothing: the hits, counts and facets are the suggestion's. */
  suggestionApplied: boolean;
  reference: ReferenceOutcome | null;
  /** A prefix matched more terms than PREFIX_TERMS: the rarest were left out. */
  prefixLimited: boolean;
  /**
   * Not everything typed was searched: the query was longer than MAX_QUERY_LENGTH characters or
   * MAX_QUERY_TOKENS words, named more than MAX_REFERENCE_ARTICLES articles or a range longer than MAX_RANGE,
   * or the work budget ran out (the answer is the best found before).
   */
  partial: boolean;
  /** Work units the search spent (WorkBudget), at most the engine's budget. */
  work: number;
  /** The search was stopped by the time backstop, not by its work count: another run may cut elsewhere. */
  timedOut: boolean;
  /** The search ran with less than the engine's work budget (SearchRequest.workBudget). */
  budgetReduced: boolean;
}
