import {
  categoryLabel,
  DECISION_SOLUTIONS,
  type DecisionSolution,
  type DocTypeRef,
  type DocumentSearchAnswer,
  type DocumentSearchParams,
  type SearchFacets,
  type SearchSort,
} from '@lexfaso/contracts';
import type { HitExtracts, SearchScope, SearchViewer } from '../../../deps';
import type { DB } from '../../../platform/db/database';
import { boundedQueryText } from '../../../search';
import type { SearchFacets as EngineFacets, SearchAnswer, SearchRequest } from '../../../search/engine/types';
import { referenceLabels } from '../../reference-data/labels';
import { courtOf } from '../category-readers';
import { resolveFilters } from './filters';
import { pageHits } from './hits';
import { citedDocuments, withCitedFirst } from './pinned';

/** The engine's search (DocumentEngine's, in its thread, having caught up). */
export type EngineSearch = (request: SearchRequest) => Promise<SearchAnswer>;

export type { SearchScope, SearchViewer };

const WITH_SNIPPETS: HitExtracts = { snippets: true };

const byCountThenName =
  <T extends { count: number }>(name: (x: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || name(a).localeCompare(name(b), 'fr');

const isSolution = (v: string): v is DecisionSolution =>
  (DECISION_SOLUTIONS as readonly string[]).includes(v);

/** The engine's facet values (ids and names) with the labels the screen shows. */
function labelledFacets(
  f: EngineFacets,
  docTypes: Map<number, DocTypeRef>,
  domaines: Map<number, string>,
): SearchFacets {
  return {
    types: f.types
      .filter((t) => docTypes.has(t.value))
      .map((t) => ({ ...(docTypes.get(t.value) as DocTypeRef), count: t.count }))
      .sort(byCountThenName((t) => t.type)),
    categories: f.categories
      .map((c) => ({ category: c.value, label: categoryLabel(c.value), count: c.count }))
      .sort(byCountThenName((c) => c.label)),
    domains: f.domains
      .filter((d) => domaines.has(d.value))
      .map((d) => ({ id: d.value, name: domaines.get(d.value) as string, count: d.count }))
      .sort(byCountThenName((d) => d.name)),
    jurisdictions: f.jurisdictions
      .map((j) => ({ name: j.value, count: j.count }))
      .sort(byCountThenName((j) => j.name)),
    years: f.years.map((y) => ({ year: y.value, count: y.count })).sort((a, b) => b.year - a.year),
    courts: f.courts
      .flatMap((c) => {
        const court = courtOf(c.value);
        return court ? [{ id: court.id, name: court.name, count: c.count }] : [];
      })
      .sort(byCountThenName((c) => c.name)),
    solutions: f.solutions
      .filter((s): s is { value: DecisionSolution; count: number } => isSolution(s.value))
      .map((s) => ({ solution: s.value, count: s.count }))
      .sort(byCountThenName((s) => s.solution)),
    decisionYears: f.decisionYears.map((y) => ({ year: y.value, count: y.count })),
  };
}

/** An article key as texts label it: 'l-111-1' → 'L. 111-1', '5-bis' → '5 bis'. */
const articleLabel = (key: string) =>
  key
    .replace(/^(lo|[lrd])-/, (_, p: string) => `${p.toUpperCase()}. `)
    .replace(/-(bis|ter|quater|quinquies|sexies|septies|octies|nonies|decies)$/, ' $1');

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function referenceOutcome(ref: SearchAnswer['reference']): DocumentSearchAnswer['reference'] {
  if (ref === null) return null;
  return {
    articles: ref.articles.map(articleLabel),
    textName: ref.textName === null ? null : capitalised(ref.textName),
    textFound: ref.textFound,
    missing: ref.missing.map(articleLabel),
  };
}

/**
 * GET /api/documents/filtered: the engine finds, ranks, counts and names the best passages
 * (docs/search-engine.md); the database gives the page's titles, metadata and passage texts.
 */
export async function searchDocuments(
  db: DB,
  engineSearch: EngineSearch,
  params: DocumentSearchParams,
  viewer: SearchViewer,
  scope: SearchScope = {},
  extracts: HitExtracts = WITH_SNIPPETS,
): Promise<DocumentSearchAnswer> {
  const filters = await resolveFilters(db, params);
  // What the engine reads of the query, and what the answer echoes and highlights.
  const text = boundedQueryText((params.q ?? '').replace(/\s+/g, ' ').trim()).text;
  const sort: SearchSort = text !== '' && params.sort !== 'date' ? 'relevance' : 'date';
  const { page, limit } = params;
  // A decision's usual citation lands on it: first on the first page of a search by relevance.
  const cited = sort === 'relevance' && page === 1 ? await citedDocuments(db, text, filters) : [];
  const engineFound = await engineSearch({
    q: text,
    filters: {
      typeId: filters.docTypeId,
      category: filters.category,
      domainId: filters.domaineId,
      jurisdiction: filters.jurisdiction,
      court: filters.court,
      solution: filters.solution,
      decisionYear: filters.decisionYear,
      dateFrom: filters.dateFrom,
      dateTo: filters.dateTo,
      withPdf: filters.withPdf,
      inForceOnly: filters.inForceOnly,
      ...(scope.documentIds ? { documentIds: scope.documentIds } : {}),
    },
    sort,
    page,
    pageSize: limit,
  });
  const found = { ...engineFound, ...withCitedFirst(engineFound.hits, engineFound.total, cited, limit) };
  // The snippets mark the words of the query that was searched (the suggestion when it was applied), as the
  // engine analysed them: its words without a reference's 'article 36' (a marker, not a word) and the words a
  // synonym line widened it to (SearchAnswer.terms).
  const searched = found.suggestionApplied && found.suggestion !== null ? found.suggestion : text;
  const highlight = searched === '' ? null : found.terms;
  const tokens = highlight ?? { exact: [], prefixes: [] };
  // Past the last counted rank the engine gives its last page again: this page is empty.
  const beyond = (page - 1) * limit >= found.total;
  // Held in memory, reloaded after a write of them (reference-data/labels.ts).
  const labels = await referenceLabels(db, {
    docTypeIds: found.facets.types.map((t) => t.value),
    domaineIds: found.facets.domains.map((d) => d.value),
  });
  return {
    documents: beyond ? [] : await pageHits(db, found.hits, highlight, labels, extracts),
    pagination: {
      page,
      limit,
      total: found.total,
      pages: Math.ceil(found.total / limit),
      totalIsLowerBound: found.totalIsLowerBound,
    },
    search_permissions: { canSearch: true, canDownloadPdf: viewer.canDownloadPdf, role: viewer.role },
    facets: labelledFacets(found.facets, labels.docTypes, labels.domaines),
    facetsApproximate: found.facetsApproximate,
    suggestion: found.suggestion,
    suggestionApplied: found.suggestionApplied,
    widenedWith: found.widenedWith,
    reference: referenceOutcome(found.reference),
    partial: found.partial,
    query: {
      text,
      terms: tokens.exact,
      prefixes: tokens.prefixes,
      empty: found.emptyQuery,
      prefixLimited: found.prefixLimited,
      sort,
    },
    appliedFilters: { dateFrom: filters.dateFrom, dateTo: filters.dateTo },
  };
}
