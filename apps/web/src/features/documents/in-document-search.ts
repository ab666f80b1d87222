import type { DocumentBlock } from '@lexfaso/contracts';

// In-document search: accent- and case-insensitive, on word starts, over the blocks' labels,
// headings and text. Folding keeps every character in place so offsets map back to the text.

const foldCache = new Map<string, string>();
function foldChar(c: string): string {
  let f = foldCache.get(c);
  if (f === undefined) {
    f = c.normalize('NFD').charAt(0).toLowerCase();
    if (f.length !== 1) f = c;
    foldCache.set(c, f);
  }
  return f;
}

/** Lower-case, accents removed, same length as the input. */
export function foldKeepLength(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const code = c.charCodeAt(0);
    out += code < 128 ? (code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : c) : foldChar(c);
  }
  return out;
}

/** Terms of fewer than 2 characters are not searched nor highlighted (public-area.md §2). */
export const MIN_TERM_LENGTH = 2;
export const MAX_MATCHES = 5000;

/** The words of a search, its syntax dropped (quotes, OR, exclusions, '*'), as they were written. */
const typedWords = (input: string) =>
  input
    .replace(/["()*]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'OR' && !w.startsWith('-'));

/** What the box shows for the search that led here (?q=): its words, accents and case kept. */
export const displayedTerms = (input: string) => typedWords(input).join(' ');

/**
 * Words to look for, from what the user typed or from the search query (?q=): search syntax is
 * dropped (quotes, OR, exclusions, '*'), and a plural 's'/'x' is trimmed so 'licenciements' finds
 * 'licenciement'.
 */
export function searchTerms(input: string): string[] {
  const words = typedWords(input)
    .map((w) => foldKeepLength(w).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .map((w) => (w.length > 4 ? w.replace(/[sx]$/, '') : w))
    .filter((w) => w.length >= MIN_TERM_LENGTH);
  return [...new Set(words)];
}

export type MatchField = 'label' | 'heading' | 'text';
export interface Match {
  block: number;
  field: MatchField;
  start: number;
  end: number;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

interface FoldedBlock {
  label: string;
  heading: string;
  text: string;
}
// Per block object: a long document's blocks arrive in windows, and only the new ones need folding.
const folds = new WeakMap<DocumentBlock, FoldedBlock>();

/** Folded copies of the blocks, computed once per block. */
export function foldBlocks(blocks: DocumentBlock[]): FoldedBlock[] {
  return blocks.map((b) => {
    let f = folds.get(b);
    if (!f) {
      f = {
        label: foldKeepLength(b.label),
        heading: foldKeepLength(b.heading ?? ''),
        text: foldKeepLength(b.text),
      };
      folds.set(b, f);
    }
    return f;
  });
}

export function findMatches(
  folded: ReturnType<typeof foldBlocks>,
  terms: string[],
): { matches: Match[]; capped: boolean } {
  const matches: Match[] = [];
  if (terms.length === 0) return { matches, capped: false };
  for (let b = 0; b < folded.length; b++) {
    for (const field of ['label', 'heading', 'text'] as const) {
      const hay = folded[b][field];
      if (!hay) continue;
      const found: Match[] = [];
      for (const term of terms) {
        for (let i = hay.indexOf(term); i !== -1; i = hay.indexOf(term, i + term.length)) {
          if (!isWordChar(hay[i - 1])) found.push({ block: b, field, start: i, end: i + term.length });
        }
      }
      found.sort((x, y) => x.start - y.start);
      // Overlapping terms ('art' and 'article') keep the first.
      let lastEnd = -1;
      for (const m of found) {
        if (m.start < lastEnd) continue;
        matches.push(m);
        lastEnd = m.end;
        if (matches.length >= MAX_MATCHES) return { matches, capped: true };
      }
    }
  }
  return { matches, capped: false };
}
