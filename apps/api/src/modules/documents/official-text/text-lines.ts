import type { Line, Page } from './layout';

/**
 * A plain-text extraction (pdftotext's output, pages split by form feeds) turned into the same lines as
 * a PDF gives, with a geometry made up from the text: one unit per character and per line, two for a
 * blank line. The layout rules then work as on a PDF, except those that need type sizes (footnotes).
 */
export function textToPages(text: string): Page[] {
  const pageTexts = text.replace(/\r\n?/g, '\n').split('\f');
  const width = Math.max(1, ...text.split(/\n|\f/).map((l) => l.trimEnd().length));
  return pageTexts.map((pageText, i) => {
    const lines: Line[] = [];
    let y = 10_000;
    for (const raw of pageText.split('\n')) {
      const content = raw.replace(/\s+$/, '');
      if (content.trim() === '') {
        y -= 1;
        continue;
      }
      const indent = content.length - content.trimStart().length;
      lines.push({
        page: i + 1,
        y,
        x0: indent,
        x1: content.length,
        size: 1,
        text: content.trim().replace(/\s+/g, ' '),
        calls: [],
      });
      y -= 1;
    }
    return { number: i + 1, width, height: 10_000, lines };
  });
}
