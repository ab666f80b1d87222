import type { DocumentStatus } from '@lexfaso/contracts';
import { sql } from 'kysely';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { LAST_SLUG_SUFFIX, slugify, timeStampedSlug } from '../../platform/slug';
import { withTransaction } from '../../platform/transaction';
import { recordTextCitations, withdrawTextCitations } from '../law/citations/citations-store';
import { categoryOfType, categoryReader } from './category-readers';
import { bumpDocumentsVersion } from './documents-version';
import { recordDocumentChange } from './search/changes';
import { parseDocumentStructure } from './structure';

export interface DocumentInput {
  title: string;
  content: string;
  preambule?: string | null;
  publishedAt?: string | null; // 'YYYY-MM-DD' when the text's date is known
  /** Public or draft. Default: public when it has a date (the back-office rule: no date means draft). */
  isPublished?: boolean;
  docTypeId?: number | null;
  domaineId?: number | null;
  organismeId?: number | null;
  jurisdiction?: string | null;
  externalPdfUrl?: string | null;
  source?: string | null;
  /** How users cite the text: 'Loi n°028-2008/AN du 13 mai 2008'. */
  reference?: string | null;
  /** Default: in force. */
  status?: DocumentStatus;
  /** What repealed it, or which parts are repealed and by what. */
  statusNote?: string | null;
}

const yearOf = (date: string | null | undefined) =>
  date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null;

/**
 * The slug uniqueSlug would give a document titled `title`: the first of base, base-2, base-3… that no
 * document (other than `except`) holds. The base is probed alone first: most titles are new, and that is one
 * lookup in the slug index. Past it, the database walks the suffixes in one statement, one probe of the slug
 * index per namesake, and sends back the first free one. Issue 34: asking for 64 candidates at once made
 * every namesake of a title pay for 64 probes (figures: bench/analysis.md, fourteenth step).
 */
async function freeSlugFor(db: DB, title: string, except?: number) {
  const base = slugify(title);
  let holder = db.selectFrom('documents').select('id').where('slug', '=', base);
  if (except !== undefined) holder = holder.where('id', '<>', except);
  if ((await holder.limit(1).executeTakeFirst()) === undefined) return base;
  const { rows } = await sql<{ first_free: number | string }>`WITH RECURSIVE suffix (n) AS (
      SELECT 2 UNION ALL SELECT n + 1 FROM suffix WHERE n < ${sql.lit(LAST_SLUG_SUFFIX)} AND EXISTS (
        SELECT 1 FROM documents d WHERE d.slug = CAST(${base} AS TEXT) || '-' || CAST(n AS TEXT)
        ${except === undefined ? sql`` : sql`AND d.id <> ${except}`}))
    SELECT max(n) AS first_free FROM suffix`.execute(db);
  const firstFree = Number(rows[0]?.first_free);
  return firstFree < LAST_SLUG_SUFFIX ? `${base}-${firstFree}` : timeStampedSlug(base);
}

/** Every write of a document goes through here: row, unique slug and search change in one transaction. */
export async function createDocument(
  db: DB,
  input: DocumentInput,
  /** 'later': the caller records its citations with others of its batch (recordNewTextsCitations). */
  options: { citations?: 'now' | 'later' } = {},
): Promise<number> {
  return withTransaction(db, async (trx) => {
    const slug = await freeSlugFor(trx, input.title);
    const now = nowIso();
    // The version first, so the row is written once with it (PostgreSQL: no second copy of a long row), and
    // every write takes the version before the rows it changes (one lock order: no deadlock between writes).
    const version = await bumpDocumentsVersion(trx);
    const isPublished = input.isPublished ?? !!input.publishedAt;
    const row = await trx
      .insertInto('documents')
      .values({
        title: input.title,
        slug,
        content: input.content,
        preambule: input.preambule ?? null,
        published_at: input.publishedAt ?? null,
        is_published: isPublished ? 1 : 0,
        // The version of the write that first made it public: what alerts call "published since".
        published_version: isPublished ? version : null,
        year: yearOf(input.publishedAt),
        doc_type_id: input.docTypeId ?? null,
        domaine_id: input.domaineId ?? null,
        organisme_id: input.organismeId ?? null,
        jurisdiction: input.jurisdiction ?? null,
        external_pdf_url: input.externalPdfUrl ?? null,
        content_length: input.content.length,
        source: input.source ?? null,
        reference: input.reference ?? null,
        status: input.status ?? 'in-force',
        status_note: input.statusNote ?? null,
        created_at: now,
        updated_at: now,
        citations_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordDocumentChange(trx, row.id, version);
    if (options.citations !== 'later')
      await recordTextCitations(
        trx,
        {
          id: row.id,
          title: input.title,
          reference: input.reference ?? null,
          jurisdiction: input.jurisdiction ?? null,
          blocks: parseDocumentStructure(input.content).blocks,
          paragraphsCite: await paragraphsCite(trx, input.docTypeId),
        },
        { created: true },
      );
    return row.id;
  });
}

/** What the text as it now stands cites and answers to (modules/law/citations), in the write's transaction. */
async function recordCitations(trx: DB, id: number) {
  const row = await trx
    .selectFrom('documents')
    .select(['id', 'title', 'reference', 'jurisdiction', 'content', 'doc_type_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await recordTextCitations(trx, {
    id,
    title: row.title,
    reference: row.reference,
    jurisdiction: row.jurisdiction,
    blocks: parseDocumentStructure(row.content).blocks,
    paragraphsCite: await paragraphsCite(trx, row.doc_type_id),
  });
}

/** Whether the paragraphs of a text of this type cite (its category's reader says so: a court decision). */
const paragraphsCite = async (db: DB, docTypeId: number | null | undefined) =>
  categoryReader(await categoryOfType(db, docTypeId))?.paragraphsCite === true;

/** Applies the given fields; the slug follows a changed title. Returns false when the document does not exist. */
export async function updateDocument(db: DB, id: number, patch: Partial<DocumentInput>): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const current = await trx.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    const now = nowIso();
    const version = await bumpDocumentsVersion(trx);
    // Every save may change what its links show: citations_at goes with the row (recordCitations below).
    const values: Record<string, unknown> = { updated_at: now, citations_at: now };
    if (patch.title !== undefined && patch.title !== current.title) {
      values.title = patch.title;
      values.slug = await freeSlugFor(trx, patch.title, id);
    }
    if (patch.content !== undefined) {
      values.content = patch.content;
      values.content_length = patch.content.length;
    }
    if (patch.preambule !== undefined) values.preambule = patch.preambule;
    if (patch.publishedAt !== undefined) {
      values.published_at = patch.publishedAt;
      values.year = yearOf(patch.publishedAt);
      // Giving or removing a date publishes or withdraws; saving an undated public text keeps it public.
      if ((patch.publishedAt ?? null) !== current.published_at)
        values.is_published = patch.publishedAt ? 1 : 0;
    }
    if (patch.isPublished !== undefined) values.is_published = patch.isPublished ? 1 : 0;
    if (patch.docTypeId !== undefined) values.doc_type_id = patch.docTypeId;
    if (patch.domaineId !== undefined) values.domaine_id = patch.domaineId;
    if (patch.organismeId !== undefined) values.organisme_id = patch.organismeId;
    if (patch.jurisdiction !== undefined) values.jurisdiction = patch.jurisdiction;
    if (patch.externalPdfUrl !== undefined) values.external_pdf_url = patch.externalPdfUrl;
    if (patch.source !== undefined) values.source = patch.source;
    if (patch.reference !== undefined) values.reference = patch.reference;
    if (patch.status !== undefined) values.status = patch.status;
    if (patch.statusNote !== undefined) values.status_note = patch.statusNote;
    // Public for the first time: alerts see it as published at this version (modules/alerts).
    const publicNow =
      values.is_published !== undefined ? values.is_published === 1 : current.is_published === 1;
    if (publicNow && current.published_version === null) values.published_version = version;
    await trx.updateTable('documents').set(values).where('id', '=', id).execute();
    await recordDocumentChange(trx, id, version);
    await recordCitations(trx, id);
    return true;
  });
}

/** Deletes the row (and logs it for the search engines); returns the PDF storage key to delete once the transaction committed. */
export async function deleteDocument(
  db: DB,
  id: number,
): Promise<{ deleted: boolean; pdfPath: string | null }> {
  return withTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('documents')
      .select(['id', 'pdf_path'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return { deleted: false, pdfPath: null };
    // Every write takes the documents version before the rows it changes: one lock order, no deadlock.
    const version = await bumpDocumentsVersion(trx);
    await withdrawTextCitations(trx, id);
    await trx.deleteFrom('documents').where('id', '=', id).execute();
    await recordDocumentChange(trx, id, version);
    return { deleted: true, pdfPath: current.pdf_path };
  });
}

/** Attaches (or with null, detaches) a stored PDF; returns the previous storage key, to delete after commit. */
export async function setDocumentPdf(
  db: DB,
  id: number,
  pdf: { path: string; name: string; size: number } | null,
) {
  return withTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('documents')
      .select('pdf_path')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return { found: false as const, previous: null };
    const version = await bumpDocumentsVersion(trx);
    await trx
      .updateTable('documents')
      .set({
        pdf_path: pdf?.path ?? null,
        pdf_name: pdf?.name ?? null,
        pdf_size: pdf?.size ?? null,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    // 'with PDF' is a search filter: the engines and the cached counts must follow.
    await recordDocumentChange(trx, id, version);
    return { found: true as const, previous: current.pdf_path };
  });
}
