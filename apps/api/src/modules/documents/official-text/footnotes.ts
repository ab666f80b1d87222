import type { Line, Page } from './layout';
import { type JoinLines, joinKeepingHyphens } from './line-join';

/**
 * Footnotes are told apart by layout, not wording: a block of lines in smaller type at the foot of the
 * page whose first line opens with a footnote number (raised, or plain and called from the page).
 */
export interface Footnote {
  page: number;
  /** The number printed in the source ('15'), '' for a note without one. */
  label: string;
  text: string;
  /** What calls name this note when it is not its label (notes made from a side column). */
  key?: string;
}

const FOOTNOTE_SIZE_RATIO = 0.88;
const PLAIN_LABEL_RE = /^(\d{1,3})\s+(?=\S)/;

/** The type size that carries most characters: the size of the body text. */
export function bodyTypeSize(pages: Page[]): number {
  const weight = new Map<number, number>();
  for (const line of pages.flatMap((p) => p.lines)) {
    const key = Math.round(line.size * 10);
    weight.set(key, (weight.get(key) ?? 0) + line.text.length);
  }
  const [best] = [...weight].sort((a, b) => b[1] - a[1]);
  return best ? best[0] / 10 : 0;
}

/** Where a footnote line starts a note: its number, and the text after it. */
function footnoteStart(line: Line, calledOnPage: Set<string>): { label: string; text: string } | null {
  const raised = line.calls.find((c) => c.at === 0);
  if (raised) return { label: raised.text, text: line.text };
  const plain = PLAIN_LABEL_RE.exec(line.text);
  if (plain && calledOnPage.has(plain[1])) return { label: plain[1], text: line.text.slice(plain[0].length) };
  return null;
}

/** Splits each page into body lines and footnotes; a footnote may run on from the previous page. */
export function separateFootnotes(
  pages: Page[],
  bodySize: number,
  join: JoinLines = joinKeepingHyphens,
): { pages: Page[]; footnotes: Footnote[] } {
  const footnotes: Footnote[] = [];
  const out = pages.map((page) => {
    let first = page.lines.length;
    while (first > 0 && page.lines[first - 1].size < FOOTNOTE_SIZE_RATIO * bodySize) first--;
    const zone = page.lines.slice(first);
    const body = page.lines.slice(0, first);
    const called = new Set(body.flatMap((l) => l.calls.map((c) => c.text)));
    const starts = zone.map((line) => footnoteStart(line, called));
    const previous = footnotes.at(-1);
    const continues = previous !== undefined && previous.page === page.number - 1;
    if (zone.length === 0 || (starts[0] === null && !continues) || starts.every((s) => s === null))
      return page;
    let current: Footnote | undefined = starts[0] === null ? previous : undefined;
    zone.forEach((line, i) => {
      const start = starts[i];
      if (start) {
        current = { page: page.number, label: start.label, text: start.text };
        footnotes.push(current);
      } else if (current) {
        current.text = join(current.text, line.text);
      }
    });
    return { ...page, lines: body };
  });
  return { pages: out, footnotes: resolveIdem(footnotes) };
}

/** 'Idem' repeats the note before it; standing alone under another article it would say nothing. */
function resolveIdem(footnotes: Footnote[]): Footnote[] {
  let previous = '';
  return footnotes.map((note) => {
    const isIdem = /^idem\.?$/i.test(note.text.trim());
    const text = isIdem && previous ? previous : note.text.trim();
    previous = text;
    return { ...note, text };
  });
}
