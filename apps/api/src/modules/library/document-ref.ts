import type { LibraryDocumentRef } from '@lexfaso/contracts';

/** The columns a library list reads of a text, from a query that joined `documents as d`, `doc_types as dt`. */
export const DOCUMENT_REF_COLUMNS = [
  'd.id as doc_id',
  'd.title as doc_title',
  'd.reference as doc_reference',
  'd.published_at as doc_published_at',
  'dt.id as type_id',
  'dt.type as type_name',
  'dt.category as type_category',
  'dt.slug as type_slug',
] as const;

export interface DocumentRefColumns {
  doc_id: number | null;
  doc_title: string | null;
  doc_reference: string | null;
  doc_published_at: string | null;
  type_id: number | null;
  type_name: string | null;
  type_category: string | null;
  type_slug: string | null;
}

export const toDocumentRef = (r: DocumentRefColumns): LibraryDocumentRef => ({
  id: Number(r.doc_id),
  title: r.doc_title ?? '',
  reference: r.doc_reference,
  docType:
    r.type_id !== null && r.type_name
      ? { id: Number(r.type_id), type: r.type_name, category: r.type_category ?? '', slug: r.type_slug ?? '' }
      : null,
  publishedAt: r.doc_published_at,
});
