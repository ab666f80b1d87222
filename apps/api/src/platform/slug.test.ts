import { describe, expect, it } from 'vitest';
import { LAST_SLUG_SUFFIX, slugify, uniqueSlug } from './slug';

/** A set of used slugs, and the number of probes made of it. */
function usedSlugs(used: string[]) {
  const set = new Set(used);
  const slugs = {
    probes: 0,
    one: async (slug: string) => {
      slugs.probes += 1;
      return set.has(slug);
    },
  };
  return slugs;
}

const family = (base: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => (from + k === 1 ? base : `${base}-${from + k}`));

describe('uniqueSlug', () => {
  const title = 'Arrêté portant nomination';
  const base = slugify(title);

  it('gives the first of base, base-2, base-3… not taken, gaps first', async () => {
    expect(await uniqueSlug(title, usedSlugs([]).one)).toBe(base);
    expect(await uniqueSlug(title, usedSlugs([base]).one)).toBe(`${base}-2`);
    expect(await uniqueSlug(title, usedSlugs([...family(base, 1, 4), ...family(base, 6, 90)]).one)).toBe(
      `${base}-5`,
    );
    expect(await uniqueSlug(title, usedSlugs([`${base}-2`, `${base}-3`]).one)).toBe(base);
  });

  it(`past base-${LAST_SLUG_SUFFIX - 1}, a time stamp: a title's probes are bounded`, async () => {
    const slugs = usedSlugs(family(base, 1, LAST_SLUG_SUFFIX - 1));
    expect(await uniqueSlug(title, slugs.one)).toMatch(new RegExp(`^${base}-\\d{13}$`));
    expect(slugs.probes).toBe(LAST_SLUG_SUFFIX - 1);
  });
});
