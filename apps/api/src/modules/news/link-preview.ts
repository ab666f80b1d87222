import { SITE_TEXTS, truncateText } from '@lexfaso/contracts';
import type { FastifyInstance } from 'fastify';
import type { HeadTags } from '../../http/site/head-tags';
import { notFoundHead, positiveId } from '../../http/site/route-heads';
import { findActuality } from './queries';

const NEWS_PATH = /^\/actualites\/([^/]+)\/?$/;

/** Share previews need an absolute image URL; a relative one is taken as a path of this site. */
function absoluteImage(url: string | null, publicUrl: string) {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${publicUrl}${url}`;
  return undefined;
}

/** A news item's preview: its title, excerpt, image and NewsArticle JSON-LD (drafts get the 404 head). */
export async function newsLinkPreview(app: FastifyInstance, path: string): Promise<HeadTags | null> {
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
    keywords: [...SITE_TEXTS.newsKeywords, news.category].filter(Boolean).join(', '),
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
