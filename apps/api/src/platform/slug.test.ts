import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug, uniqueSlugInBatches } from './slug';

/** A set of used slugs, and the reads made of it. */
function usedSlugs(used: string[]) {
  const set = new Set(used);
  const reads: number[] = [];
  return {
    one: async (slug: string) => set.has(slug),
    batch: async (candidates: string[]) => {
      reads.push(candidates.length);
      return candidates.find((c) => !set.has(c));
    },
    reads,
  };
}

const family = (base: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => (from + k === 1 ? base : `${base}-${from + k}`));

describe('uniqueSlugInBatches (issue 34)', () => {
  const title = 'Arrêté portant nomination';
  const base = slugify(title);

  it('gives the slug uniqueSlug gives: the first of base, base-2, base-3… not taken', async () => {
    for (const used of [
      [],
      [base],
      family(base, 1, 10),
      [...family(base, 1, 4), ...family(base, 6, 90)],
      family(base, 1, 200),
      [`${base}-2`, `${base}-3`],
    ]) {
      const slugs = usedSlugs(used);
      expect(await uniqueSlugInBatches(title, slugs.batch)).toBe(await uniqueSlug(title, slugs.one));
    }
  });

  it('asks for the base alone first: a new title costs one probe', async () => {
    const none = usedSlugs([]);
    expect(await uniqueSlugInBatches(title, none.batch)).toBe(base);
    expect(none.reads).toEqual([1]);
  });

  it('reads once more for a title a few dozen texts hold, then twice as many candidates each time', async () => {
    const few = usedSlugs(family(base, 1, 40));
    expect(await uniqueSlugInBatches(title, few.batch)).toBe(`${base}-41`);
    expect(few.reads).toEqual([1, 64]);
    const many = usedSlugs(family(base, 1, 500));
    expect(await uniqueSlugInBatches(title, many.batch)).toBe(`${base}-501`);
    expect(many.reads).toEqual([1, 64, 128, 256, 512]);
  });
});
