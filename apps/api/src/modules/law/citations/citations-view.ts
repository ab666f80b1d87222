import type { ArticleLink, CitationItem, DocumentCitationsAnswer } from '@lexfaso/contracts';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { offsetOf } from '../../../http/paging';
import type { DB } from '../../../platform/db/database';

/** The links of a version of a text by article, and how many articles cite each of its articles. */
export interface TextCitations {
  links: Map<string, ArticleLink[]>;
  citedBy: Map<string, number>;
}

// Read once per state of the text's citations (its citations_at changes with them), so the windows of a long
// text and its cached answers share one read.
const cache = new LRUCache<string, TextCitations>({ max: 200 });

/**
 * The links of version `versionId` (0: as it stands) of text `id`: references landing on a published text
 * (a draft or deleted target is never a link), and, for the text as it stands, the number of distinct
 * articles of published texts citing each of its articles (an article citing itself aside; a court decision,
 * citing from its paragraphs, counts once).
 */
export async function textCitations(
  db: DB,
  id: number,
  versionId: number,
  citationsAt: string | null,
): Promise<TextCitations> {
  const key = `${id}:${versionId}:${citationsAt ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const links = new Map<string, ArticleLink[]>();
  const { rows } = await sql<{
    from_article_id: string;
    start_offset: number;
    end_offset: number;
    to_document_id: number;
    to_article_id: string | null;
  }>`SELECT c.from_article_id, c.start_offset, c.end_offset, c.to_document_id, c.to_article_id
    FROM citations c JOIN documents d ON d.id = c.to_document_id
    WHERE c.from_document_id = ${id} AND c.from_version_id = ${versionId} AND c.shown = 1 AND d.is_published = 1
    ORDER BY c.from_article_id, c.start_offset`.execute(db);
  for (const r of rows) {
    const list = links.get(r.from_article_id) ?? [];
    const last = list.at(-1);
    // Two references over the same words (a text named after an article list): the first one stays.
    if (last && Number(r.start_offset) < last.to) continue;
    list.push({
      from: Number(r.start_offset),
      to: Number(r.end_offset),
      documentId: Number(r.to_document_id),
      ...(r.to_article_id ? { articleId: r.to_article_id } : {}),
    });
    links.set(r.from_article_id, list);
  }
  const citedBy = new Map<string, number>();
  if (versionId === 0) {
    const { rows: citing } = await sql<{ to_article_id: string; n: number }>`
      SELECT x.to_article_id, COUNT(*) AS n FROM (
        SELECT DISTINCT c.to_article_id, c.from_document_id,
          CASE WHEN c.from_label = '' THEN '' ELSE c.from_article_id END AS from_part
        FROM citations c JOIN documents f ON f.id = c.from_document_id
        WHERE c.to_document_id = ${id} AND c.to_article_id IS NOT NULL AND c.from_version_id = 0
          AND f.is_published = 1
          AND NOT (c.from_document_id = ${id} AND c.from_article_id = c.to_article_id)
      ) x GROUP BY x.to_article_id`.execute(db);
    for (const r of citing) citedBy.set(r.to_article_id, Number(r.n));
  }
  const result = { links, citedBy };
  cache.set(key, result);
  return result;
}

interface CitingRow {
  document_id: number;
  title: string;
  reference: string | null;
  type_id: number | null;
  type_name: string | null;
  type_category: string | null;
  type_slug: string | null;
  article_id: string | null;
  article_label: string | null;
  excerpt: string;
}

const toItem = (r: CitingRow): CitationItem => ({
  document: {
    id: Number(r.document_id),
    title: r.title,
    reference: r.reference,
    docType:
      r.type_id !== null && r.type_name
        ? {
            id: Number(r.type_id),
            type: r.type_name,
            category: r.type_category ?? '',
            slug: r.type_slug ?? '',
          }
        : null,
  },
  ...(r.article_id ? { article: { id: r.article_id, label: r.article_label ?? '' } } : {}),
  excerpt: r.excerpt,
});

/** Other texts only for a whole text; every other article (its own text's too) for one article. */
const otherThan = (id: number, articleId: string | undefined, side: 'from' | 'to') =>
  articleId === undefined
    ? sql`c.${sql.raw(side)}_document_id <> ${id}`
    : sql`NOT (c.from_document_id = ${id} AND c.from_article_id = c.to_article_id AND c.to_document_id = ${id})`;

/**
 * GET /api/documents/{id}/citations: the published texts and articles citing text `id` (or its article),
 * newest text first, one entry per citing article with the words around its first reference; and what it
 * cites, in its reading order. Only the texts as they stand count; drafts never appear.
 */
export async function citationsAnswer(
  db: DB,
  id: number,
  q: { articleId?: string; page: number; limit: number },
): Promise<DocumentCitationsAnswer> {
  const onArticle = q.articleId === undefined ? sql`` : sql`AND c.to_article_id = ${q.articleId}`;
  const citing = sql`FROM citations c JOIN documents f ON f.id = c.from_document_id
    WHERE c.to_document_id = ${id} AND c.from_version_id = 0 AND f.is_published = 1 ${onArticle}
      AND ${otherThan(id, q.articleId, 'from')}`;
  // A court decision cites from its paragraphs (no label): one entry for the decision, not one per paragraph.
  const from = sql`CASE WHEN c.from_label = '' THEN '' ELSE c.from_article_id END`;
  const { rows: counted } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM (
    SELECT DISTINCT c.from_document_id, ${from} AS from_part ${citing}) x`.execute(db);
  const total = Number(counted[0]?.n ?? 0);
  const { rows: citedBy } = await sql<CitingRow>`SELECT f.id AS document_id, f.title, f.reference,
      t.id AS type_id, t.type AS type_name, t.category AS type_category, t.slug AS type_slug,
      g.from_article_id AS article_id, g.from_label AS article_label, g.excerpt
    FROM (SELECT c.from_document_id, ${from} AS from_part, MIN(c.id) AS first_id ${citing}
          GROUP BY c.from_document_id, ${from}) x
    JOIN citations g ON g.id = x.first_id
    JOIN documents f ON f.id = x.from_document_id
    LEFT JOIN doc_types t ON t.id = f.doc_type_id
    ORDER BY COALESCE(f.published_at, '') DESC, f.id DESC, x.first_id
    LIMIT ${q.limit} OFFSET ${offsetOf(q.page, q.limit)}`.execute(db);
  const fromArticle = q.articleId === undefined ? sql`` : sql`AND c.from_article_id = ${q.articleId}`;
  const { rows: cites } = await sql<CitingRow>`SELECT d.id AS document_id, d.title, d.reference,
      t.id AS type_id, t.type AS type_name, t.category AS type_category, t.slug AS type_slug,
      c.to_article_id AS article_id, a.label AS article_label, c.excerpt
    FROM (SELECT c.to_document_id, c.to_article_id, MIN(c.id) AS first_id FROM citations c
          JOIN documents d ON d.id = c.to_document_id
          WHERE c.from_document_id = ${id} AND c.from_version_id = 0 AND d.is_published = 1 ${fromArticle}
            AND ${otherThan(id, q.articleId, 'to')}
          GROUP BY c.to_document_id, c.to_article_id) x
    JOIN citations c ON c.id = x.first_id
    JOIN documents d ON d.id = x.to_document_id
    LEFT JOIN doc_types t ON t.id = d.doc_type_id
    LEFT JOIN text_articles a ON a.document_id = x.to_document_id AND a.article_id = x.to_article_id
    ORDER BY x.first_id LIMIT 200`.execute(db);
  return {
    citedBy: citedBy.map(toItem),
    total,
    pagination: { total, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(total / q.limit)) },
    cites: cites.map(toItem),
  };
}
