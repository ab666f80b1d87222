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
        .select(['documents.id', 'documents.title', 'doc_types.type as type'])
        .where('documents.id', '=', id)
        .where('documents.is_published', '=', 1)
        .executeTakeFirst()
    : null;
  if (!doc) return notFoundHead(path);
  const { productName, publicUrl } = app.deps.config;
  const canonical = `/document/${doc.id}`;
  const description = SITE_TEXTS.documentDescription(
    truncateText(doc.title, doc.type ? 140 : 150),
    productName,
    doc.type,
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
      ...(doc.type ? { genre: doc.type } : {}),
      inLanguage: 'fr',
      isAccessibleForFree: false,
      publisher: { '@type': 'Organization', name: productName, url: publicUrl },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${publicUrl}${canonical}` },
    },
  };
}
