/**
 * Side-by-side tables inside a one-column page (the Code civil edition prints some of its articles
 * beside the OHADA articles that replaced them): a vertical gutter that several lines leave empty
 * while having text on both sides. Lines in such a region are cut in two at the gutter.
 */
export interface PositionedSpan {
  text: string;
  x: number;
  xEnd: number;
  size: number;
}

const MIN_SUPPORTING_LINES = 4;
const MIN_GUTTER_RATIO = 0.8; // of the type size

const visible = <S extends PositionedSpan>(group: S[]) => group.filter((s) => s.text.trim() !== '');

/**
 * Whether the line leaves x empty with text on both sides of it, the right side starting where a
 * column starts (a left edge shared by several lines): a wide space of justified text does not count.
 */
function straddles(group: PositionedSpan[], x: number, columnStarts: Set<number>): boolean {
  const spans = visible(group).sort((p, q) => p.x - q.x);
  for (let i = 1; i < spans.length; i++) {
    const left = spans[i - 1];
    const right = spans[i];
    if (left.xEnd <= x && right.x >= x && right.x - left.xEnd >= MIN_GUTTER_RATIO * right.size)
      return columnStarts.has(Math.round(right.x));
  }
  return false;
}

/** Left edges where at least three text segments (a line, or the part after a wide gap) start. */
function findColumnStarts(groups: PositionedSpan[][]): Set<number> {
  const count = new Map<number, number>();
  for (const group of groups) {
    const spans = visible(group).sort((p, q) => p.x - q.x);
    spans.forEach((span, i) => {
      const previous = spans[i - 1];
      if (previous && span.x - previous.xEnd < MIN_GUTTER_RATIO * span.size) return;
      for (const x of [Math.round(span.x) - 1, Math.round(span.x), Math.round(span.x) + 1])
        count.set(x, (count.get(x) ?? 0) + 1);
    });
  }
  return new Set([...count].filter(([, n]) => n >= 3).map(([x]) => x));
}

const crosses = (group: PositionedSpan[], x: number) => visible(group).some((s) => s.x < x && s.xEnd > x);

/** The x of the gutter most lines straddle in the middle of the page, or null when fewer than four do. */
export function findGutter(groups: PositionedSpan[][], pageWidth: number): number | null {
  const columnStarts = findColumnStarts(groups);
  let best: number | null = null;
  let bestSupport = MIN_SUPPORTING_LINES - 1;
  for (let x = Math.round(pageWidth * 0.3); x <= pageWidth * 0.7; x += 2) {
    const support = groups.filter((g) => straddles(g, x, columnStarts)).length;
    if (support > bestSupport) {
      best = x;
      bestSupport = support;
    }
  }
  return best;
}

export interface ColumnLine<S> {
  spans: S[];
  column?: 'left' | 'right';
}

/**
 * Runs of lines that do not cross the gutter and include a line that straddles it form a region;
 * their spans are split into a left and a right line. Other lines are kept whole.
 */
export function splitColumns<S extends PositionedSpan>(groups: S[][], gutter: number): ColumnLine<S>[] {
  const columnStarts = findColumnStarts(groups);
  const out: ColumnLine<S>[] = [];
  let run: S[][] = [];
  const flush = () => {
    const isRegion = run.some(
      (g) => straddles(g, gutter, columnStarts) || visible(g).every((s) => s.x >= gutter),
    );
    for (const g of run) {
      if (!isRegion) {
        out.push({ spans: g });
        continue;
      }
      const left = g.filter((s) => s.xEnd <= gutter || (s.text.trim() === '' && s.x < gutter));
      const right = g.filter((s) => !left.includes(s));
      if (visible(left).length) out.push({ spans: left, column: 'left' });
      if (visible(right).length) out.push({ spans: right, column: 'right' });
    }
    run = [];
  };
  for (const g of groups) {
    if (crosses(g, gutter)) {
      flush();
      out.push({ spans: g });
    } else {
      run.push(g);
    }
  }
  flush();
  return out;
}
