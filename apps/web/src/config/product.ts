import { DEFAULT_PRODUCT_NAME } from '@lexfaso/contracts';

/** Reads a `<meta name="…">` the server may rewrite in index.html (PRODUCT_NAME and friends). */
function readMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value || undefined;
}

/** Product name shown everywhere; the server sets it through `<meta name="application-name">`. */
export const PRODUCT_NAME = readMeta('application-name') ?? DEFAULT_PRODUCT_NAME;

/** 'LexFaso' -> 'lexfaso': used for storage keys. */
export const PRODUCT_SLUG =
  PRODUCT_NAME.normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'lexfaso';

/** localStorage key of the persisted auth state (decisions.md §7: derives from the product name). */
export const AUTH_STORAGE_KEY = `${PRODUCT_SLUG}-auth`;

/** Team address; the server may publish CONTACT_EMAIL through `<meta name="contact-email">`. */
export const CONTACT_EMAIL = readMeta('contact-email') ?? 'contact@lexfaso.bf';

/**
 * The product's own pages on social networks, linked from the footer (plain links, no third-party script):
 * SOCIAL_LINKS on the server, `Name=https://…;…`, given through `<meta name="social-links">`. None: the
 * footer shows no such section.
 */
export const SOCIAL_LINKS = (readMeta('social-links') ?? '')
  .split(';')
  .map((entry) => entry.split(/=(.*)/))
  .filter(([label, href]) => label && href?.startsWith('http'))
  .map(([label, href]) => ({ label: label!, href: href! }));

export const SITE_LOCALE = 'fr_FR';
