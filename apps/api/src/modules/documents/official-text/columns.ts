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

/** Whether the line leaves x empty with text on both sides of it. */
function straddles(group: PositionedSpan[], x: number): boolean {
  const spans = visible(group).sort((p, q) => p.x - q.x);
  for (let i = 1; i < spans.length; i++) {
    const left = spans[i - 1];
    const right = spans[i];
    if (left.xEnd <= x && right.x >= x && right.x - left.xEnd >= MIN_GUTTER_RATIO * right.size) return true;
  }
  return false;
}

const crosses = (group: PositionedSpan[], x: number) => visible(group).some((s) => s.x < x && s.xEnd > x);

/** The x of the gutter most lines straddle in the middle of the page, or null when fewer than four do. */
export function findGutter(groups: PositionedSpan[][], pageWidth: number): number | null {
  let best: number | null = null;
  let bestSupport = MIN_SUPPORTING_LINES - 1;
  for (let x = Math.round(pageWidth * 0.3); x <= pageWidth * 0.7; x += 2) {
    const support = groups.filter((g) => straddles(g, x)).length;
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
  const out: ColumnLine<S>[] = [];
  let run: S[][] = [];
  const flush = () => {
    const isRegion = run.some((g) => straddles(g, gutter) || visible(g).every((s) => s.x >= gutter));
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
