import { type DocumentHit, type DocumentStatus, type HitArticle, LAW_MESSAGES } from '@lexfaso/contracts';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { HitExtracts } from '../../../deps';
import type { DB } from '../../../platform/db/database';
import { buildSnippet, highlightTitle, type QueryTerms } from '../../../search';
import type { DocumentHit as EngineHit } from '../../../search/engine/types';
import { type ArticleState, statusesOfTexts, statusLabelOf } from '../../law/statuses/statuses-store';
import type { ReferenceLabels } from '../../reference-data/labels';
import { summariesOf } from '../category-readers';
import { documentStructure } from '../structure-cache';
import { INLINE_TEXT_MAX, longDocumentText } from '../text-cache';
import { type DocumentPassage, passagesFromBlocks } from './passages';

const SNIPPET_LENGTH = 240;
/** Without a matched passage the snippet is the start of the text: no need to read a 2 MB code for it. */
const PLAIN_SNIPPET_CHARS = 400;
const NO_WORDS: QueryTerms = { exact: [], prefixes: [] };

interface HitRow {
  id: number;
  title: string;
  slug: string;
  /** The start of the text, read when a hit without a named passage nor preamble needs it for its snippet. */
  head?: string;
  preambule: string | null;
  reference: string | null;
  status: DocumentStatus;
  published_at: string | null;
  updated_at: string;
  content_length: number;
  doc_type_id: number | null;
  domaine_id: number | null;
  domaine_name: string | null;
  organisme_id: number | null;
  organisme_name: string | null;
  jurisdiction: string | null;
  has_pdf: number | boolean;
}

// A document's passages as the engine indexed them, for the snippets of the passages a hit names; keyed as the
// structure cache is (a change gives a new key).
const passagesCache = new LRUCache<string, DocumentPassage[]>({ max: 500 });
const passagesKey = (r: HitRow) => `${r.id}:${r.updated_at}:${r.content_length}`;

/**
 * The page rows of each database, by document id, as of its engine's last catch-up: DocumentEngine forgets the
 * documents it reloads (`forgetHitRows`), so a row is never older than the engine that found it. In SQLite the
 * columns after `content` sit past the text's overflow pages: reading them for a page of long codes cost more
 * than a millisecond per search (CPU profile under load). A domain's or organisme's name is taken from the
 * labels (toHit), so a rename shows whatever a row here holds; the TTL only bounds how long an unused row stays.
 */
interface RowCache {
  rows: LRUCache<number, HitRow>;
  /** Bumped by every forget: a row read before one is not kept. */
  generation: number;
}
const rowCaches = new WeakMap<DB, RowCache>();

function rowCacheOf(db: DB): RowCache {
  let cache = rowCaches.get(db);
  if (!cache) {
    cache = { rows: new LRUCache<number, HitRow>({ max: 5_000, ttl: 60_000 }), generation: 0 };
    rowCaches.set(db, cache);
  }
  return cache;
}

/** Forgets the page rows of these documents (all of them for `null`): they changed. */
export function forgetHitRows(db: DB, ids: readonly number[] | null) {
  const cache = rowCaches.get(db);
  if (!cache) return;
  cache.generation++;
  if (ids === null) cache.rows.clear();
  else for (const id of ids) cache.rows.delete(id);
}

/**
 * The rows of the page's documents, without their texts: a text is read (long ones through the long-text
 * cache) only for a hit naming passages whose document's passages are not cached, and only when the answer
 * shows snippets (`withPassages`). Reading every short text of the page on each search cost more than the
 * rest of the page's rows (CPU profile under load).
 */
async function hitRows(
  db: DB,
  hits: readonly EngineHit[],
  withPassages: boolean,
): Promise<{ rows: Map<number, HitRow>; passages: Map<number, DocumentPassage[]> }> {
  const rows = new Map<number, HitRow>();
  const passages = new Map<number, DocumentPassage[]>();
  if (hits.length === 0) return { rows, passages };
  const cache = rowCacheOf(db);
  const missing: number[] = [];
  for (const h of hits) {
    const row = cache.rows.get(h.documentId);
    if (row) rows.set(h.documentId, row);
    else missing.push(h.documentId);
  }
  if (missing.length > 0) {
    const generation = cache.generation;
    const { rows: found } = await sql<HitRow>`
      SELECT d.id, d.title, d.slug, d.preambule, d.reference, d.status, d.published_at, d.updated_at,
        d.content_length, d.doc_type_id, d.domaine_id, dm.name AS domaine_name, d.organisme_id,
        o.name AS organisme_name, d.jurisdiction, CASE WHEN d.pdf_path IS NULL THEN 0 ELSE 1 END AS has_pdf
      FROM documents d
      LEFT JOIN domaines dm ON dm.id = d.domaine_id
      LEFT JOIN organismes o ON o.id = d.organisme_id
      WHERE d.id IN (${sql.join(missing)})`.execute(db);
    for (const r of found) {
      rows.set(Number(r.id), r);
      if (cache.generation === generation) cache.rows.set(Number(r.id), r);
    }
  }
  const naming = withPassages ? hits.filter((h) => h.passages.length > 0) : [];
  const namingPassages = new Set(naming.map((h) => h.documentId));
  const uncached: HitRow[] = [];
  for (const [id, r] of rows) {
    if (!namingPassages.has(id)) continue;
    const cached = passagesCache.get(passagesKey(r));
    if (cached) passages.set(id, cached);
    else uncached.push(r);
  }
  const short = uncached.filter((r) => Number(r.content_length) <= INLINE_TEXT_MAX).map((r) => Number(r.id));
  const shortTexts = new Map<number, string>();
  if (short.length > 0) {
    const { rows: texts } = await sql<{ id: number; content: string }>`
      SELECT id, content FROM documents WHERE id IN (${sql.join(short)})`.execute(db);
    for (const t of texts) shortTexts.set(Number(t.id), t.content);
  }
  for (const r of uncached) {
    const id = Number(r.id);
    const text = shortTexts.get(id) ?? (await longDocumentText(db, id, r.updated_at)) ?? '';
    const { blocks } = documentStructure(id, r.updated_at, text);
    const list = passagesFromBlocks(blocks, r.preambule);
    // Not kept when the text was gone by the time it was read (deleted meanwhile).
    if (text !== '' || Number(r.content_length) === 0) passagesCache.set(passagesKey(r), list);
    passages.set(id, list);
  }
  return { rows, passages };
}

/** The start of these rows' texts (kept on the row: a change of the text makes DocumentEngine forget it). */
async function readHeads(db: DB, rows: readonly HitRow[]) {
  if (rows.length === 0) return;
  const { rows: heads } = await sql<{ id: number; head: string }>`
    SELECT id, substr(content, 1, ${PLAIN_SNIPPET_CHARS}) AS head FROM documents
    WHERE id IN (${sql.join(rows.map((r) => Number(r.id)))})`.execute(db);
  const byId = new Map(heads.map((h) => [Number(h.id), h.head]));
  for (const r of rows) r.head = byId.get(Number(r.id)) ?? '';
}

const snippetOf = (text: string, q: QueryTerms) => buildSnippet(text, q, { maxLength: SNIPPET_LENGTH }).html;

/** What a hit's line says of an article not in force. */
const STATUS_LABELS = {
  repealed: LAW_MESSAGES.repealed,
  repealedBy: LAW_MESSAGES.repealedBy,
  modified: LAW_MESSAGES.modified,
};

/** The named passages with their snippets: those the reader can open at (an anchor) are the hit's articles. */
function hitArticles(
  passages: readonly DocumentPassage[],
  hit: EngineHit,
  q: QueryTerms,
  statuses: ReadonlyMap<string, ArticleState> | undefined,
) {
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
        status: statuses?.get(passage.anchor)?.status ?? 'en_vigueur',
        statusLabel: statusLabelOf(statuses?.get(passage.anchor), STATUS_LABELS),
      });
  const first = named[0]?.passage;
  return { articles, snippet: first ? snippetOf(first.body, q) : null };
}

type Found = { articles: HitArticle[]; snippet: string | null };

/** A hit of an answer without snippets: '' (not null), so the start of its text is neither read nor marked. */
const noExtracts = (): Found => ({ articles: [], snippet: '' });

/**
 * A domain's or organisme's name: the labels' (current within a quarter of a second of a rename, whatever the
 * row cache holds), else the row's (one created since the labels were read).
 */
function named(id: number | null, rowName: string | null, labels: Map<number, string>) {
  if (id === null) return null;
  const name = labels.get(Number(id)) ?? rowName;
  return name === null ? null : { id: Number(id), name };
}

/** The hit a document gives: its best passages' snippets and links, or the start of its text. */
function toHit(r: HitRow, found: Found, q: QueryTerms | null, labels: ReferenceLabels) {
  const docType = r.doc_type_id !== null ? (labels.docTypes.get(Number(r.doc_type_id)) ?? null) : null;
  const domaine = named(r.domaine_id, r.domaine_name, labels.domaines);
  const organisme = named(r.organisme_id, r.organisme_name, labels.organismes);
  let snippet = found.snippet;
  if (snippet === null) {
    // Found by its title, or no query: the preamble or the start of the text, its words marked if there.
    const start = r.preambule?.trim() ? r.preambule : (r.head ?? '');
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
  /** What the snippets mark (the engine's terms); null without a query. */
  q: QueryTerms | null,
  labels: ReferenceLabels,
  { snippets }: HitExtracts,
): Promise<DocumentHit[]> {
  const { rows, passages } = await hitRows(db, hits, snippets);
  // The statuses are those of the hit's articles, which come with its snippets.
  const statuses =
    q && snippets
      ? await statusesOfTexts(
          db,
          hits.filter((h) => h.passages.length > 0).map((h) => h.documentId),
        )
      : new Map();
  const page = hits.flatMap((h) => {
    const r = rows.get(h.documentId);
    // A document deleted since the engine caught up is left out of the page.
    if (!r) return [];
    const named = passages.get(h.documentId);
    let found: Found = { articles: [], snippet: null };
    if (!snippets) found = noExtracts();
    else if (q && named && h.passages.length > 0)
      found = hitArticles(named, h, q, statuses.get(h.documentId));
    return [{ r, found }];
  });
  await readHeads(
    db,
    page
      .filter(({ r, found }) => found.snippet === null && !r.preambule?.trim() && r.head === undefined)
      .map((x) => x.r),
  );
  const decisions = await summariesOf(
    db,
    page.map(({ r }) => Number(r.id)),
  );
  return page.map(({ r, found }) => {
    const hit = toHit(r, found, q, labels);
    const decision = decisions.get(Number(r.id));
    return decision ? { ...hit, decision } : hit;
  });
}
