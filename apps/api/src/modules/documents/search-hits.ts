import type { DocTypeRef, DocumentHit, DocumentStatus, HitArticle } from '@lexfaso/contracts';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../platform/db/database';
import { buildSnippet, highlightTitle, type SearchQuery } from '../../search';
import type { DocumentHit as EngineHit } from '../../search/engine/types';
import { type DocumentPassage, passagesFromBlocks } from './passages';
import { documentStructure } from './structure-cache';
import { INLINE_TEXT_MAX, longDocumentText } from './text-cache';

const SNIPPET_LENGTH = 240;
/** Without a matched passage the snippet is the start of the text: no need to read a 2 MB code for it. */
const PLAIN_SNIPPET_CHARS = 400;
const NO_WORDS: SearchQuery = { clauses: [], excluded: [] };

interface HitRow {
  id: number;
  title: string;
  slug: string;
  /** The whole text when a passage of it is shown, else its start. */
  text: string;
  preambule: string | null;
  reference: string | null;
  status: DocumentStatus;
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

/** The rows of the page's documents, in the page's order; long texts through the long-text cache. */
async function hitRows(db: DB, hits: readonly EngineHit[]): Promise<Map<number, HitRow>> {
  if (hits.length === 0) return new Map();
  const ids = hits.map((h) => h.documentId);
  const withPassages = new Set(hits.filter((h) => h.passages.length > 0).map((h) => h.documentId));
  const { rows } = await sql<Omit<HitRow, 'text'> & { text: string | null; head: string | null }>`
    SELECT d.id, d.title, d.slug,
      CASE WHEN d.content_length > ${INLINE_TEXT_MAX} THEN NULL ELSE d.content END AS text,
      CASE WHEN d.content_length > ${INLINE_TEXT_MAX} THEN substr(d.content, 1, ${PLAIN_SNIPPET_CHARS}) END AS head,
      d.preambule, d.reference, d.status, d.published_at, d.updated_at,
      d.doc_type_id, d.domaine_id, dm.name AS domaine_name, d.organisme_id, o.name AS organisme_name,
      d.jurisdiction, CASE WHEN d.pdf_path IS NULL THEN 0 ELSE 1 END AS has_pdf
    FROM documents d
    LEFT JOIN domaines dm ON dm.id = d.domaine_id
    LEFT JOIN organismes o ON o.id = d.organisme_id
    WHERE d.id IN (${sql.join(ids)})`.execute(db);
  const out = new Map<number, HitRow>();
  for (const { head, ...r } of rows) {
    const id = Number(r.id);
    const text =
      r.text ??
      (withPassages.has(id) ? ((await longDocumentText(db, id, r.updated_at)) ?? '') : (head ?? ''));
    out.set(id, { ...r, text });
  }
  return out;
}

// A document's passages as the engine indexed them, for the snippets of the passages a hit names.
const passagesCache = new LRUCache<string, DocumentPassage[]>({ max: 500 });
function passagesOfRow(r: HitRow): DocumentPassage[] {
  const key = `${r.id}:${r.updated_at}:${r.text.length}`;
  let passages = passagesCache.get(key);
  if (!passages) {
    const { blocks } = documentStructure(Number(r.id), r.updated_at, r.text);
    passages = passagesFromBlocks(blocks, r.preambule);
    passagesCache.set(key, passages);
  }
  return passages;
}

const snippetOf = (text: string, q: SearchQuery) => buildSnippet(text, q, { maxLength: SNIPPET_LENGTH }).html;

/** The named passages with their snippets: those the reader can open at (an anchor) are the hit's articles. */
function hitArticles(r: HitRow, hit: EngineHit, q: SearchQuery) {
  const passages = passagesOfRow(r);
  const named = hit.passages
    .map((p) => ({ hit: p, passage: passages[p.ordinal] }))
    .filter((x) => x.passage !== undefined);
  const articles: HitArticle[] = [];
  for (const { hit: p, passage } of named)
    if (passage.anchor !== null)
      articles.push({
        id: passage.anchor,
        label: passage.label,
        snippet: snippetOf(passage.body, q),
        referenced: p.referenced,
      });
  const first = named[0]?.passage;
  return { articles, snippet: first ? snippetOf(first.body, q) : null };
}

/** The hit a document gives: its best passages' snippets and links, or the start of its text. */
function toHit(r: HitRow, hit: EngineHit, q: SearchQuery | null, docTypes: Map<number, DocTypeRef>) {
  const docType = r.doc_type_id !== null ? (docTypes.get(Number(r.doc_type_id)) ?? null) : null;
  const domaine =
    r.domaine_id !== null && r.domaine_name !== null
      ? { id: Number(r.domaine_id), name: r.domaine_name }
      : null;
  const organisme =
    r.organisme_id !== null && r.organisme_name !== null
      ? { id: Number(r.organisme_id), name: r.organisme_name }
      : null;
  const found = q && hit.passages.length > 0 ? hitArticles(r, hit, q) : { articles: [], snippet: null };
  let snippet = found.snippet;
  if (snippet === null) {
    // Found by its title, or no query: the preamble or the start of the text, its words marked if there.
    const start = r.preambule?.trim() ? r.preambule : r.text.slice(0, PLAIN_SNIPPET_CHARS);
    snippet = snippetOf(start, q ?? NO_WORDS);
  }
  const best = found.articles[0];
  const answer: DocumentHit = {
    id: Number(r.id),
    title: r.title,
    slug: r.slug,
    titleHighlighted: highlightTitle(r.title, q ?? NO_WORDS).html,
    snippet,
    article: best ? { id: best.id, label: best.label } : null,
    articles: found.articles,
    reference: r.reference,
    status: r.status,
    publishedAt: r.published_at,
    docType,
    documentType: docType,
    domaine,
    domain: domaine,
    organisme,
    jurisdiction: r.jurisdiction,
    hasPdf: Number(r.has_pdf) === 1 || r.has_pdf === true,
  };
  return answer;
}

/** The page's hits: the database is read for the page's documents only. */
export async function pageHits(
  db: DB,
  hits: readonly EngineHit[],
  q: SearchQuery | null,
  docTypes: Map<number, DocTypeRef>,
): Promise<DocumentHit[]> {
  const rows = await hitRows(db, hits);
  return hits.flatMap((h) => {
    const r = rows.get(h.documentId);
    // A document deleted since the engine caught up is left out of the page.
    return r ? [toHit(r, h, q, docTypes)] : [];
  });
}
