import {
  categoryLabel,
  type DocTypeRef,
  type DocumentHit,
  type DocumentSearchAnswer,
  type DocumentSearchParams,
  type SearchFacets,
  type SearchSort,
} from '@lexfaso/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/database';
import type { DialectName } from '../../db/dialect';
import { readDocumentsVersion } from '../../documents/document-store';
import { findArticleAt } from '../../documents/structure';
import {
  buildSnippet,
  highlightTitle,
  isEmptyQuery,
  parseQuery,
  type SearchQuery,
  toFts5Match,
  toFts5TitleMatch,
  toTsQuery,
  toTsQueryTitle,
} from '../../search';
import { firstMatchOffset, queryTokens, snippetWindow } from './hit-locator';
import { SearchCache } from './search-cache';
import { filterConditions, type ResolvedFilters, resolveFilters } from './search-filters';
import { documentStructure } from './structure-cache';

const SNIPPET_LENGTH = 240;
/** Without a query the snippet is the start of the text: no need to read a 2 MB code for it. */
const PLAIN_SNIPPET_CHARS = 400;

interface Match {
  /** WHERE condition on `documents d` (the index match). */
  condition: RawBuilder<unknown>;
  /** The documents table as the matched queries read it. */
  from: RawBuilder<unknown>;
  /** SQLite: the FTS5 expression, for the bm25-ordered page query. PostgreSQL: the tsquery text. */
  expression: string;
  /** The same query restricted to titles: documents whose title holds it rank first. */
  titleExpression: string;
}

function compileMatch(dialect: DialectName, q: SearchQuery): Match | null {
  if (dialect === 'sqlite') {
    const expression = toFts5Match(q);
    if (expression === null) return null;
    return {
      expression,
      titleExpression: toFts5TitleMatch(q) ?? expression,
      condition: sql`d.id IN (SELECT rowid FROM documents_fts WHERE documents_fts MATCH ${expression})`,
      // Left alone, SQLite looks matched rows up in the table, and reading the filter columns stored
      // after a long `content` walks its overflow pages; the covering index (migration 0002) holds them.
      from: sql`documents d INDEXED BY documents_meta`,
    };
  }
  const expression = toTsQuery(q);
  if (expression === null) return null;
  return {
    expression,
    titleExpression: toTsQueryTitle(q) ?? expression,
    condition: sql`d.search_vector @@ to_tsquery('simple', ${expression})`,
    from: sql`documents d`,
  };
}

interface FacetRow {
  k: string;
  id: number | null;
  name: string | null;
  c: number | string;
}

/**
 * Total and facet counts in one statement over the whole matched set: the set is computed once
 * (MATERIALIZED) and grouped four ways. Rows without a type, domain, jurisdiction or year count in
 * the total only.
 */
async function countAndFacets(db: DB, from: RawBuilder<unknown>, where: RawBuilder<unknown>) {
  const { rows } = await sql<FacetRow>`
    WITH m AS MATERIALIZED (
      SELECT d.doc_type_id, d.domaine_id, d.jurisdiction, d.year FROM ${from} WHERE ${where}
    )
    SELECT 'total' AS k, CAST(NULL AS INTEGER) AS id, CAST(NULL AS TEXT) AS name, COUNT(*) AS c FROM m
    UNION ALL
    SELECT 'type', m.doc_type_id, NULL, COUNT(*) FROM m WHERE m.doc_type_id IS NOT NULL GROUP BY m.doc_type_id
    UNION ALL
    SELECT 'domain', m.domaine_id, dm.name, COUNT(*) FROM m JOIN domaines dm ON dm.id = m.domaine_id
      GROUP BY m.domaine_id, dm.name
    UNION ALL
    SELECT 'jurisdiction', NULL, m.jurisdiction, COUNT(*) FROM m WHERE m.jurisdiction IS NOT NULL
      GROUP BY m.jurisdiction
    UNION ALL
    SELECT 'year', m.year, NULL, COUNT(*) FROM m WHERE m.year IS NOT NULL GROUP BY m.year
  `.execute(db);
  return rows.map((r) => ({ ...r, c: Number(r.c) }));
}

const byCountThenName =
  <T extends { count: number }>(name: (x: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || name(a).localeCompare(name(b), 'fr');

function buildFacets(rows: Array<FacetRow & { c: number }>, docTypes: Map<number, DocTypeRef>): SearchFacets {
  const types: SearchFacets['types'] = [];
  const categories = new Map<string, number>();
  const facets: SearchFacets = { types, categories: [], domains: [], jurisdictions: [], years: [] };
  for (const r of rows) {
    if (r.k === 'type' && r.id !== null) {
      const t = docTypes.get(Number(r.id));
      if (!t) continue;
      types.push({ ...t, count: r.c });
      categories.set(t.category, (categories.get(t.category) ?? 0) + r.c);
    } else if (r.k === 'domain' && r.id !== null && r.name !== null)
      facets.domains.push({ id: Number(r.id), name: r.name, count: r.c });
    else if (r.k === 'jurisdiction' && r.name !== null)
      facets.jurisdictions.push({ name: r.name, count: r.c });
    else if (r.k === 'year' && r.id !== null) facets.years.push({ year: Number(r.id), count: r.c });
  }
  types.sort(byCountThenName((t) => t.type));
  facets.categories = [...categories]
    .map(([category, count]) => ({ category, label: categoryLabel(category), count }))
    .sort(byCountThenName((c) => c.label));
  facets.domains.sort(byCountThenName((d) => d.name));
  facets.jurisdictions.sort(byCountThenName((j) => j.name));
  facets.years.sort((a, b) => b.year - a.year);
  return facets;
}

/** Ids of one page, best first. Relevance: title weighs 10x the body (bm25 / ts_rank weights), then recency. */
async function pageIds(
  db: DB,
  dialect: DialectName,
  filters: ResolvedFilters,
  match: Match | null,
  sort: SearchSort,
  limit: number,
  offset: number,
): Promise<number[]> {
  const conds = filterConditions(filters);
  let query: RawBuilder<{ id: number }>;
  if (match && sort === 'relevance' && dialect === 'sqlite') {
    // Joining from the FTS table lets FTS5 compute bm25 once per matching row. Ranking keys: the title holds
    // the whole query, then the shortest such title (the closest to the query), then bm25, then recency.
    // MATERIALIZED: left to itself SQLite flattens the CTE into a LEFT JOIN that re-runs the title MATCH
    // for every candidate row (10-20 s for a common word at 90k documents, see docs/benchmarks.md).
    query = sql`WITH title_hits AS MATERIALIZED (SELECT rowid AS id FROM documents_fts WHERE documents_fts MATCH ${match.titleExpression})
      SELECT d.id FROM documents_fts JOIN ${match.from} ON d.id = documents_fts.rowid
      LEFT JOIN title_hits th ON th.id = d.id
      WHERE documents_fts MATCH ${match.expression} AND ${sql.join(conds, sql` AND `)}
      ORDER BY th.id IS NULL, CASE WHEN th.id IS NOT NULL THEN length(d.title) END,
        bm25(documents_fts, 10.0, 1.0), d.published_at DESC NULLS LAST, d.id DESC
      LIMIT ${limit} OFFSET ${offset}`;
  } else if (match && sort === 'relevance') {
    // The same keys; ts_rank weights {D, C, B, A}: the title (A) counts 10x the body (B), as in SQLite.
    const inTitle = sql`d.search_vector @@ to_tsquery('simple', ${match.titleExpression})`;
    query = sql`SELECT d.id FROM documents d WHERE ${sql.join([...conds, match.condition], sql` AND `)}
      ORDER BY ${inTitle} DESC, CASE WHEN ${inTitle} THEN length(d.title) END,
        ts_rank('{0.1, 0.1, 0.1, 1.0}', d.search_vector, to_tsquery('simple', ${match.expression})) DESC,
        d.published_at DESC NULLS LAST, d.id DESC
      LIMIT ${limit} OFFSET ${offset}`;
  } else {
    const where = sql.join(match ? [...conds, match.condition] : conds, sql` AND `);
    query = sql`SELECT d.id FROM ${match?.from ?? sql`documents d`} WHERE ${where}
      ORDER BY d.published_at DESC NULLS LAST, d.id DESC LIMIT ${limit} OFFSET ${offset}`;
  }
  const { rows } = await query.execute(db);
  return rows.map((r) => Number(r.id));
}

interface HitRow {
  id: number;
  title: string;
  slug: string;
  text: string;
  preambule: string | null;
  published_at: string | null;
  updated_at: string;
  doc_type_id: number | null;
  domaine_id: number | null;
  domaine_name: string | null;
  organisme_id: number | null;
  organisme_name: string | null;
  jurisdiction: string | null;
  has_pdf: number | boolean;
}

/** The rows of the page; the whole content only when a query needs a snippet from it. */
async function hitRows(db: DB, ids: number[], withFullContent: boolean) {
  if (ids.length === 0) return [];
  const text = withFullContent ? sql`d.content` : sql`substr(d.content, 1, ${PLAIN_SNIPPET_CHARS})`;
  const { rows } = await sql<HitRow>`
    SELECT d.id, d.title, d.slug, ${text} AS text, d.preambule, d.published_at, d.updated_at,
      d.doc_type_id, d.domaine_id, dm.name AS domaine_name, d.organisme_id, o.name AS organisme_name,
      d.jurisdiction, CASE WHEN d.pdf_path IS NULL THEN 0 ELSE 1 END AS has_pdf
    FROM documents d
    LEFT JOIN domaines dm ON dm.id = d.domaine_id
    LEFT JOIN organismes o ON o.id = d.organisme_id
    WHERE d.id IN (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => byId.get(id)).filter((r): r is HitRow => r !== undefined);
}

function toHit(r: HitRow, q: SearchQuery | null, docTypes: Map<number, DocTypeRef>): DocumentHit {
  const docType = r.doc_type_id !== null ? (docTypes.get(Number(r.doc_type_id)) ?? null) : null;
  const domaine =
    r.domaine_id !== null && r.domaine_name !== null
      ? { id: Number(r.domaine_id), name: r.domaine_name }
      : null;
  const organisme =
    r.organisme_id !== null && r.organisme_name !== null
      ? { id: Number(r.organisme_id), name: r.organisme_name }
      : null;
  let snippet: string;
  let article: DocumentHit['article'] = null;
  const empty: SearchQuery = { clauses: [], excluded: [] };
  if (q) {
    // The first hit is found by a cheap scan; the snippet is built around it only, so a match deep
    // in a long code does not cost a full analysis of the text.
    const offset = firstMatchOffset(r.text, q);
    if (offset >= 0) {
      const windowStart = Math.max(0, offset - 4000);
      snippet = buildSnippet(snippetWindow(r.text, offset), q, { maxLength: SNIPPET_LENGTH }).html;
      if (windowStart > 0 && !snippet.startsWith('…')) snippet = `…${snippet}`;
      if (windowStart + 8000 < r.text.length && !snippet.endsWith('…')) snippet = `${snippet}…`;
      const block = findArticleAt(documentStructure(Number(r.id), r.updated_at, r.text).blocks, offset);
      if (block) article = { id: block.id, label: block.label };
    } else {
      const inPreamble = r.preambule ? buildSnippet(r.preambule, q, { maxLength: SNIPPET_LENGTH }) : null;
      snippet = inPreamble?.matched
        ? inPreamble.html
        : buildSnippet(r.text.slice(0, PLAIN_SNIPPET_CHARS), q, { maxLength: SNIPPET_LENGTH }).html;
    }
  } else {
    const start = r.preambule?.trim() ? r.preambule : r.text;
    snippet = buildSnippet(start, empty, { maxLength: SNIPPET_LENGTH }).html;
  }
  return {
    id: Number(r.id),
    title: r.title,
    slug: r.slug,
    titleHighlighted: highlightTitle(r.title, q ?? empty).html,
    snippet,
    article,
    publishedAt: r.published_at,
    docType,
    documentType: docType,
    domaine,
    domain: domaine,
    organisme,
    jurisdiction: r.jurisdiction,
    hasPdf: Number(r.has_pdf) === 1 || r.has_pdf === true,
  };
}

export async function loadDocTypes(db: DB): Promise<Map<number, DocTypeRef>> {
  const rows = await db.selectFrom('doc_types').select(['id', 'type', 'category', 'slug']).execute();
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
}

type FacetRows = Awaited<ReturnType<typeof countAndFacets>>;
interface Caches {
  facets: SearchCache<FacetRows>;
  pages: SearchCache<number[]>;
}
// One set per database handle: two apps in one process (tests) never share entries.
const cachesByDb = new WeakMap<DB, Caches>();
function cachesFor(db: DB): Caches {
  let c = cachesByDb.get(db);
  if (!c) {
    c = { facets: new SearchCache(), pages: new SearchCache() };
    cachesByDb.set(db, c);
  }
  return c;
}

export interface SearchViewer {
  role: string;
  canDownloadPdf: boolean;
}

/** GET /api/documents/filtered: published documents matching the query and filters, with facets. */
export async function searchDocuments(
  db: DB,
  dialect: DialectName,
  params: DocumentSearchParams,
  viewer: SearchViewer,
): Promise<DocumentSearchAnswer> {
  const filters = await resolveFilters(db, params);
  const text = (params.q ?? '').replace(/\s+/g, ' ').trim();
  const parsed = text ? parseQuery(text) : null;
  const empty = parsed !== null && isEmptyQuery(parsed);
  const match = parsed && !empty ? compileMatch(dialect, parsed) : null;
  const sort: SearchSort = match && params.sort !== 'date' ? 'relevance' : 'date';
  const { page, limit } = params;
  const tokens = parsed ? queryTokens(parsed) : { exact: [], prefixes: [] };

  const answer: DocumentSearchAnswer = {
    documents: [],
    pagination: { page, limit, total: 0, pages: 0 },
    search_permissions: { canSearch: true, canDownloadPdf: viewer.canDownloadPdf, role: viewer.role },
    facets: { types: [], categories: [], domains: [], jurisdictions: [], years: [] },
    query: { text, terms: tokens.exact, prefixes: tokens.prefixes, empty, sort },
    appliedFilters: { dateFrom: filters.dateFrom, dateTo: filters.dateTo },
  };
  // Text with nothing searchable left ('le la', '(((', '-décret') matches nothing rather than everything.
  if (parsed && !match) return answer;

  const conds = filterConditions(filters);
  const where = sql.join(match ? [...conds, match.condition] : conds, sql` AND `);
  const caches = cachesFor(db);
  const [version, docTypes] = await Promise.all([readDocumentsVersion(db), loadDocTypes(db)]);
  const setKey = JSON.stringify([version, filters, match?.expression ?? null]);
  let facetRows = caches.facets.get(setKey);
  if (!facetRows) {
    facetRows = await countAndFacets(db, match?.from ?? sql`documents d`, where);
    caches.facets.set(setKey, facetRows);
  }
  const total = facetRows.find((r) => r.k === 'total')?.c ?? 0;
  answer.facets = buildFacets(facetRows, docTypes);
  answer.pagination = { page, limit, total, pages: Math.ceil(total / limit) };
  const offset = (page - 1) * limit;
  if (offset >= total) return answer;

  const pageKey = JSON.stringify([setKey, sort, limit, offset]);
  let ids = caches.pages.get(pageKey);
  if (!ids) {
    ids = await pageIds(db, dialect, filters, match, sort, limit, offset);
    caches.pages.set(pageKey, ids);
  }
  const rows = await hitRows(db, ids, parsed !== null);
  answer.documents = rows.map((r) => toHit(r, parsed, docTypes));
  return answer;
}
