import {
  DOCUMENT_NOT_FOUND,
  type DocumentSearchAnswer,
  DocumentSearchQuery,
  LIBRARY_LIMITS,
  LIBRARY_MESSAGES,
  type SimilarityReason,
  type SimilarText,
  type SimilarTextsAnswer,
} from '@lexfaso/contracts';
import { LRUCache } from 'lru-cache';
import type { SearchRunner } from '../../deps';
import type { DB } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { rawTokens } from '../../search/analyzer';
import { isStopWord } from '../../search/stopwords';
import { readDocumentsVersion } from '../documents/documents-version';
import { DOCUMENT_REF_COLUMNS, toDocumentRef } from './document-ref';

/** Title words that say what kind of text it is, not what it is about. */
const GENERIC = new Set(
  (
    'loi lois decret decrets arrete arretes ordonnance ordonnances portant porte relatif relative relatifs ' +
    'relatives code codes acte actes uniforme uniformes modifiant modifie complement completant fixant ' +
    'application dispositions disposition general generale generaux generales burkina faso annee traite ' +
    'traites convention zatu ohada national nationale nationaux mise oeuvre certaines certains regles ' +
    'instituant creation adoption ratification autorisant procedure textes texte'
  ).split(' '),
);
/** At most this many title words make the engine's query (each an OR branch). */
const MAX_TERMS = 6;
/** Candidates read from each source before ranking. */
const CANDIDATES = 10;

/** The words of a title that tell its subject ('mariage', 'divorce'), at most MAX_TERMS, longest first. */
export function significantTerms(title: string): string[] {
  const words = rawTokens(title).filter(
    (w) => w.length >= 4 && !/\d/.test(w) && !isStopWord(w) && !GENERIC.has(w),
  );
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, MAX_TERMS);
}

const MARK_RE = /<mark>(.*?)<\/mark>/g;
/** The words the engine marked in a hit's title and snippets: what it shares with the query. */
function markedWords(hit: DocumentSearchAnswer['documents'][number]) {
  const html = [hit.titleHighlighted, hit.snippet, ...hit.articles.map((a) => a.snippet)].join(' ');
  const words = [...html.matchAll(MARK_RE)].map((m) => (m[1] ?? '').toLowerCase());
  return [...new Set(words)].slice(0, 3);
}

interface Candidate {
  id: number;
  score: number;
  reasons: Map<SimilarityReason, string>;
}

// One answer per text and documents version: any write to a text moves the version, so an answer never
// outlives what it was built from, and a text read by many costs one computation per change.
const answers = new LRUCache<string, SimilarTextsAnswer>({ max: 2_000 });

/**
 * Up to 5 published texts on the same subject as `id` (api.md "Personal library"), each with why: the texts
 * citing it and those it cites (the law module's citations, indexed both ways), the texts the search engine
 * finds for its title's subject words (one engine search, drafts never in the engine), and the shared
 * domain. Bounded: two indexed reads of citations, one engine search of at most MAX_TERMS words (charged to
 * the caller like a search), one read of the chosen rows; cached per documents version.
 */
export async function similarTexts(
  db: DB,
  runner: SearchRunner,
  id: number,
  viewer: { role: string; canDownloadPdf: boolean; canSeeDrafts: boolean },
  caller: string,
): Promise<SimilarTextsAnswer> {
  const doc = await db
    .selectFrom('documents as d')
    .leftJoin('domaines as dm', 'dm.id', 'd.domaine_id')
    .select(['d.id', 'd.title', 'd.is_published', 'd.domaine_id', 'dm.name as domain_name'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!doc || (doc.is_published !== 1 && !viewer.canSeeDrafts)) throw notFound(DOCUMENT_NOT_FOUND);
  const version = await readDocumentsVersion(db);
  const key = `${id}:${version}`;
  const cached = answers.get(key);
  if (cached) return cached;

  const candidates = new Map<number, Candidate>();
  const add = (other: number, score: number, kind: SimilarityReason, label: string) => {
    if (other === id) return;
    const c = candidates.get(other) ?? { id: other, score: 0, reasons: new Map() };
    c.score += score;
    if (!c.reasons.has(kind)) c.reasons.set(kind, label);
    candidates.set(other, c);
  };

  const citing = await db
    .selectFrom('citations as c')
    .innerJoin('documents as d', 'd.id', 'c.from_document_id')
    .select(['c.from_document_id as other', (eb) => eb.fn.countAll().as('n')])
    .where('c.to_document_id', '=', id)
    .where('c.from_document_id', '<>', id)
    .where('c.from_version_id', '=', 0)
    .where('d.is_published', '=', 1)
    .groupBy('c.from_document_id')
    .orderBy('n', 'desc')
    .limit(CANDIDATES)
    .execute();
  for (const r of citing)
    add(Number(r.other), 3 + Math.min(Number(r.n), 5) * 0.2, 'cites', LIBRARY_MESSAGES.similarCites);
  const cited = await db
    .selectFrom('citations as c')
    .innerJoin('documents as d', 'd.id', 'c.to_document_id')
    .select(['c.to_document_id as other', (eb) => eb.fn.countAll().as('n')])
    .where('c.from_document_id', '=', id)
    .where('c.from_version_id', '=', 0)
    .where('c.to_document_id', '<>', id)
    .where('d.is_published', '=', 1)
    .groupBy('c.to_document_id')
    .orderBy('n', 'desc')
    .limit(CANDIDATES)
    .execute();
  for (const r of cited)
    add(Number(r.other), 3 + Math.min(Number(r.n), 5) * 0.2, 'citedBy', LIBRARY_MESSAGES.similarCitedBy);

  const terms = significantTerms(doc.title);
  // A caller out of engine time gets the rest of the answer, not a refusal (and that answer is not kept).
  const searched = terms.length === 0 || runner.engineWait(caller) === 0;
  if (terms.length > 0 && searched) {
    const params = DocumentSearchQuery.parse({ q: terms.join(' OR '), limit: CANDIDATES + 1 });
    const { answer } = await runner.search(params, viewer, version, caller);
    answer.documents.forEach((hit, rank) => {
      const shared = markedWords(hit);
      if (shared.length > 0)
        add(
          hit.id,
          2 * (1 - rank / (CANDIDATES + 1)) + 0.3 * shared.length,
          'terms',
          LIBRARY_MESSAGES.similarTerms(shared),
        );
    });
  }

  // The domain: a reason for those found, and the newest texts of that domain when the others are too few.
  if (doc.domaine_id !== null && doc.domain_name) {
    const label = LIBRARY_MESSAGES.similarDomain(doc.domain_name);
    const sameDomain = new Set(
      (
        await db
          .selectFrom('documents')
          .select('id')
          .where('domaine_id', '=', doc.domaine_id)
          .where('is_published', '=', 1)
          .where('id', 'in', [...candidates.keys(), -1])
          .execute()
      ).map((r) => Number(r.id)),
    );
    for (const c of candidates.values()) if (sameDomain.has(c.id)) add(c.id, 1, 'domain', label);
    if (candidates.size < LIBRARY_LIMITS.similarTexts) {
      const newest = await db
        .selectFrom('documents')
        .select('id')
        .where('domaine_id', '=', doc.domaine_id)
        .where('is_published', '=', 1)
        .where('id', '<>', id)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LIBRARY_LIMITS.similarTexts)
        .execute();
      for (const r of newest) if (!candidates.has(Number(r.id))) add(Number(r.id), 1, 'domain', label);
    }
  }

  const best = [...candidates.values()]
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, LIBRARY_LIMITS.similarTexts);
  const rows = best.length
    ? await db
        .selectFrom('documents as d')
        .leftJoin('doc_types as dt', 'dt.id', 'd.doc_type_id')
        .select(DOCUMENT_REF_COLUMNS)
        .where(
          'd.id',
          'in',
          best.map((c) => c.id),
        )
        .where('d.is_published', '=', 1)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [Number(r.doc_id), r]));
  const order: SimilarityReason[] = ['cites', 'citedBy', 'terms', 'domain'];
  const documents: SimilarText[] = best.flatMap((c) => {
    const row = byId.get(c.id);
    if (!row) return [];
    const reasons = order
      .filter((k) => c.reasons.has(k))
      .map((kind) => ({ kind, label: c.reasons.get(kind) ?? '' }));
    return [{ document: toDocumentRef(row), reasons }];
  });
  const answer = { documents };
  if (searched) answers.set(key, answer);
  return answer;
}
