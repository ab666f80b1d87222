import { parseNote } from '@lexfaso/contracts';
import { checkNumbering, type Gap } from './article-numbering';

/**
 * Reads a text as a proofreader would, for extraction debris: words no French word list knows (split,
 * glued or broken words), article numbers used twice or skipped, page numbers, running headers and
 * footnote calls left in the body.
 */
export interface CleanlinessInput {
  key: string;
  content: string;
  preambule: string | null;
  numberingGaps: readonly Gap[];
  /** Labels of the text's articles in order, as the structure parser gives them ('Article 12'). */
  articleLabels: readonly string[];
}

export interface CleanlinessReport {
  key: string;
  words: number;
  /** Words of neither the word list nor an allowed form, with their count. */
  unknown: Map<string, number>;
  duplicates: string[];
  /** Gaps in the numbering that the text does not declare. */
  gaps: Gap[];
  debris: string[];
}

export interface WordChecker {
  isWord(folded: string): boolean;
}

/** Lower case without accents: the word list and the capitals of headings ('GENERALES') meet there. */
export const foldWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’]/g, "'");

// Inflections a word list may lack: 'résultent' (résulte), 'périe' (péri), 'meublants' (meublant).
const ENDINGS = ['s', 'es', 'e', 'nt', 'ent', 'x'];

/** A checker over a French word list (folded), lenient with the inflections such lists often miss. */
export function wordCheckerFrom(list: Iterable<string>, extra: Iterable<string> = []): WordChecker {
  const known = new Set<string>();
  for (const word of list) known.add(foldWord(word));
  for (const word of extra) known.add(foldWord(word));
  return {
    isWord: (folded) =>
      known.has(folded) ||
      ENDINGS.some((end) => folded.endsWith(end) && known.has(folded.slice(0, -end.length))),
  };
}

const WORD_RE = /\p{L}+(?:['’-]\p{L}+)*/gu;
const ROMAN_RE = /^[IVXLCDM]+$/i;
// Endings of ordinals and numbers ('1er', '2e', '3ème', 'n°'), and Latin of the law.
const ALLOWED = new Set(
  'er ere eme bis ter quater quinquies sexies septies octies nonies decies alinea alineas supra infra idem ibidem intuitu personae qualite'.split(
    ' ',
  ),
);

function canSplitInTwo(folded: string, words: WordChecker): boolean {
  for (let i = 2; i <= folded.length - 2; i++)
    if (words.isWord(folded.slice(0, i)) && words.isWord(folded.slice(i))) return true;
  return false;
}

const ELISION_RE = /^(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)['’]/i;

function isKnown(token: string, words: WordChecker, previous = ''): boolean {
  if (token.length <= 2 || ROMAN_RE.test(token)) return true;
  const elided = ELISION_RE.exec(token);
  if (elided) return isKnown(token.slice(elided[0].length), words);
  const folded = foldWord(token);
  if (ALLOWED.has(folded) || words.isWord(folded)) return true;
  // Compounds and elisions: every part known ('sous-traitant', "l'employeur", "quelqu'un").
  const parts = folded.split(/['-]/).filter(Boolean);
  if (parts.length > 1 && parts.every((p) => p.length <= 2 || ALLOWED.has(p) || words.isWord(p))) return true;
  // Names and acronyms: 'Ouagadougou', 'OHADA', 'Blaise COMPAORE'. Other long words in capitals are
  // checked like any other.
  const capitalised = /^\p{Lu}/u.test(token);
  const allCaps = !/\p{Ll}/u.test(token);
  if (!capitalised) return false;
  if (!allCaps) return true;
  // A word in capitals that falls into two known words ('DUTRAITE', 'ESTSANS') is glued; others are
  // names and acronyms ('COMPAORE', 'CAMEROUN', 'SYSCOHADA').
  return !canSplitInTwo(folded, words) || /^\p{Lu}\p{Ll}+$/u.test(previous);
}

function unknownWords(text: string, words: WordChecker): { words: number; unknown: Map<string, number> } {
  const unknown = new Map<string, number>();
  let count = 0;
  let previous = '';
  for (const match of text.matchAll(WORD_RE)) {
    const token = match[0];
    count++;
    // 'art.', 'al.', 'c. pers. fam.': abbreviations end with a full stop.
    const abbreviation = token.length <= 5 && text[match.index + token.length] === '.';
    if (!abbreviation && !isKnown(token, words, previous)) unknown.set(token, (unknown.get(token) ?? 0) + 1);
    previous = token;
  }
  return { words: count, unknown };
}

const PAGE_NUMBER_RE = /^(?:[-–—]\s*)?(?:page\s+)?\d{1,4}(?:\s*\/\s*\d{1,4})?(?:\s*[-–—])?$/i;
// A footnote number glued to a word ('démocratiques1', 'dignité2,') or printed as a superscript digit.
const GLUED_CALL_RE = /\p{Ll}{3,}\d{1,3}(?=[\s.,;:)]|$)|[¹²³⁴⁵⁶⁷⁸⁹⁰]/u;
// Line-end hyphenation left in place: 'pou- voir'.
const BROKEN_HYPHEN_RE = /\p{Ll}{2,}- \p{Ll}{2,}/u;

// Headings recur legitimately ('Section 1 Dispositions générales' in many chapters).
const HEADING_START_RE =
  /^(?:Articles?|Art\.|LIVRE|Livre|PARTIE|Partie|TITRE|Titre|CHAPITRE|Chapitre|SECTION|Section|Sous-section|Paragraphe|PARAGRAPHE)\b/;

/** Page numbers, running headers, footnote calls and broken hyphenation inside the text. */
function findDebris(content: string): string[] {
  const debris: string[] = [];
  const paragraphs = content.split(/\n{2,}/).filter((p) => !parseNote(p));
  const repeated = new Map<string, number>();
  for (const paragraph of paragraphs) {
    for (const line of paragraph.split('\n')) {
      if (PAGE_NUMBER_RE.test(line.trim())) debris.push(`page number: "${line.trim()}"`);
    }
    const glued = GLUED_CALL_RE.exec(paragraph);
    if (glued)
      debris.push(`footnote call: "…${paragraph.slice(Math.max(0, glued.index - 30), glued.index + 8)}…"`);
    const hyphen = BROKEN_HYPHEN_RE.exec(paragraph);
    if (hyphen) debris.push(`line-end hyphen: "${hyphen[0]}"`);
    if (paragraph.length >= 12 && paragraph.length <= 120 && !HEADING_START_RE.test(paragraph))
      repeated.set(paragraph, (repeated.get(paragraph) ?? 0) + 1);
  }
  // Every 'à' (or 'ç', 'ô') lost at once: an encoding accident the word list cannot see ('conna tre').
  const words = content.split(/\s+/).length;
  if (words > 800 && !/(?:^|\s)à\s/.test(content))
    debris.push(`no standalone a-grave preposition in ${words} words`);
  // A running header comes back on every page; the law repeats whole short paragraphs far less.
  for (const [paragraph, n] of repeated)
    if (n >= 4 && /\p{L}{4}/u.test(paragraph)) debris.push(`repeated ${n} times: "${paragraph}"`);
  return debris;
}

export function checkCleanliness(input: CleanlinessInput, words: WordChecker): CleanlinessReport {
  const text = `${input.preambule ?? ''}\n\n${input.content}`;
  const { words: count, unknown } = unknownWords(text, words);
  const numbering = checkNumbering(input.articleLabels);
  const declared = new Set(input.numberingGaps.map((g) => `${g.after}→${g.next}`));
  return {
    key: input.key,
    words: count,
    unknown,
    duplicates: numbering.duplicates,
    gaps: numbering.gaps.filter((g) => !declared.has(`${g.after}→${g.next}`)),
    debris: findDebris(input.content),
  };
}

/** Unknown words allowed per 10,000 words: names the word list lacks, rare legal terms. */
const UNKNOWN_WORDS_PER_10K = 20;

/** What is wrong with a text, worst unknown words first; empty when it reads cleanly. */
export function cleanlinessProblems(
  report: CleanlinessReport,
  perTenThousand = UNKNOWN_WORDS_PER_10K,
): string[] {
  const problems: string[] = [];
  const unknownCount = [...report.unknown.values()].reduce((a, b) => a + b, 0);
  const allowed = Math.max(3, (report.words * perTenThousand) / 10_000);
  if (unknownCount > allowed) {
    const worst = [...report.unknown]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([w, n]) => `${w}×${n}`);
    problems.push(`${unknownCount} unknown words (allowed ${Math.floor(allowed)}): ${worst.join(', ')}`);
  }
  if (report.duplicates.length)
    problems.push(`articles numbered twice: ${report.duplicates.slice(0, 10).join(', ')}`);
  if (report.gaps.length)
    problems.push(
      `gaps in the numbering: ${report.gaps
        .slice(0, 10)
        .map((g) => `${g.after} → ${g.next}`)
        .join(', ')}`,
    );
  if (report.debris.length) problems.push(`debris: ${report.debris.slice(0, 8).join('; ')}`);
  return problems;
}
