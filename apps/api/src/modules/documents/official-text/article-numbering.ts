/**
 * Article numbering of a text, as the structure parser labels it ('Article 12', 'Article 13.1',
 * 'Article 100-1', 'Article 5 bis', 'Articles 7 à 515'): numbers used twice, and numbers skipped
 * where the source does not skip them.
 */
interface ArticleNumber {
  label: string;
  /** 13.1 → [13, 1]; 100-1 → [100, 1]. */
  parts: number[];
  suffix?: string;
  /** Last number of a range ('Articles 7 à 515'). */
  last?: number[];
}

export interface Gap {
  after: string;
  next: string;
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

function romanValue(roman: string): number {
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const v = ROMAN[roman[i]];
    total += v < (ROMAN[roman[i + 1]] ?? 0) ? -v : v;
  }
  return total;
}

const numberParts = (n: string) => n.split(/[.-]/).map(Number);

function parseArticleLabel(label: string): ArticleNumber | null {
  // 'Article 297 (ord. 91-51)': an article of another text inserted in this one, outside its numbering.
  if (/\(ord\./.test(label)) return null;
  const range = /^Articles (\d+(?:[.-]\d+)*) (?:à|et) (\d+(?:[.-]\d+)*)$/.exec(label);
  if (range) return { label, parts: numberParts(range[1]), last: numberParts(range[2]) };
  const m =
    /^Article (premier|première|1er|1re|unique|\d+(?:[.-]\d+)*|[IVXLC]+)(?: ([a-z]+))?(?: \(.*\))?$/.exec(
      label,
    );
  if (!m) return null; // 'Article L. 123-4': a code's own numbering, not checked here
  const [, n, suffix] = m;
  const parts = /^\d+(?:[.-]\d+)*$/.test(n) ? numberParts(n) : /^[IVXLC]+$/.test(n) ? [romanValue(n)] : [1];
  return { label, parts, ...(suffix ? { suffix } : {}) };
}

const key = (n: ArticleNumber) => `${n.parts.join('.')}${n.suffix ? ` ${n.suffix}` : ''}`;
const formatNumber = (parts: number[]) => parts.join('.');

/** Whether `next` may follow `previous` with nothing skipped between them. */
function follows(previous: ArticleNumber, next: ArticleNumber, hyphenated: boolean): boolean {
  const last = previous.last ?? previous.parts;
  const [a, b] = next.parts;
  if (next.suffix) return a === last[0];
  if (next.parts.length === 1) return a === last[0] + 1;
  if (a === last[0]) return b === (last.length > 1 ? last[1] + 1 : 1);
  // A code numbered by book and rank (100-1 … 100-9, 210-1): a new group starts at 1.
  return hyphenated && b === 1 && a > last[0];
}

export function checkNumbering(labels: readonly string[]): { duplicates: string[]; gaps: Gap[] } {
  const numbers = labels.map(parseArticleLabel).filter((n): n is ArticleNumber => n !== null);
  const hyphenated = numbers.filter((n) => n.parts.length > 1).length > numbers.length / 2;
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const gaps: Gap[] = [];
  numbers.forEach((n, i) => {
    if (!n.last) {
      if (seen.has(key(n))) duplicates.push(n.label);
      seen.add(key(n));
    }
    const previous = numbers[i - 1];
    if (previous && !follows(previous, n, hyphenated))
      gaps.push({ after: formatNumber(previous.last ?? previous.parts), next: formatNumber(n.parts) });
  });
  return { duplicates, gaps };
}
