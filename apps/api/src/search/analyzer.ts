import { foldText } from './fold';
import { stemFolded } from './stem';
import { isStopWord } from './stopwords';

/** Longer tokens are cut (URLs, base64 junk) so the index and the queries stay bounded. */
export const MAX_TOKEN_LENGTH = 60;

// French elisions: l'article, d'un, qu'il, jusqu'à... (applied after folding, so ASCII only).
// \b keeps 'aujourd'hui' intact ('d' is inside a word there).
const ELISION_RE = /\b(?:qu|jusqu|lorsqu|puisqu|quoiqu|presqu|[cdjlmnst])'/g;
// Letters and digits are separate tokens, so 'L1234-5' and 'L. 1234-5' both give 'l 1234 5',
// and 'n°2024-015' gives 'n 2024 15'.
const RAW_TOKEN_RE = /[a-z]+|[0-9]+/g;

/** Folds and splits into raw (unstemmed, stop words kept) tokens. */
export function rawTokens(text: string): string[] {
  const folded = foldText(text).replace(ELISION_RE, ' ');
  return folded.match(RAW_TOKEN_RE) ?? [];
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Numbers lose leading zeros ('015' == '15'); everything is capped at MAX_TOKEN_LENGTH. */
function clip(raw: string): string {
  let t = raw;
  if (isDigit(t.charCodeAt(0))) {
    t = t.replace(/^0+(?=\d)/, '');
  }
  return t.length > MAX_TOKEN_LENGTH ? t.slice(0, MAX_TOKEN_LENGTH) : t;
}

/** One raw token to its index form, or null for a stop word. */
export function analyzeRawToken(raw: string): string | null {
  const t = clip(raw);
  if (isDigit(t.charCodeAt(0))) return t;
  if (isStopWord(t)) return null;
  return stemFolded(t);
}

/**
 * The analysed tokens of a text. Order: fold (case, accents, ligatures) -> elisions ->
 * split -> stop words -> Snowball stem. Folding comes BEFORE stemming so that 'décret',
 * 'Décrets' and 'decret' always give the same token: stemming the accented word first would
 * make accent-free queries diverge ('responsabilité' -> 'respons' but 'responsabilite' ->
 * 'responsabilit').
 */
export function analyzeTokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of rawTokens(text)) {
    const token = analyzeRawToken(raw);
    if (token !== null) out.push(token);
  }
  return out;
}

/** What goes into FTS5 / to_tsvector('simple', …): analysed tokens joined by single spaces. */
export function analyzeForIndex(text: string): string {
  return analyzeTokens(text).join(' ');
}

// Endings appended to a prefix to guess how much of it the stemmer could eat in a full word:
// 'licenciem' + 'ent' = 'licenciement' -> 'licenci'.
const PREFIX_COMPLETIONS = [
  '',
  'e',
  's',
  'es',
  'x',
  'er',
  'ee',
  'ent',
  'ement',
  'ements',
  'ation',
  'ations',
  'ite',
];
/** Prefixes shorter than this are not searchable as prefixes (they would match half the index). */
const MIN_PREFIX_LENGTH = 2;

function commonPrefixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * Index-side prefix for a raw (folded, unstemmed) query prefix. The index holds stems, and a
 * word's stem can be shorter than a prefix the user typed ('licenciem*' must find
 * 'licenciement', stored as 'licenci'). So we stem the prefix with a few likely endings and keep
 * the shortest common start of the prefix and those stems, never below MIN_PREFIX_LENGTH.
 * Digits are used as typed. Stop words are allowed ('de*' finds 'decret').
 * Returns null when the prefix is too short to be useful.
 */
export function analyzePrefix(raw: string): string | null {
  const folded = rawTokens(raw).join('');
  if (folded === '') return null;
  const p = clip(folded);
  if (p.length < MIN_PREFIX_LENGTH) return null;
  if (isDigit(p.charCodeAt(0))) return p;
  let keep = p.length;
  for (const ending of PREFIX_COMPLETIONS) {
    keep = Math.min(keep, commonPrefixLength(p, stemFolded(p + ending)));
  }
  return p.slice(0, Math.max(keep, MIN_PREFIX_LENGTH));
}
