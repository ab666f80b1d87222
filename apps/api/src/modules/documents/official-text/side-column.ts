import type { Footnote } from './footnotes';
import type { Line, Page } from './layout';
import type { LineMetrics } from './line-metrics';
import { buildParagraphs, joinLines } from './paragraphs';

/**
 * The right column of a side-by-side table made into notes: each article of that column becomes a note
 * of the line beside it in the left column (or, when the column runs on to a new page, of the last
 * line before it), so its numbers never mix with the text's own.
 */
export function sideColumnToNotes(
  pages: Page[],
  metrics: LineMetrics,
  prefix: string,
): { pages: Page[]; notes: Footnote[] } {
  const notes: Footnote[] = [];
  let lastLine: Line | null = null;
  const out = pages.map((page) => {
    const right = page.lines.filter((l) => l.column === 'right');
    const lines = page.lines.filter((l) => l.column !== 'right').map((l) => ({ ...l, calls: [...l.calls] }));
    let current: Footnote | null = null;
    for (const paragraph of buildParagraphs(right, metrics)) {
      if (current && paragraph.kind !== 'article') {
        current.text = joinLines(current.text, paragraph.text);
        continue;
      }
      const firstLine = right.find((l) => paragraph.text.startsWith(l.text))!;
      const beside = lines.filter((l) => l.y >= firstLine.y - 1).at(-1) ?? lastLine;
      const key = `side-${page.number}-${notes.length}`;
      current = { page: page.number, label: '', key, text: `${prefix}${paragraph.text}` };
      notes.push(current);
      beside?.calls.push({ text: key, at: beside.text.length });
    }
    lastLine = lines.at(-1) ?? lastLine;
    return { ...page, lines };
  });
  return { pages: out, notes };
}
