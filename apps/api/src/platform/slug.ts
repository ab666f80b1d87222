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

/** A slug not yet used, found by asking `exists` for base, base-2, base-3... */
export async function uniqueSlug(input: string, exists: (slug: string) => Promise<boolean>) {
  const base = slugify(input);
  if (!(await exists(base))) return base;
  for (let i = 2; i < 10_000; i++) {
    const candidate = `${base}-${i}`;
    if (!(await exists(candidate))) return candidate;
  }
  return `${base}-${Date.now()}`;
}

/**
 * Candidates asked for in the read after the base alone: a title shared by a few dozen texts ('Arrêté portant
 * nomination', or the bench's copies of the same archive) costs two reads, not one per text already holding it
 * (issue 34: the import slowed with each copy). Each further read asks for twice as many.
 */
const FIRST_BATCH = 64;
const LAST_SUFFIX = 10_000;

/**
 * The slug uniqueSlug would give (base, base-2, base-3…: the first not taken), asking `firstFree` for the
 * first of a batch of candidates not used (undefined when all are), a few reads in all instead of one per
 * candidate. The reader answers with that one slug, not with the taken ones: at the tenth copy of a title,
 * ten rows carried back for each new text grew the import's cost with every copy (issue 34). The base is
 * asked alone first: most titles are new, and probing 64 candidates for each was a large part of an import
 * (figures: docs/benchmarks.md, "What misses, and why").
 */
export async function uniqueSlugInBatches(
  input: string,
  firstFree: (candidates: string[]) => Promise<string | undefined>,
) {
  const base = slugify(input);
  if ((await firstFree([base])) !== undefined) return base;
  const candidate = (i: number) => `${base}-${i}`;
  for (let from = 2, size = FIRST_BATCH; from < LAST_SUFFIX; from += size, size *= 2) {
    const batch = Array.from({ length: Math.min(size, LAST_SUFFIX - from) }, (_, k) => candidate(from + k));
    const free = await firstFree(batch);
    if (free !== undefined) return free;
  }
  return `${base}-${Date.now()}`;
}
