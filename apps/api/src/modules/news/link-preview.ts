import { truncateText } from '@lexfaso/contracts';
import type { FastifyInstance } from 'fastify';
import type { HeadTags } from '../../http/site/head-tags';
import { registerHeadProvider } from '../../http/site/route-heads';
import { findActuality } from '.';

const NEWS_PATH = /^\/actualites\/([^/]+)\/?$/;
const DOCUMENT_PATH = /^\/document\/([^/]+)\/?$/;
const positiveId = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

function notFoundHead(path: string): HeadTags {
  return {
    title: 'Page non trouvée',
    description: "La page demandée n'existe pas ou n'est plus disponible.",
    path,
    noindex: true,
    status: 404,
  };
}

/** Share previews need an absolute image URL; a relative one is taken as a path of this site. */
function absoluteImage(url: string | null, publicUrl: string) {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${publicUrl}${url}`;
  return undefined;
}

async function newsHead(app: FastifyInstance, path: string): Promise<HeadTags | null> {
  const match = NEWS_PATH.exec(path);
  if (!match) return null;
  const id = positiveId(match[1] ?? '');
  // Drafts are not public: the preview of a draft is the 404 page, like its API answer.
  const news = id ? await findActuality(app.deps.db, id) : null;
  if (!news) return notFoundHead(path);
  const { productName, publicUrl } = app.deps.config;
  const canonical = `/actualites/${news.id}`;
  const description = truncateText(news.excerpt || news.description || news.title, 200);
  const image = absoluteImage(news.imageUrl, publicUrl);
  return {
    title: news.title,
    description,
    path: canonical,
    type: 'article',
    image,
    keywords: ['actualité juridique', 'Burkina Faso', news.category].filter(Boolean).join(', '),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: truncateText(news.title, 110),
      description,
      datePublished: news.publishedAt ?? news.createdAt,
      dateModified: news.updatedAt,
      inLanguage: 'fr',
      ...(news.category ? { articleSection: news.category } : {}),
      ...(image ? { image: [image] } : {}),
      author: news.author
        ? { '@type': 'Person', name: news.author }
        : { '@type': 'Organization', name: productName },
      publisher: { '@type': 'Organization', name: productName, url: publicUrl },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${publicUrl}${canonical}` },
    },
  };
}

/** A document's preview names it and its type; its text is for signed-in readers only (decisions.md §5). */
async function documentHead(app: FastifyInstance, path: string): Promise<HeadTags | null> {
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
  const description = doc.type
    ? `${doc.type} : ${truncateText(doc.title, 140)}. Texte juridique consultable sur ${productName}.`
    : `${truncateText(doc.title, 150)}. Texte juridique consultable sur ${productName}.`;
  return {
    title: doc.title,
    description,
    path: canonical,
    type: 'article',
    keywords: ['droit burkinabè', 'Burkina Faso', doc.type].filter(Boolean).join(', '),
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

let registered = false;
/** Registers the news and document head providers once per process (every app instance shares them). */
export function registerContentHeads() {
  if (registered) return;
  registered = true;
  registerHeadProvider(newsHead);
  registerHeadProvider(documentHead);
}
