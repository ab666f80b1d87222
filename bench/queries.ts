/**
 * The fixed mix of 50 searches driven against GET /api/documents/filtered. Fixed on purpose: every run,
 * every database and every corpus size answers exactly these, in this order. Written for the French
 * codes archive (the benchmark corpus) without looking at the timings: rare and common words, phrases,
 * exclusions, OR, prefixes, filters, filter-only browsing (facets over the whole corpus), page 1 and 5.
 */
export interface BenchQuery {
  /** What the query exercises, shown in the report. */
  kind: string;
  params: Record<string, string>;
}

const q = (kind: string, text: string, extra: Record<string, string> = {}): BenchQuery => ({
  kind,
  params: { q: text, ...extra },
});

export const BENCH_QUERIES: readonly BenchQuery[] = [
  // Rare words: a few dozen matches at most.
  q('rare word', 'chalutier'),
  q('rare word', 'viticulteur'),
  q('rare word', 'aéronef'),
  q('rare word', 'usufruitier'),
  q('rare word', 'hydrocarbures'),
  q('rare word', 'apatride'),
  q('rare word', 'sépulture'),
  q('rare word', 'orpaillage'),
  // Common words: tens of thousands of matches, ranking and facets over a big set.
  q('common word', 'article'),
  q('common word', 'dispositions'),
  q('common word', 'décret'),
  q('common word', 'conditions'),
  q('common word', 'travail'),
  q('common word', 'personne'),
  q('two words', 'contrat travail'),
  q('two words', 'autorité administrative'),
  // Phrases.
  q('phrase', '"contrat de travail"'),
  q('phrase', '"conseil d\'état"'),
  q('phrase', '"période d\'essai"'),
  q('phrase', '"domaine public"'),
  q('phrase', '"casier judiciaire"'),
  // Exclusions.
  q('exclusion', 'contrat -travail'),
  q('exclusion', 'salarié -licenciement'),
  q('exclusion', 'impôt -revenu'),
  // OR.
  q('OR', 'mariage OR divorce'),
  q('OR', 'crime OR délit'),
  q('OR', 'vente OR bail'),
  // Prefixes.
  q('prefix', 'licenci*'),
  q('prefix', 'pharma*'),
  q('prefix', 'agri*'),
  q('prefix', 'const*'),
  // Filters with a query.
  q('word + domain', 'salarié', { domain: 'Droit du travail' }),
  q('word + domain', 'responsabilité', { domain: 'Droit civil' }),
  q('word + type', 'sanction', { documentType: 'Code' }),
  q('word + category', 'autorisation', { category: 'normes-generales' }),
  q('word + period', 'redevance', { period: '2020-2024' }),
  q('word + dates', 'marché', { dateFrom: '2019-01-01', dateTo: '2021-12-31' }),
  q('word + PDF only', 'tribunal', { withPdf: 'true' }),
  q('word, sorted by date', 'amende', { sort: 'date' }),
  // Filter-only browsing: no text, facets over every published document.
  { kind: 'facets, no query', params: {} },
  { kind: 'facets, no query', params: { domain: 'Droit fiscal' } },
  { kind: 'facets, no query', params: { documentType: 'Code', period: 'before-2020' } },
  // Page 5.
  q('page 5', 'article', { page: '5' }),
  q('page 5', 'travail', { page: '5' }),
  q('page 5', '"contrat de travail"', { page: '5' }),
  q('page 5', 'licenci*', { page: '5' }),
  q('page 5', 'mariage OR divorce', { page: '5' }),
  { kind: 'page 5', params: { page: '5' } },
  // Nothing searchable left: answered without the engine.
  q('stop words only', 'le la les'),
  q('no match', 'zzyzxquux'),
];

export const searchPath = (query: BenchQuery) =>
  `/api/documents/filtered?${new URLSearchParams(query.params).toString()}`;
