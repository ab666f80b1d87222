import { COMMON_TEXTS } from '@lexfaso/contracts';
import { useEffect } from 'react';
import { PRODUCT_NAME, SITE_LOCALE } from '@/config/product';

interface PageHeadProps {
  /** Page title without the product suffix; the home page may pass the product name alone. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path of the canonical URL (defaults to the current path, without query or hash). */
  canonicalPath?: string;
  type?: 'website' | 'article';
  /** Structured data; defaults to a WebSite object. Pass an Article, ContactPage, … */
  jsonLd?: Record<string, unknown>;
  /** Image for social sharing (absolute or site-relative URL). */
  image?: string;
  noindex?: boolean;
}

const DEFAULT_KEYWORDS: readonly string[] = COMMON_TEXTS.keywords;

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, window.location.origin).toString();

/** Removes the tags the server injected for no-JS crawlers, now that React renders its own. */
function useRemoveServerHead() {
  useEffect(() => {
    for (const el of document.head.querySelectorAll('[data-ssr-head]')) el.remove();
  }, []);
}

/**
 * Per-route head tags (decisions.md §7), using React 19's hoisting of <title>, <meta>
 * and <link> into <head>. The JSON-LD script stays in the body, which crawlers accept.
 */
export function PageHead({
  title,
  description,
  keywords = DEFAULT_KEYWORDS,
  canonicalPath,
  type = 'website',
  jsonLd,
  image,
  noindex = false,
}: PageHeadProps) {
  useRemoveServerHead();
  const fullTitle = title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
  const url = absolute(canonicalPath ?? window.location.pathname);
  const structured = jsonLd ?? {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: PRODUCT_NAME,
    url: absolute('/'),
    inLanguage: 'fr',
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absolute('/recherche')}?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={SITE_LOCALE} />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      {image && <meta property="og:image" content={absolute(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <script
        type="application/ld+json"
        // JSON.stringify does not escape '<'; do it so a title containing </script> cannot break out.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised data, '<' escaped above
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, '\\u003c') }}
      />
    </>
  );
}
