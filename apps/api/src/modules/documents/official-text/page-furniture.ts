import { isDivisionHead, matchArticleHead } from './headings';
import type { Line, Page } from './layout';

/**
 * Page numbers and running headers or footers: lines at the top or bottom of a page that are a page
 * number, or whose wording (digits aside) comes back at the same place on many pages.
 */
const EDGE_LINES = 2;
const PAGE_NUMBER_RE = /^[-–—\s]*(?:page\s*)?\d{1,4}(?:\s*(?:\/|sur)\s*\d{1,4})?[-–—\s.]*$/i;

const edgeKey = (line: Line) => line.text.replace(/\d+/g, '#').toLowerCase().replace(/\s+/g, ' ').trim();

function edges(page: Page): Line[] {
  const { lines } = page;
  if (lines.length <= EDGE_LINES * 2) return lines;
  return [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
}

/** The wordings that recur at the edge of at least 30 % of the pages (and two of them). */
function runningWordings(pages: Page[]): Set<string> {
  const count = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(edges(page).map(edgeKey))) count.set(key, (count.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(pages.length * 0.3));
  // Only wordings with letters: a bare '[...]' (an omitted passage) may well recur at a page's edge.
  return new Set([...count].filter(([key, n]) => n >= threshold && /\p{L}/u.test(key)).map(([key]) => key));
}

/**
 * A page number stands apart from the text: further away than a line, in another type size, or away
 * from the left margin (centred or flush right). A bare '56.' just under a line is the end of a sentence.
 */
function standsApart(line: Line, page: Page): boolean {
  const i = page.lines.indexOf(line);
  const neighbours = [page.lines[i - 1], page.lines[i + 1]].filter((l): l is Line => l !== undefined);
  return neighbours.every(
    (n) =>
      Math.abs(n.y - line.y) > 1.3 * Math.max(n.size, line.size) ||
      line.size < 0.9 * n.size ||
      line.x0 - n.x0 > 3 * n.size,
  );
}

function isPageFurniture(line: Line, page: Page, running: Set<string>): boolean {
  if (!edges(page).includes(line)) return false;
  // 'Article 12' opens many pages: a heading is never a running header, even when only its number changes.
  if (matchArticleHead(line.text) || isDivisionHead(line.text)) return false;
  if (running.has(edgeKey(line))) return true;
  return PAGE_NUMBER_RE.test(line.text) && standsApart(line, page);
}

/** The pages without their page numbers, running headers and running footers. */
export function removePageFurniture(pages: Page[]): Page[] {
  const running = runningWordings(pages);
  return pages.map((page) => ({
    ...page,
    lines: page.lines.filter((line) => !isPageFurniture(line, page, running)),
  }));
}
