import { DOCUMENT_FIRST_WINDOW, type DocumentDetail, LAW_MESSAGES, LONG_DOCUMENT } from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { annotateBlocks, annotateToc, type TextAnnotations, textAnnotations } from '../law/annotate';
import { currentVersion, findVersion } from '../law/versions/versions-store';
import { categoryReader } from './category-readers';
import { documentStructure } from './structure-cache';

const pdfDownloadUrl = (id: number) => `/api/documents/${id}/download-pdf`;

/** The document row with its type, domain and body names; undefined when absent. */
export function findDocumentRow(db: DB, id: number) {
  return db
    .selectFrom('documents as d')
    .leftJoin('doc_types as t', 't.id', 'd.doc_type_id')
    .leftJoin('domaines as dm', 'dm.id', 'd.domaine_id')
    .leftJoin('organismes as o', 'o.id', 'd.organisme_id')
    .selectAll('d')
    .select([
      't.type as type_name',
      't.category as type_category',
      't.slug as type_slug',
      'dm.name as domaine_name',
      'o.name as organisme_name',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocumentRow>>>;

/** Just what the access check and the ETag need, without the (possibly megabytes of) text. */
export function findDocumentHead(db: DB, id: number) {
  return db
    .selectFrom('documents as d')
    .leftJoin('doc_types as t', 't.id', 'd.doc_type_id')
    .select(['d.id', 'd.is_published', 'd.updated_at', 'd.citations_at', 't.category as type_category'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** Long: over 50,000 characters or 500 lines (public-area.md §9), the web page's rule. */
const isLongText = (contentLength: number, lineCount: number) =>
  contentLength > LONG_DOCUMENT.minChars || lineCount > LONG_DOCUMENT.minLines;

/** The text of the version read: the document's own (version absent or current), or an earlier one's. */
export async function versionText(
  db: DB,
  id: number,
  versionId: number | undefined,
  current: { content: string; preambule: string | null; updated_at: string },
  /** Whether the answer names the version shown (the document's answer does; its windows need not). */
  named = true,
) {
  const record = versionId === undefined ? null : await findVersion(db, id, versionId);
  if (versionId !== undefined && !record) throw notFound(LAW_MESSAGES.versionNotFound, 'VERSION_NOT_FOUND');
  if (!record || record.current)
    return {
      versionId: 0,
      version: record ?? (named ? await currentVersion(db, id) : null),
      content: current.content,
      preambule: current.preambule,
      // The structure cache's key: the document's state.
      stamp: current.updated_at,
    };
  return {
    versionId: record.id,
    version: record,
    content: record.content ?? '',
    preambule: record.preambule,
    stamp: `v${record.id}:${record.updatedAt}`,
  };
}

/**
 * The answer of GET /api/documents/{id} (?version=): the spec's Document fields (with their alternative
 * names) plus the blocks and table of contents of the version read, its articles with their statuses and
 * links. The PDF storage key never leaves the server: pdfPath is the download URL.
 */
export async function documentDetail(
  db: DB,
  row: DocumentRow,
  full: boolean,
  versionId?: number,
): Promise<DocumentDetail> {
  const read = await versionText(db, Number(row.id), versionId, row);
  const annotations = await textAnnotations(
    db,
    Number(row.id),
    read.versionId,
    row.citations_at,
    row.updated_at,
  );
  const detail = toDocumentDetail(
    { ...row, content: read.content, preambule: read.preambule },
    full,
    read.stamp,
    annotations,
    read.version,
  );
  const reader = categoryReader(row.type_category);
  return reader ? { ...detail, ...(await reader.detail(db, Number(row.id))) } : detail;
}

function toDocumentDetail(
  row: DocumentRow,
  full: boolean,
  stamp: string,
  annotations: TextAnnotations,
  version: DocumentDetail['version'],
): DocumentDetail {
  const id = Number(row.id);
  const docType =
    row.doc_type_id !== null && row.type_name
      ? {
          id: Number(row.doc_type_id),
          type: row.type_name,
          category: row.type_category ?? '',
          slug: row.type_slug ?? '',
        }
      : null;
  const domaine =
    row.domaine_id !== null && row.domaine_name
      ? { id: Number(row.domaine_id), name: row.domaine_name }
      : null;
  const organisme =
    row.organisme_id !== null && row.organisme_name
      ? { id: Number(row.organisme_id), name: row.organisme_name }
      : null;
  const pdfUrl = row.pdf_path ? pdfDownloadUrl(id) : null;
  const structure = documentStructure(id, stamp, row.content, row.type_category);
  const { lineCount } = structure;
  const windowed = !full && isLongText(row.content.length, lineCount);
  const blocks = annotateBlocks(
    windowed ? structure.blocks.slice(0, DOCUMENT_FIRST_WINDOW) : structure.blocks,
    annotations,
  );
  // The text goes once: a long document's blocks carry it, so its content is left out and only the
  // first window of blocks is sent (the rest through /blocks), unless the whole text is asked for.
  return {
    id,
    title: row.title,
    slug: row.slug,
    content: windowed ? null : row.content,
    preambule: row.preambule,
    reference: row.reference,
    status: row.status,
    statusNote: row.status_note,
    publishedAt: row.published_at,
    isPublished: !!row.is_published,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    docType,
    documentType: docType,
    domaine,
    domain: domaine,
    organisme,
    jurisdiction: row.jurisdiction,
    pdfPath: pdfUrl,
    pdf_path: pdfUrl,
    pdfUrl,
    hasPdf: pdfUrl !== null,
    pdfName: row.pdf_name,
    pdfSize: row.pdf_size === null ? null : Number(row.pdf_size),
    externalPdfUrl: row.external_pdf_url,
    source: row.source,
    contentLength: Number(row.content_length),
    lineCount,
    blocks,
    blocksTotal: structure.blocks.length,
    // A long document's table of contents is fetched apart (GET /api/documents/{id}/toc), when shown.
    toc: windowed ? [] : annotateToc(structure.toc, annotations),
    tocTotal: structure.toc.length,
    version,
  };
}

/** RFC 6266 / 5987: an ASCII fallback name plus the UTF-8 name when it differs. */
export function attachmentDisposition(fileName: string) {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const header = `attachment; filename="${ascii}"`;
  return ascii === fileName ? header : `${header}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
