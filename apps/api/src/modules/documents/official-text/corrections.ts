import { OFFICIAL_TEXT_MESSAGES } from '@lexfaso/contracts';
import { z } from 'zod';

/**
 * What only a reading of a given text can tell, written down per text (a JSON manifest) with the reason
 * for each correction. Everything else the pipeline finds from the layout.
 */
const Reason = z.string().min(10);

export const Replacement = z.object({
  /** Exact text to find in the composed content (or the preamble). */
  find: z.string().min(1),
  replace: z.string(),
  /** How many times `find` must occur; the build fails otherwise, so a correction never goes stale. */
  count: z.number().int().positive().default(1),
  target: z.enum(['content', 'preamble']).default('content'),
  reason: Reason,
});
export type Replacement = z.infer<typeof Replacement>;

export const ArticleGap = z.object({
  /** Last article before the gap and first one after it, as numbered in the content ('43', '48'). */
  after: z.string(),
  next: z.string(),
  reason: Reason,
});
export type ArticleGap = z.infer<typeof ArticleGap>;

export const OfficialTextCorrections = z.object({
  /** Pages to read (1-based, inclusive): e.g. a file that holds the text twice. */
  pages: z
    .object({ from: z.number().int().positive(), to: z.number().int().positive(), reason: Reason })
    .optional(),
  /** Text printed at an angle (a running title up the margin) is left out, wherever it falls. */
  dropRotatedText: z.object({ reason: Reason }).optional(),
  /** Lines left out wherever they are (a table's column titles, a stamp): regular expressions on the line. */
  dropLines: z.array(z.object({ pattern: z.string(), reason: Reason })).default([]),
  /** A side-by-side table's right column becomes a note of the article beside it, opening with `prefix`. */
  sideColumn: z.object({ prefix: z.string(), reason: Reason }).optional(),
  /** Start of the first paragraph of the preamble (visas, considérants); what comes before it is the title page. */
  preambleStartsAt: z.string().optional(),
  /** Start of the first paragraph of the body; by default the first heading. */
  bodyStartsAt: z.string().optional(),
  replacements: z.array(Replacement).default([]),
  /** Gaps in the article numbering that the source itself has. */
  expectedGaps: z.array(ArticleGap).default([]),
});
export type OfficialTextCorrections = z.infer<typeof OfficialTextCorrections>;
export type OfficialTextCorrectionsInput = z.input<typeof OfficialTextCorrections>;

export function applyReplacements(
  text: string,
  replacements: readonly Replacement[],
  target: Replacement['target'],
): string {
  let out = text;
  for (const r of replacements.filter((x) => x.target === target)) {
    const found = out.split(r.find).length - 1;
    if (found !== r.count)
      throw new Error(OFFICIAL_TEXT_MESSAGES.correctionMismatch(r.find.slice(0, 60), r.count, found));
    out = out.split(r.find).join(r.replace);
  }
  return out;
}
