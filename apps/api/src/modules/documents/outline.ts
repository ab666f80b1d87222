import {
  API_DOCS,
  DOCUMENT_NOT_FOUND,
  DocumentOutline,
  ErrorEnvelope,
  IdParam,
  OUTLINE_MAX_ENTRIES,
  type TocEntry,
} from '@lexfaso/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { categoryReader } from './category-readers';
import { documentStructure } from './structure-cache';
import { longDocumentText } from './text-cache';

/** A published document's facts, without its text. */
function findOutlineRow(db: DB, id: number) {
  return db
    .selectFrom('documents as d')
    .leftJoin('doc_types as t', 't.id', 'd.doc_type_id')
    .leftJoin('domaines as dm', 'dm.id', 'd.domaine_id')
    .leftJoin('organismes as o', 'o.id', 'd.organisme_id')
    .select([
      'd.id',
      'd.title',
      'd.slug',
      'd.reference',
      'd.status',
      'd.status_note',
      'd.published_at',
      'd.updated_at',
      'd.jurisdiction',
      'd.source',
      'd.doc_type_id',
      'd.domaine_id',
      'd.organisme_id',
      't.type as type_name',
      't.category as type_category',
      't.slug as type_slug',
      'dm.name as domaine_name',
      'o.name as organisme_name',
    ])
    .where('d.id', '=', id)
    .where('d.is_published', '=', 1)
    .executeTakeFirst();
}

/** The plan a visitor sees: the divisions, or the articles of a text that has none; capped. */
export function outlineEntries(toc: readonly TocEntry[]): TocEntry[] {
  const divisions = toc.filter((e) => e.kind !== 'article');
  return (divisions.length > 0 ? divisions : [...toc]).slice(0, OUTLINE_MAX_ENTRIES);
}

const named = (id: number | null, name: string | null) =>
  id !== null && name ? { id: Number(id), name } : null;

/**
 * GET /api/documents/{id}/outline: what a shared link shows a visitor (decisions.md §5 keeps the text for
 * signed-in readers: GET /api/documents/{id} still answers 401 to them). Drafts do not exist here.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/documents/:id/outline',
    {
      schema: {
        tags: ['documents'],
        summary: API_DOCS.documentOutline,
        params: IdParam,
        response: { 200: DocumentOutline, 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const row = await findOutlineRow(db, request.params.id);
      if (!row) throw notFound(DOCUMENT_NOT_FOUND);
      const id = Number(row.id);
      const content = await longDocumentText(db, id, row.updated_at);
      if (content === undefined) throw notFound(DOCUMENT_NOT_FOUND);
      const { toc } = documentStructure(id, row.updated_at, content);
      const reader = categoryReader(row.type_category);
      return {
        ...(reader?.outline ? await reader.outline(db, id) : {}),
        id,
        title: row.title,
        slug: row.slug,
        reference: row.reference,
        status: row.status,
        statusNote: row.status_note,
        publishedAt: row.published_at,
        docType:
          row.doc_type_id !== null && row.type_name
            ? {
                id: Number(row.doc_type_id),
                type: row.type_name,
                category: row.type_category ?? '',
                slug: row.type_slug ?? '',
              }
            : null,
        domaine: named(row.domaine_id, row.domaine_name),
        organisme: named(row.organisme_id, row.organisme_name),
        jurisdiction: row.jurisdiction,
        source: row.source,
        toc: outlineEntries(toc),
        tocTotal: toc.length,
      };
    },
  );
};

export default routes;
