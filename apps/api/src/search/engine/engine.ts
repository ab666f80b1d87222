import { loadSynonyms, loadTextNames, type SynonymLine, type TextNameLine } from '../lexicon/lexicon';
import { readQuery } from '../parse-query';
import { boundedQueryText } from '../query-text';
import { isEmptyQuery, itemTokens, type QueryItem, queryTerms, type SearchQuery } from '../query-types';
import { type ParsedReference, parseReference } from '../references/parse-reference';
import { TextNames } from '../references/text-names';
import { PASSAGES_PER_HIT, SEARCH_TIME_LIMIT_MS, WORK_BUDGET } from './bounds';
import { Evaluator, TERM_BLOCK_DOCS } from './evaluate';
import { compileFilters, compileNarrowing, compileVisibility, dateSpan } from './filters';
import { compilePlan } from './plan';
import type { DocList } from './rank';
import {
  documentsWithArticles,
  namedTexts,
  pinReference,
  type ReferenceScope,
  resolveReference,
} from './reference-search';
import {
  bestPassages,
  browse,
  documentHit,
  ordering,
  type Page,
  pageOf,
  passageHit,
  type RankedSet,
  rankMatches,
} from './results';
import { Scratch } from './scratch';
import { SearchIndex } from './search-index';
import { FEW_RESULTS, suggestSpelling } from './suggest';
import { prepareSynonyms, type SynonymRule, widenQuery } from './synonyms';
import type { DocumentHit, DocumentInput, SearchAnswer, SearchRequest, Widening } from './types';
import { WorkBudget } from './work-budget';

export interface EngineOptions {
  /** Default: lexicon/legal-synonyms.txt. */
  synonyms?: readonly SynonymLine[];
  /** Default: lexicon/text-names.txt. */
  textNames?: readonly TextNameLine[];
  /** Work units per search (default WORK_BUDGET; tests use small ones to see searches cut). */
  workBudget?: number;
  /** Milliseconds per search (default SEARCH_TIME_LIMIT_MS). */
  timeLimitMs?: number;
  /**
   * false: every posting scored, neither pruned nor narrowed by the filters (Evaluator.run), the reference
   * pruning.test.ts compares with. Default true.
   */
  pruning?: boolean;
  /**
   * Documents per block when the several terms of a prefix or synonym are scored (default TERM_BLOCK_DOCS,
   * evaluate.ts); 0: term after term, the reference term-blocks.test.ts compares with.
   */
  termBlockDocs?: number;
}

interface WordMatches {
  /** A view of the scratch arrays (Evaluator.run): valid until the next words are matched. */
  docs: Int32Array;
  /** Documents holding most of the words but not all (Evaluator.partial). */
  partial: Int32Array;
  /** The words as parsed, before the synonyms widened them, and what the synonyms added (the answer's terms). */
  parsed: SearchQuery;
  added: QueryItem[];
  widenings: Widening[];
  prefixLimited: boolean;
  /** Words past MAX_QUERY_TOKENS were left out, or the budget ran out before every clause was searched. */
  cut: boolean;
}

/** What one search may read: its work budget, and whether it may see drafts. */
interface SearchScope extends ReferenceScope {
  accept: (d: number) => boolean;
  /** The filters' own test, null without a filter (filters.ts, compileNarrowing). */
  narrowing: ((d: number) => boolean) | null;
}

/** Fewer documents holding every word than a page: documents holding most of them join the ranking. */
const MOST_WORDS_BELOW = 10;

const EMPTY_SET: RankedSet = {
  page: [],
  total: 0,
  totalIsLowerBound: false,
  facets: {
    types: [],
    categories: [],
    domains: [],
    jurisdictions: [],
    years: [],
    courts: [],
    solutions: [],
    decisionYears: [],
  },
  facetsApproximate: false,
};

/**
 * The search engine of one process: an in-memory index of every document's passages and the search over it
 * (docs/search-engine.md). Synchronous: a search runs to the end, so one set of scratch arrays serves it.
 */
export class SearchEngine {
  readonly index = new SearchIndex();
  private readonly scratch = new Scratch();
  private readonly evaluator: Evaluator;
  private readonly synonyms: SynonymRule[];
  private readonly textNames: TextNames;
  private readonly workBudget: number;
  private readonly timeLimitMs: number;
  private readonly pruning: boolean;
  /** The search under way leaves repealed articles out (filters.inForceOnly). */
  private inForceOnly = false;

  constructor(options: EngineOptions = {}) {
    this.synonyms = prepareSynonyms(options.synonyms ?? loadSynonyms());
    this.textNames = new TextNames(options.textNames ?? loadTextNames());
    this.workBudget = options.workBudget ?? WORK_BUDGET;
    this.timeLimitMs = options.timeLimitMs ?? SEARCH_TIME_LIMIT_MS;
    this.pruning = options.pruning ?? true;
    this.evaluator = new Evaluator(this.index, this.scratch, options.termBlockDocs ?? TERM_BLOCK_DOCS);
  }

  add(doc: DocumentInput): void {
    this.index.add(doc);
  }

  remove(id: number): void {
    this.index.remove(id);
  }

  commit(): void {
    this.index.commit();
  }

  /**
   * A query that finds nothing because of a misspelt word answers with its suggestion's results, and says so
   * (`suggestionApplied`): an empty page with "Vouliez-vous dire" one click away helps nobody when the
   * spelling the texts use is known. A query that found something keeps its results and only offers it.
   * One work budget covers the whole request, the suggestion's searches included (docs/search-engine.md,
   * "Cost model"); the engine reads only the first MAX_QUERY_LENGTH characters of the query.
   */
  search(request: SearchRequest): SearchAnswer {
    const limit = Math.min(request.workBudget ?? this.workBudget, this.workBudget);
    const budget = new WorkBudget(limit, this.timeLimitMs);
    const input = boundedQueryText(request.q?.trim() ?? '');
    const bounded = { ...request, q: input.text };
    const asTyped = this.searchAsTyped(bounded, budget);
    const answer =
      asTyped.total > 0 || asTyped.suggestion === null
        ? asTyped
        : {
            ...this.searchAsTyped({ ...bounded, q: asTyped.suggestion }, budget),
            suggestion: asTyped.suggestion,
            suggestionApplied: true,
          };
    return {
      ...answer,
      partial: answer.partial || input.cut || budget.exhausted,
      work: budget.used,
      timedOut: budget.cut === 'time',
      budgetReduced: limit < this.workBudget,
    };
  }

  private searchAsTyped(request: SearchRequest, budget: WorkBudget): SearchAnswer {
    this.index.commit();
    const scope: SearchScope = {
      budget,
      accept: compileFilters(this.index, request.filters),
      narrowing: this.pruning ? compileNarrowing(this.index, request.filters) : null,
      visible: compileVisibility(this.index, request.filters),
    };
    this.inForceOnly = request.filters?.inForceOnly === true;
    const page = pageOf(request);
    const q = request.q ?? '';
    if (q === '') {
      this.scratch.begin(this.index);
      return this.answer(
        browse(this.index, scope.accept, page, dateSpan(this.index, request.filters)),
        new Map(),
        null,
      );
    }
    const ref = parseReference(q, this.textNames);
    if (ref !== null) return this.searchReference(ref, request, scope, page);
    const sort = request.sort ?? 'relevance';
    const named = sort === 'relevance' ? this.namedText(q, scope) : null;
    const words = this.matchWords(q, scope);
    if (words === null) return { ...this.answer(EMPTY_SET, new Map(), null), emptyQuery: true };
    // Few documents hold every word: those holding most of them join the ranking, by score (an article's score
    // is already weighed by the share of the words it holds: Evaluator.collect). A misspelt word is for
    // 'Vouliez-vous dire', not a reason to drop it.
    const mostWords =
      sort === 'relevance' &&
      words.docs.length < MOST_WORDS_BELOW &&
      words.partial.length > 0 &&
      suggestSpelling(this.index, q, words.docs.length, budget) === null;
    const docs: DocList = mostWords ? [...words.docs, ...words.partial] : words.docs;
    const pinned = named === null ? [] : [named];
    const others = named === null ? docs : docs.filter((d) => d !== named);
    const ranked = rankMatches(this.index, this.scratch, others, sort, page, pinned);
    const answer = this.answer(ranked, new Map(), words);
    // A text's name is no misspelling.
    answer.suggestion = named === null ? this.suggestion(q, words.docs.length, scope) : null;
    return answer;
  }

  /**
   * The text a query names when the whole query is its name ('code civil', "constitution", '"code du
   * travail"': words or one phrase, no operator), the main one when several titles hold it, if the filters
   * accept it; else null. Put first as a reference's text is: the long Code civil otherwise ranks behind
   * shorter documents, decisions among them, that cite it (docs/search-engine.md, "Text names").
   */
  private namedText(q: string, scope: SearchScope): number | null {
    const { query } = readQuery(q);
    if (query.excluded.length > 0) return null;
    const tokens: string[] = [];
    for (const { items } of query.clauses) {
      const item = items[0];
      if (items.length !== 1 || (item.type === 'term' && item.prefix)) return null;
      tokens.push(...itemTokens(item));
    }
    const name = this.textNames.wholeName(tokens);
    if (name === null) return null;
    return namedTexts(this.index, this.textNames.formsOf(name), scope).find(scope.accept) ?? null;
  }

  /** Matching documents of a words query (scores in the scratch arrays), or null when it has none. */
  private matchWords(text: string, scope: SearchScope, pruning = this.pruning): WordMatches | null {
    const { query: parsed, cut } = readQuery(text);
    if (isEmptyQuery(parsed)) return null;
    const v = this.index.vocabulary;
    const known = (token: string) => {
      const id = v.id(token);
      return id !== undefined && v.passageFrequency[id] + v.titleFrequency[id] > 0;
    };
    const { query, widenings, added } = widenQuery(parsed, this.synonyms, known);
    const plan = compilePlan(query, v, scope.budget);
    const docs = this.evaluator.run(
      plan,
      scope.accept,
      scope.budget,
      this.inForceOnly,
      pruning,
      scope.narrowing,
    );
    return {
      docs,
      partial: this.evaluator.partial,
      parsed,
      added,
      widenings,
      prefixLimited: plan.prefixLimited,
      cut: cut || scope.budget.exhausted,
    };
  }

  private searchReference(
    ref: ParsedReference,
    request: SearchRequest,
    scope: SearchScope,
    page: Page,
  ): SearchAnswer {
    const resolved = resolveReference(this.index, ref, (name) => this.textNames.formsOf(name), scope);
    const textFound = resolved.named === null || resolved.named.length > 0;
    // A text the corpus does not hold: its name is searched as words.
    const rest = textFound ? resolved.rest : `${resolved.textName} ${resolved.rest}`;
    // No pruning: the referenced documents show the passages the words reach whatever words they hold.
    const words = rest === '' ? null : this.matchWords(rest, scope, false);
    if (words === null) this.scratch.begin(this.index); // no word scores in this answer
    let candidates: number[];
    if (resolved.named !== null) candidates = resolved.named;
    else {
      const holding = documentsWithArticles(this.index, ref.articles, scope);
      if (words === null) candidates = holding;
      else {
        const set = new Set(holding);
        const before = ordering(this.index, this.scratch, 'relevance');
        candidates = Array.from(words.docs.filter((d) => set.has(d))).sort((a, b) => (before(a, b) ? -1 : 1));
      }
    }
    const { pinned, missing } = pinReference(
      this.index,
      ref.articles,
      candidates,
      scope.accept,
      resolved.named !== null,
      scope,
    );
    const first = new Set(pinned.map((x) => x.d));
    const docs = words === null ? [] : words.docs.filter((d) => !first.has(d));
    const sort = request.sort ?? 'relevance';
    const ranked = rankMatches(this.index, this.scratch, docs, sort, page, [...first]);
    const answer = this.answer(ranked, new Map(pinned.map((x) => [x.d, x.passages])), words);
    answer.reference = { articles: ref.articles, textName: resolved.textName, textFound, missing };
    // The snippets mark the words typed, the text's name too ('code', 'travail'): they are read again only
    // when they are not the words searched (a name found or searched in the lexicon's form, a title's words).
    if (words === null || rest !== ref.words)
      answer.terms = queryTerms(readQuery(ref.words).query, words?.added ?? []);
    answer.partial ||= ref.cut;
    return answer;
  }

  /** The hits of a ranked set: referenced passages first, then the best word matches. */
  private answer(
    ranked: RankedSet,
    referenced: Map<number, number[]>,
    words: WordMatches | null,
  ): SearchAnswer {
    const s = this.scratch;
    const hits: DocumentHit[] = ranked.page.map((d) => {
      const score = words !== null && s.matchStamp[d] === s.stamp ? s.docScore[d] : 0;
      const named = (referenced.get(d) ?? []).map((p) =>
        passageHit(this.index, p, s.passageStamp[p] === s.stamp ? s.docBase[d] + s.passageDelta[p] : 0, true),
      );
      const found = words === null ? [] : bestPassages(this.index, s, d);
      const passages = [...named, ...found.filter((f) => !named.some((n) => n.ordinal === f.ordinal))];
      return documentHit(this.index, d, score, passages.slice(0, PASSAGES_PER_HIT));
    });
    return {
      hits,
      total: ranked.total,
      totalIsLowerBound: ranked.totalIsLowerBound,
      facets: ranked.facets,
      facetsApproximate: ranked.facetsApproximate,
      emptyQuery: false,
      widenedWith: words?.widenings ?? [],
      terms: words === null ? { exact: [], prefixes: [] } : queryTerms(words.parsed, words.added),
      suggestion: null,
      suggestionApplied: false,
      reference: null,
      prefixLimited: words?.prefixLimited ?? false,
      partial: words?.cut ?? false,
      work: 0,
      timedOut: false,
      budgetReduced: false,
    };
  }

  /**
   * 'Vouliez-vous dire': offered when replacing the query's unknown words finds more (twice as much when the
   * query already found more than a few). Runs after the hits are built: it reuses the scratch arrays. Not
   * offered when the budget runs out before it is checked.
   */
  private suggestion(q: string, found: number, scope: SearchScope): string | null {
    const suggested = suggestSpelling(this.index, q, found, scope.budget);
    if (suggested === null) return null;
    const words = this.matchWords(suggested, scope);
    if (scope.budget.exhausted) return null;
    const better = words?.docs.length ?? 0;
    return better > found && (found <= FEW_RESULTS || better >= 2 * found) ? suggested : null;
  }
}
