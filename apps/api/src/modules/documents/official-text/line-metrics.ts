import type { Line, Page } from './layout';

/** What a line is measured against: the text block's margins on its page and the usual line spacing. */
export interface LineMetrics {
  bodySize: number;
  /** Usual distance between two baselines of body text. */
  pitch: number;
  /** Width of an average character of body text. */
  charWidth: number;
  /** Whether full lines reach the right margin (justified text): then any shorter line ends a paragraph. */
  justified: boolean;
  left(line: Line): number;
  right(line: Line): number;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function mode(values: number[]): number | undefined {
  const count = new Map<number, number>();
  for (const v of values) count.set(v, (count.get(v) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
}

function percentile(values: number[], share: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

const median = (values: number[]) => percentile(values, 0.5);

export function measureLines(pages: Page[], bodySize: number): LineMetrics {
  const isBody = (l: Line) => Math.abs(l.size - bodySize) < 0.5;
  const gaps: number[] = [];
  const widths: number[] = [];
  for (const page of pages) {
    page.lines.forEach((line, i) => {
      const next = page.lines[i + 1];
      if (next && isBody(line) && isBody(next) && !line.column && !next.column)
        gaps.push(roundTo(line.y - next.y, 0.5));
      if (isBody(line) && line.text.length >= 40) widths.push((line.x1 - line.x0) / line.text.length);
    });
  }
  const pitch = mode(gaps.filter((g) => g > 0)) ?? bodySize * 1.2;
  const charWidth = median(widths) ?? bodySize * 0.5;

  // Margins per page and per column: the left edge most lines start at, the right edge long lines reach.
  const margins = new Map<string, { left: number; right: number }>();
  const docLeft: number[] = [];
  const docRight: number[] = [];
  for (const page of pages) {
    for (const column of ['', 'left', 'right'] as const) {
      const lines = page.lines.filter((l) => (l.column ?? '') === column && isBody(l));
      if (lines.length === 0) continue;
      const left = mode(lines.map((l) => roundTo(l.x0, 1))) ?? 0;
      const right = percentile(
        lines.map((l) => l.x1),
        0.9,
      )!;
      margins.set(`${page.number}:${column}`, { left, right });
      if (column === '' && lines.length >= 10) {
        docLeft.push(left);
        docRight.push(right);
      }
    }
  }
  const fallback = { left: median(docLeft) ?? 0, right: median(docRight) ?? 0 };
  const marginsOf = (line: Line) => {
    const own = margins.get(`${line.page}:${line.column ?? ''}`);
    if (!line.column && (!own || (pages.find((p) => p.number === line.page)?.lines.length ?? 0) < 10))
      return fallback.right ? fallback : (own ?? fallback);
    return own ?? fallback;
  };
  // Justified text: most long lines end on the right margin, to a point.
  const longLines = pages.flatMap((p) => p.lines).filter((l) => isBody(l) && l.text.length >= 40);
  const flush = longLines.filter((l) => Math.abs(marginsOf(l).right - l.x1) < 1.5).length;
  return {
    bodySize,
    pitch,
    charWidth,
    justified: longLines.length > 0 && flush / longLines.length > 0.6,
    left: (line) => marginsOf(line).left,
    right: (line) => marginsOf(line).right,
  };
}
