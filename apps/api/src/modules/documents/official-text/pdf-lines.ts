import { type ColumnLine, findGutter, splitColumns } from './columns';
import type { Line, Page, Raised } from './layout';

/**
 * Reads the text layer of a PDF into lines, with positions and type sizes (pdf.js, legacy build for Node).
 * Runs of small raised type are not left in the text as digits glued to words: footnote calls are set
 * aside with their position ('Article 37' + call 15, where a plain extraction gives 'Article 3715') and
 * ordinal endings are put back in place ('Art. 1er').
 */

interface Span {
  text: string;
  x: number;
  xEnd: number;
  y: number;
  size: number;
}

interface TextItemLike {
  str?: string;
  transform?: number[];
  width?: number;
}

const RAISED_SIZE_RATIO = 0.85;
const RAISED_SHIFT_RATIO = 0.2;
// Gap between two runs, as a share of the type size, from which a space separates them.
const WORD_GAP_RATIO = 0.15;

export async function readPdfPages(
  data: Uint8Array,
  options: { dropRotated?: boolean } = {},
): Promise<Page[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: Page[] = [];
    let gutter: number | null = null;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const spans = (content.items as TextItemLike[]).flatMap((item) =>
        options.dropRotated && isRotated(item) ? [] : (toSpan(item) ?? []),
      );
      const grouped = groupLines(n, spans, viewport.width, gutter);
      gutter = grouped.gutter;
      const lines = grouped.lines;
      pages.push({ number: n, width: viewport.width, height: viewport.height, lines });
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy().catch(() => {});
  }
}

/** Text set at an angle (a running title printed up the margin), not along the lines. */
const isRotated = (item: TextItemLike) =>
  !!item.transform && Math.abs(item.transform[1]) > Math.abs(item.transform[0]);

function toSpan(item: TextItemLike): Span | null {
  if (!item.str || !item.transform) return null;
  const [a, b, c, d, x, y] = item.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b);
  if (size <= 0) return null;
  return { text: item.str, x, xEnd: x + (item.width ?? 0), y, size };
}

/** Vertical extent of a run: from its descenders to its ascenders. */
const bottom = (s: Span) => s.y - 0.2 * s.size;
const top = (s: Span) => s.y + 0.8 * s.size;

/** Spans whose vertical extents overlap for most of the smaller one are on the same line. */
function groupLines(
  page: number,
  spans: Span[],
  pageWidth: number,
  previousGutter: number | null,
): { lines: Line[]; gutter: number | null } {
  const sorted = [...spans].sort((p, q) => q.y - p.y || p.x - q.x);
  const groups: Span[][] = [];
  for (const span of sorted) {
    if (span.text.trim() === '' && groups.length === 0) continue;
    let best: Span[] | null = null;
    let bestOverlap = 0;
    // Only the last few lines can overlap a span met in top-to-bottom order.
    for (let i = groups.length - 1; i >= 0 && i >= groups.length - 3; i--) {
      const overlap = overlapRatio(groups[i], span);
      if (overlap > bestOverlap) {
        best = groups[i];
        bestOverlap = overlap;
      }
    }
    if (best && bestOverlap > 0.5) best.push(span);
    else groups.push([span]);
  }
  // A table's columns may run on at the top of the next page, before anything crosses the gutter.
  const visibleOf = (g: Span[]) => g.filter((s) => s.text.trim() !== '');
  const g0 = previousGutter ?? 0;
  const crossesGutter = (g: Span[]) => visibleOf(g).some((s) => s.x < g0 - 1 && s.xEnd > g0 + 1);
  let lead = 0;
  if (previousGutter !== null) while (lead < groups.length && !crossesGutter(groups[lead])) lead++;
  const leading: ColumnLine<Span>[] = groups.slice(0, lead).flatMap((g) => {
    const left = g.filter((s) => s.xEnd <= g0 + 1);
    const right = g.filter((s) => !left.includes(s));
    return [
      ...(visibleOf(left).length ? [{ spans: left, column: 'left' as const }] : []),
      ...(visibleOf(right).length ? [{ spans: right, column: 'right' as const }] : []),
    ];
  });
  const rest = groups.slice(lead);
  const gutter = findGutter(rest, pageWidth);
  const split = gutter === null ? rest.map((spans) => ({ spans })) : splitColumns(rest, gutter);
  const lines = [...leading, ...split].flatMap(({ spans: group, column }: ColumnLine<Span>) => {
    const line = toLine(page, group);
    return line ? [{ ...line, ...(column ? { column } : {}) }] : [];
  });
  return { lines, gutter: gutter ?? (lead > 0 && lead === groups.length ? previousGutter : null) };
}

function overlapRatio(group: Span[], span: Span): number {
  const lo = Math.min(...group.map(bottom));
  const hi = Math.max(...group.map(top));
  const overlap = Math.min(hi, top(span)) - Math.max(lo, bottom(span));
  const height = Math.min(hi - lo, top(span) - bottom(span));
  return height > 0 ? overlap / height : 0;
}

function toLine(page: number, group: Span[]): Line | null {
  const spans = group.filter((s) => s.text !== '').sort((p, q) => p.x - q.x);
  const main = dominantSpan(spans);
  if (!main) return null;
  const isRaised = (s: Span) =>
    s.text.trim() !== '' &&
    s.size < RAISED_SIZE_RATIO * main.size &&
    s.y - main.y > RAISED_SHIFT_RATIO * main.size;
  let text = '';
  const calls: Raised[] = [];
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    const gap = span.x - previousEnd;
    const needsSpace =
      gap > WORD_GAP_RATIO * Math.min(span.size, main.size) && !/\s$/.test(text) && !/^\s/.test(span.text);
    if (isRaised(span)) {
      const raised = span.text.trim();
      if (/^(\d{1,3}|\*{1,3})$/.test(raised)) {
        if (needsSpace && text !== '') text += ' ';
        calls.push({ text: raised, at: text.length });
      } else {
        text += raised; // ordinal ending ('1er', '2e') or exponent
      }
    } else {
      if (needsSpace && text !== '') text += ' ';
      const piece = span.text.replace(/\s+/g, ' ');
      text += /\s$/.test(text) || text === '' ? piece.trimStart() : piece;
    }
    previousEnd = Math.max(previousEnd, span.xEnd);
  }
  const trimmed = text.trimEnd();
  if (trimmed === '' && calls.length === 0) return null;
  const visible = spans.filter((s) => s.text.trim() !== '');
  return {
    page,
    y: main.y,
    x0: Math.min(...visible.map((s) => s.x)),
    x1: Math.max(...visible.map((s) => s.xEnd)),
    size: main.size,
    text: trimmed,
    calls: calls.map((c) => ({ text: c.text, at: Math.min(c.at, trimmed.length) })),
  };
}

/** The span that sets the line's size and baseline: the size carrying most characters. */
function dominantSpan(spans: Span[]): Span | null {
  const weight = new Map<number, number>();
  for (const s of spans) {
    const key = Math.round(s.size * 10);
    weight.set(key, (weight.get(key) ?? 0) + s.text.trim().length);
  }
  let bestKey = -1;
  let bestWeight = -1;
  for (const [key, w] of weight) {
    if (w > bestWeight) {
      bestKey = key;
      bestWeight = w;
    }
  }
  return spans.find((s) => Math.round(s.size * 10) === bestKey && s.text.trim() !== '') ?? null;
}
