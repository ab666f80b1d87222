import type { AdminDocument, DocumentStatus } from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';

/** The documents of the back-office, with their domain, type and body joined. */
export function documentQuery(db: DB) {
  return db
    .selectFrom('documents')
    .leftJoin('domaines', 'domaines.id', 'documents.domaine_id')
    .leftJoin('doc_types', 'doc_types.id', 'documents.doc_type_id')
    .leftJoin('organismes', 'organismes.id', 'documents.organisme_id');
}

export const DOCUMENT_COLUMNS = [
  'documents.id',
  'documents.title',
  'documents.slug',
  'documents.preambule',
  'documents.reference',
  'documents.status',
  'documents.status_note',
  'documents.published_at',
  'documents.is_published',
  'documents.domaine_id',
  'documents.doc_type_id',
  'documents.organisme_id',
  'documents.external_pdf_url',
  'documents.pdf_path',
  'documents.pdf_name',
  'documents.content_length',
  'documents.created_at',
  'documents.updated_at',
  'domaines.name as domaine_name',
  'doc_types.type as doc_type_type',
  'organismes.name as organisme_name',
] as const;

export interface DocumentRow {
  id: number;
  title: string;
  slug: string;
  preambule: string | null;
  reference: string | null;
  status: DocumentStatus;
  status_note: string | null;
  published_at: string | null;
  is_published: number;
  domaine_id: number | null;
  doc_type_id: number | null;
  organisme_id: number | null;
  external_pdf_url: string | null;
  pdf_path: string | null;
  pdf_name: string | null;
  content_length: number;
  created_at: string;
  updated_at: string;
  domaine_name: string | null;
  doc_type_type: string | null;
  organisme_name: string | null;
  content?: string;
}

export const pdfUrlOf = (id: number, pdfPath: string | null) =>
  pdfPath ? `/api/documents/${id}/download-pdf` : null;

export function presentDocument(r: DocumentRow): AdminDocument {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    ...(r.content !== undefined ? { content: r.content } : {}),
    contentLength: Number(r.content_length),
    preambule: r.preambule,
    reference: r.reference,
    status: r.status,
    statusNote: r.status_note,
    domaine: r.domaine_id && r.domaine_name != null ? { id: r.domaine_id, name: r.domaine_name } : null,
    docType: r.doc_type_id && r.doc_type_type != null ? { id: r.doc_type_id, type: r.doc_type_type } : null,
    organisme:
      r.organisme_id && r.organisme_name != null ? { id: r.organisme_id, name: r.organisme_name } : null,
    domaineId: r.domaine_id,
    docTypeId: r.doc_type_id,
    organismeId: r.organisme_id,
    externalPdfUrl: r.external_pdf_url,
    publishedAt: r.published_at,
    isPublished: !!r.is_published,
    pdfPath: r.pdf_path,
    pdfUrl: pdfUrlOf(r.id, r.pdf_path),
    pdfName: r.pdf_name,
    hasPdf: !!r.pdf_path,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
