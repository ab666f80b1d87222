import { articleKey } from './corpus';
import type { RelevanceQuery } from './queries';

/** What the harness reads of GET /api/documents/filtered: read loosely, so any engine behind it is measured. */
export interface SearchAnswerRead {
  documents: {
    title: string;
    article?: { label: string } | null;
    articles?: { label: string; referenced?: boolean }[];
  }[];
  reference?: { missing?: string[] } | null;
}

export interface QueryOutcome {
  id: string;
  q: string;
  kind: RelevanceQuery['kind'];
  expectedTitle: string;
  expectedArticle: string | null;
  /** 1-based rank of the expected document among the hits; null when absent from the top 10. */
  rank: number | null;
  /** The articles the expected document's hit names, best first. */
  namedArticles: string[];
  /** The expected article is among them (null when the query expects no article). */
  articleFound: boolean | null;
  /** Reference queries: the expected text first with the expected article first, or the missing article reported. */
  referenceFound: boolean | null;
  top3: string[];
}

/** The articles a hit names: its `articles[]`, or the single located article of a search that has no list. */
function namedArticles(hit: SearchAnswerRead['documents'][number] | undefined): string[] {
  if (!hit) return [];
  if (hit.articles && hit.articles.length > 0) return hit.articles.map((a) => a.label);
  return hit.article ? [hit.article.label] : [];
}

/** The articles a hit marks as the ones the query's reference names. */
const referenced = (hit: SearchAnswerRead['documents'][number] | undefined) =>
  (hit?.articles ?? []).filter((a) => a.referenced).map((a) => a.label);

export function evaluate(
  query: RelevanceQuery,
  expectedTitle: string,
  answer: SearchAnswerRead,
): QueryOutcome {
  const titles = answer.documents.map((d) => d.title);
  const index = titles.indexOf(expectedTitle);
  const hit = index >= 0 ? answer.documents[index] : undefined;
  const named = namedArticles(hit);
  const expectedArticle = query.expected.article;
  const isExpected = (label: string | undefined) =>
    label !== undefined && expectedArticle !== null && articleKey(label) === articleKey(expectedArticle);
  const articleFound =
    expectedArticle === null
      ? null
      : named.some((label) => articleKey(label) === articleKey(expectedArticle));
  let referenceFound: boolean | null = null;
  if (query.kind === 'reference') {
    const missingNumber = query.expected.missingArticle;
    referenceFound =
      missingNumber !== undefined
        ? (answer.reference?.missing ?? []).some((m) => articleKey(m) === articleKey(missingNumber))
        : index === 0 && (isExpected(named[0]) || referenced(hit).some(isExpected));
  }
  return {
    id: query.id,
    q: query.q,
    kind: query.kind,
    expectedTitle,
    expectedArticle,
    rank: index >= 0 ? index + 1 : null,
    namedArticles: named,
    articleFound,
    referenceFound,
    top3: titles.slice(0, 3),
  };
}

export interface RelevanceFigures {
  queries: number;
  successAt1: number;
  successAt3: number;
  successAt10: number;
  mrr: number;
  /** Over the queries that expect an article. */
  articleAccuracy: number;
  articleQueries: number;
  /** Over the reference queries (missing articles included). */
  referenceAccuracy: number;
  referenceQueries: number;
  /** Over the queries that are a text's name: that text is the first hit. */
  namesFirst: number;
  nameQueries: number;
}

const share = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 1000) / 1000);

export function summarize(outcomes: QueryOutcome[]): RelevanceFigures {
  const within = (k: number) => outcomes.filter((o) => o.rank !== null && o.rank <= k).length;
  const withArticle = outcomes.filter((o) => o.articleFound !== null);
  const references = outcomes.filter((o) => o.referenceFound !== null);
  const reciprocal = outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0);
  const names = outcomes.filter((o) => o.kind === 'name');
  return {
    queries: outcomes.length,
    successAt1: share(within(1), outcomes.length),
    successAt3: share(within(3), outcomes.length),
    successAt10: share(within(10), outcomes.length),
    mrr: share(reciprocal, outcomes.length),
    articleAccuracy: share(withArticle.filter((o) => o.articleFound).length, withArticle.length),
    articleQueries: withArticle.length,
    referenceAccuracy: share(references.filter((o) => o.referenceFound).length, references.length),
    referenceQueries: references.length,
    namesFirst: share(names.filter((o) => o.rank === 1).length, names.length),
    nameQueries: names.length,
  };
}

/**
 * A query fails when its text is not in the top 3 (not first, for a text's name), its article is not named, or
 * its reference is not answered.
 */
export const failed = (o: QueryOutcome) =>
  o.rank === null ||
  o.rank > (o.kind === 'name' ? 1 : 3) ||
  o.articleFound === false ||
  o.referenceFound === false;

/** success@3 and named articles per kind of query: where a search falls short. */
export function byKind(outcomes: QueryOutcome[]) {
  const kinds = [...new Set(outcomes.map((o) => o.kind))];
  return kinds.map((kind) => {
    const of = outcomes.filter((o) => o.kind === kind);
    return {
      kind,
      queries: of.length,
      inTop3: of.filter((o) => o.rank !== null && o.rank <= 3).length,
      articlesNamed: of.filter((o) => o.articleFound).length,
    };
  });
}
