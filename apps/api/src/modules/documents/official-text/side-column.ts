import type { Footnote } from './footnotes';
import type { Line, Page } from './layout';
import type { JoinLines } from './line-join';
import type { LineMetrics } from './line-metrics';
import { buildParagraphs } from './paragraphs';

/**
 * The right column of a side-by-side table made into notes: each article of that column becomes a note
 * of the line beside it in the left column (or, when the column runs on to a new page, of the last
 * line before it), so its numbers never mix with the text's own.
 */
const isTitle = (text: string) => text.length < 60 && !/[.;:,]$/.test(text);

export function sideColumnToNotes(
  pages: Page[],
  metrics: LineMetrics,
  prefix: string,
  join: JoinLines,
): { pages: Page[]; notes: Footnote[] } {
  const notes: Footnote[] = [];
  let lastLine: Line | null = null;
  let current: Footnote | null = null;
  let currentBeside: Line | null = null;
  // A title of the other text's divisions ('Des hypothèques légales') opens the next note.
  let heading = '';
  const out = pages.map((page) => {
    const right = page.lines.filter((l) => l.column === 'right');
    const lines = page.lines.filter((l) => l.column !== 'right').map((l) => ({ ...l, calls: [...l.calls] }));
    for (const paragraph of buildParagraphs(right, metrics, join)) {
      if (paragraph.kind !== 'article' && isTitle(paragraph.text)) {
        heading = `${heading}${paragraph.text} – `;
        continue;
      }
      // A footnote called inside the column belongs to the article the column is beside.
      const carryCalls = (line: Line | null) =>
        line?.calls.push(...paragraph.calls.map((c) => ({ text: c.label, at: line.text.length })));
      if (current && paragraph.kind !== 'article' && !heading) {
        current.text = join(current.text, paragraph.text);
        carryCalls(currentBeside);
        continue;
      }
      const firstLine = right.find((l) => paragraph.text.startsWith(l.text))!;
      const beside = lines.filter((l) => l.y >= firstLine.y - 1).at(-1) ?? lastLine;
      const key = `side-${page.number}-${notes.length}`;
      current = { page: page.number, label: '', key, text: `${prefix}${heading}${paragraph.text}` };
      heading = '';
      notes.push(current);
      beside?.calls.push({ text: key, at: beside.text.length });
      carryCalls(beside);
      currentBeside = beside;
    }
    lastLine = lines.at(-1) ?? lastLine;
    return { ...page, lines };
  });
  return { pages: out, notes };
}
