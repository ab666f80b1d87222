import { isSiteRoute, PAGE_HEADS, SITE_TEXTS } from '@lexfaso/contracts';
import type { FastifyInstance } from 'fastify';
import type { HeadTags } from './head-tags';

/** A provider answers the head tags for paths it knows (e.g. /actualites/{id}), or null. */
export type HeadProvider = (app: FastifyInstance, path: string) => Promise<HeadTags | null> | HeadTags | null;

/** The id in a path such as /document/{id}, when it is a plausible one. */
export const positiveId = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);

/** The head of a page that does not exist (status 404, not indexed). */
export function notFoundHead(path: string): HeadTags {
  return {
    title: SITE_TEXTS.notFoundTitle,
    description: SITE_TEXTS.notFoundDescription,
    path,
    noindex: true,
    status: 404,
  };
}

const website = (productName: string, publicUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: productName,
  url: publicUrl,
  inLanguage: 'fr',
  potentialAction: {
    '@type': 'SearchAction',
    target: `${publicUrl}/recherche?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  },
});

/** Head tags for the fixed routes; dynamic routes (news, documents) come from the providers. */
export async function headForPath(
  app: FastifyInstance,
  path: string,
  providers: readonly HeadProvider[],
): Promise<HeadTags> {
  if (!isSiteRoute(path)) return notFoundHead(path);
  for (const provider of providers) {
    const tags = await provider(app, path);
    if (tags) return tags;
  }
  const { productName, publicUrl } = app.deps.config;
  const site = website(productName, publicUrl);
  const contactPage = {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: SITE_TEXTS.contactPageName(productName),
    url: `${publicUrl}/contact`,
  };
  const known = PAGE_HEADS(productName)[path];
  if (known) return { ...known, jsonLd: path === '/contact' ? contactPage : site, path };
  return {
    title: productName,
    description: SITE_TEXTS.defaultDescription,
    path,
    noindex: [
      '/admin',
      '/login',
      '/register',
      '/reset-password',
      '/verify-email',
      '/change-email',
      '/not-me',
      '/profile',
    ].some((p) => path.startsWith(p)),
  };
}
