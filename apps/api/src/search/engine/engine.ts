import { parseQuery } from '../parse-query';
import { isEmptyQuery } from '../query-types';
import { Evaluator } from './evaluate';
import { compileFilters } from './filters';
import { compilePlan, type WidenedQuery } from './plan';
import { bestPassages, browse, documentHit, pageOf, type RankedSet, rankMatches } from './results';
import { Scratch } from './scratch';
import { SearchIndex } from './search-index';
import type { DocumentInput, SearchAnswer, SearchFacets, SearchRequest } from './types';

const NO_FACETS: SearchFacets = { types: [], categories: [], domains: [], jurisdictions: [], years: [] };

/**
 * The search engine of one process: an in-memory index of every document's passages and the search over it
 * (docs/search-engine.md). Synchronous: a search runs to the end, so one set of scratch arrays serves it.
 */
export class SearchEngine {
  readonly index = new SearchIndex();
  private readonly scratch = new Scratch();
  private readonly evaluator = new Evaluator(this.index, this.scratch);

  add(doc: DocumentInput): void {
    this.index.add(doc);
  }

  remove(id: number): void {
    this.index.remove(id);
  }

  commit(): void {
    this.index.commit();
  }

  search(request: SearchRequest): SearchAnswer {
    this.index.commit();
    const accept = compileFilters(this.index, request.filters);
    const page = pageOf(request);
    const q = request.q?.trim() ?? '';
    if (q === '') return this.answer(browse(this.index, accept, page), false);
    const parsed = parseQuery(q);
    if (isEmptyQuery(parsed)) return this.empty();
    const widened: WidenedQuery = { clauses: parsed.clauses.map((c) => c.items), excluded: parsed.excluded };
    const plan = compilePlan(widened, this.index.vocabulary);
    const docs = this.evaluator.run(plan, accept);
    const ranked = rankMatches(this.index, this.scratch, docs, request.sort ?? 'relevance', page);
    const answer = this.answer(ranked, true);
    answer.prefixLimited = plan.prefixLimited;
    return answer;
  }

  private answer(ranked: RankedSet, scored: boolean): SearchAnswer {
    const hits = ranked.page.map((d) =>
      scored
        ? documentHit(this.index, d, this.scratch.docScore[d], bestPassages(this.index, this.scratch, d))
        : documentHit(this.index, d, 0, []),
    );
    return {
      hits,
      total: ranked.total,
      totalIsLowerBound: ranked.totalIsLowerBound,
      facets: ranked.facets,
      facetsApproximate: ranked.facetsApproximate,
      emptyQuery: false,
      widenedWith: [],
      suggestion: null,
      reference: null,
      prefixLimited: false,
    };
  }

  private empty(): SearchAnswer {
    return {
      ...this.answer(
        { page: [], total: 0, totalIsLowerBound: false, facets: NO_FACETS, facetsApproximate: false },
        false,
      ),
      emptyQuery: true,
    };
  }
}
