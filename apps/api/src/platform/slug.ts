/** 'Droit des Affaires (OHADA)' -> 'droit-des-affaires-ohada' */
export function slugify(input: string, maxLength = 80) {
  const base = input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return base || 'element';
}

/**
 * The suffixes a slug tries are base-2 … base-9999; past them, a time stamp. A bound, so a title held by ever
 * more texts costs at most this many probes.
 */
export const LAST_SLUG_SUFFIX = 10_000;

/** The slug of a title whose suffixes up to LAST_SLUG_SUFFIX are all taken. */
export const timeStampedSlug = (base: string) => `${base}-${Date.now()}`;

/** A slug not yet used, found by asking `exists` for base, base-2, base-3... */
export async function uniqueSlug(input: string, exists: (slug: string) => Promise<boolean>) {
  const base = slugify(input);
  if (!(await exists(base))) return base;
  for (let i = 2; i < LAST_SLUG_SUFFIX; i++) {
    const candidate = `${base}-${i}`;
    if (!(await exists(candidate))) return candidate;
  }
  return timeStampedSlug(base);
}
