import { SITE_TEXTS, truncateText } from '@lexfaso/contracts';
import type { FastifyInstance } from 'fastify';
import type { HeadTags } from '../../http/site/head-tags';
import { notFoundHead, positiveId } from '../../http/site/route-heads';

const DOCUMENT_PATH = /^\/document\/([^/]+)\/?$/;

/** A document's preview names it and its type; its text is for signed-in readers only (decisions.md §5). */
export async function documentLinkPreview(app: FastifyInstance, path: string): Promise<HeadTags | null> {
  const match = DOCUMENT_PATH.exec(path);
  if (!match) return null;
  const id = positiveId(match[1] ?? '');
  const doc = id
    ? await app.deps.db
        .selectFrom('documents')
        .leftJoin('doc_types', 'doc_types.id', 'documents.doc_type_id')
        .select([
          'documents.id',
          'documents.title',
          'documents.reference',
          'documents.status',
          'doc_types.type as type',
        ])
        .where('documents.id', '=', id)
        .where('documents.is_published', '=', 1)
        .executeTakeFirst()
    : null;
  if (!doc) return notFoundHead(path);
  const { productName, publicUrl } = app.deps.config;
  const canonical = `/document/${doc.id}`;
  // The citation users search for, unless the title already says it ('Code du travail (Loi n°028-2008/AN …)').
  const reference = doc.reference && !doc.title.includes(doc.reference) ? doc.reference : null;
  const description = SITE_TEXTS.documentDescription(
    truncateText(doc.title, (doc.type ? 140 : 150) - (reference?.length ?? 0)),
    productName,
    doc.type,
    reference,
    doc.status === 'repealed',
  );
  return {
    title: doc.title,
    description,
    path: canonical,
    type: 'article',
    keywords: [...SITE_TEXTS.documentKeywords, doc.type].filter(Boolean).join(', '),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: truncateText(doc.title, 110),
      name: doc.title,
      ...(doc.reference ? { identifier: doc.reference } : {}),
      ...(doc.type ? { genre: doc.type } : {}),
      inLanguage: 'fr',
      isAccessibleForFree: false,
      publisher: { '@type': 'Organization', name: productName, url: publicUrl },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${publicUrl}${canonical}` },
    },
  };
}
