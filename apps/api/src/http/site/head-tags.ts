/** Per-route head tags put in the HTML by the server, so link previews work without JavaScript. */
export interface HeadTags {
  title: string;
  description: string;
  path: string; // canonical path
  type?: 'website' | 'article';
  keywords?: string;
  image?: string;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
  status?: number;
}

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside <script type="application/ld+json">: no '<' may survive, or '</script>' could close the block. */
const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function renderHeadTags(tags: HeadTags, site: { productName: string; publicUrl: string }) {
  const url = `${site.publicUrl}${tags.path}`;
  const fullTitle = tags.title === site.productName ? tags.title : `${tags.title} | ${site.productName}`;
  const image = tags.image ?? `${site.publicUrl}/og-image.jpg`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" data-ssr-head>`;
  const parts = [
    `<title data-ssr-head>${escapeHtml(fullTitle)}</title>`,
    meta('name', 'description', tags.description),
    tags.keywords ? meta('name', 'keywords', tags.keywords) : '',
    tags.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(url)}" data-ssr-head>`,
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:type', tags.type ?? 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', site.productName),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', tags.description),
    tags.jsonLd ? `<script type="application/ld+json" data-ssr-head>${safeJson(tags.jsonLd)}</script>` : '',
  ];
  return parts.filter(Boolean).join('\n    ');
}
