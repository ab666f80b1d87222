import { isDivisionHead, matchArticleHead } from './headings';
import type { Line } from './layout';
import { type JoinLines, joinKeepingHyphens } from './line-join';
import type { LineMetrics } from './line-metrics';

/**
 * Lines back into the paragraphs of the original: a paragraph ends where the layout says so (a wider
 * gap, a short last line, a first-line indent, the next item of a list) and never at a mere line
 * or page end. Headings start their own paragraph.
 */
export interface FootnoteCall {
  label: string;
  page: number;
}

export interface Paragraph {
  kind: 'article' | 'division' | 'text';
  text: string;
  calls: FootnoteCall[];
  page: number;
}

const LIST_ITEM_RE = /^(?:[-–—•▪]\s?|\d{1,3}°|\d{1,3}[.)/]\s|[a-z][).]\s|[IVX]+[.)]\s)/u;
const CLOSED_RE = /[.;:!?»"”]$/;
const GAP_RATIO = 1.5;
const INDENT_RATIO = 0.3;
// A division title over several lines is read on as long as the lines follow closely.
const HEADING_GAP_RATIO = 2.6;

function kindOf(text: string): Paragraph['kind'] {
  if (matchArticleHead(text)) return 'article';
  if (isDivisionHead(text)) return 'division';
  return 'text';
}

const firstWord = (text: string) => /^\S+/.exec(text)?.[0] ?? '';

/** Whether the next line's first word would have fitted at the end of this one: then the line ended by choice. */
function endsShort(a: Line, b: Line, m: LineMetrics): boolean {
  const room = m.right(a) - a.x1;
  const charWidth = m.charWidth * (a.size / m.bodySize);
  // In justified text a full line reaches the margin: a closed line that stops short ends its paragraph.
  if (m.justified && CLOSED_RE.test(a.text) && room > 2 * charWidth) return true;
  return room > (firstWord(b.text).length + 1.5) * charWidth;
}

const hasLowerCase = (text: string) => /\p{Ll}/u.test(text);

function startsNewParagraph(a: Line, b: Line, m: LineMetrics): boolean {
  if (LIST_ITEM_RE.test(b.text) && CLOSED_RE.test(a.text)) return true;
  const sameBlock = a.page === b.page && a.y - b.y <= GAP_RATIO * m.pitch * Math.max(1, a.size / m.bodySize);
  // A sentence that goes on: an open line followed by a lower-case start ('portant nomination' /
  // 'du Premier Ministre ;'), or a title in capitals over two lines.
  if (
    !CLOSED_RE.test(a.text) &&
    (/^\p{Ll}/u.test(b.text) || (sameBlock && !hasLowerCase(a.text) && !hasLowerCase(b.text)))
  )
    return false;
  if (endsShort(a, b, m)) return true;
  // A title in capitals at the foot of a page does not run on into the next page.
  if (a.page !== b.page) return !hasLowerCase(a.text) || !hasLowerCase(b.text);
  const gap = a.y - b.y;
  if (gap <= 0 || gap > GAP_RATIO * m.pitch * Math.max(1, a.size / m.bodySize)) return true;
  const indent = INDENT_RATIO * m.bodySize;
  // A first-line indent opens a paragraph, even after another first line ('Art. 504. …' / 'Le tribunal…').
  const indented = b.x0 - m.left(b) > indent && b.x0 - a.x0 > -indent;
  const outdented = a.x0 - b.x0 > indent;
  return (indented || outdented) && CLOSED_RE.test(a.text);
}

/** A division title runs on: 'TITRE I :' / 'DES DROITS ET DEVOIRS FONDAMENTAUX'. */
function continuesHeading(heading: string, a: Line, b: Line, m: LineMetrics): boolean {
  if (a.page !== b.page || a.y - b.y > HEADING_GAP_RATIO * m.pitch) return false;
  const titleMissing = /^\S+\s+\S+(?:\s+(?:bis|ter|quater))?\s*[:.\-–—]?$/.test(heading);
  const noLowerCase = !/\p{Ll}/u.test(b.text.replace(/\b(?:er|re|e|ème)\b/gu, ''));
  return titleMissing || (noLowerCase && !/\p{Ll}/u.test(heading.replace(/\b(?:er|re|e|ème)\b/gu, '')));
}

export function buildParagraphs(
  lines: Line[],
  m: LineMetrics,
  join: JoinLines = joinKeepingHyphens,
): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  let previous: Line | null = null;
  for (const line of lines) {
    const kind = kindOf(line.text);
    const calls = line.calls.map((c) => ({ label: c.text, page: line.page }));
    const joins =
      current !== null &&
      previous !== null &&
      (current.kind === 'division'
        ? kind === 'text' && continuesHeading(current.text, previous, line, m)
        : kind === 'text' && !startsNewParagraph(previous, line, m));
    if (joins && current) {
      current.text = join(current.text, line.text);
      current.calls.push(...calls);
    } else {
      current = { kind, text: line.text, calls, page: line.page };
      paragraphs.push(current);
    }
    previous = line;
  }
  return paragraphs;
}
