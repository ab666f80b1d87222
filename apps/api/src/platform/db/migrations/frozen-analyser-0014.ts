import snowball from 'snowball-stemmers';
import STOP_WORDS from './frozen-stop-words.json';

// The search analyser as it was when migration 0014 indexed the news with it: a frozen copy of search/
// (fold, elisions, stop words, Snowball stem with the legal vocabulary's exceptions, irregular plurals and
// feminine -ière), so a later change of the analyser does not change what that migration writes. Never
// edit it: a migration that indexes with a newer analyser carries its own copy.

const SPECIAL_LETTERS: Record<string, string> = {
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
};
const SPECIAL_LETTERS_RE = /[œŒæÆßøØđĐłŁı]/g;
const COMBINING_MARKS_RE = /\p{M}+/gu;
const APOSTROPHES_RE = /[’‘ʼʹ`´′]/g;
const ELISION_RE = /\b(?:qu|jusqu|lorsqu|puisqu|quoiqu|presqu|[cdjlmnst])'/g;
const RAW_TOKEN_RE = /[a-z]+|[0-9]+/g;
const MAX_TOKEN_LENGTH = 60;
const STOP_WORD_SET: ReadonlySet<string> = new Set(STOP_WORDS);

/** Plurals Snowball does not join to their singular. */
const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['baux', 'bail'],
  ['bestiaux', 'betail'],
  ['aieux', 'aieul'],
]);
const FEMININE_IER_RE = /(?<=.{3})ieres?$/;
/** Words whose Snowball stem would merge two legal notions, or split one, and the stem they get instead. */
const GROUPS: ReadonlyArray<readonly [stem: string, words: string]> = [
  ['nantissement', 'nantissement nantissements'],
  ['fonds', 'fonds'],
  ['loyer', 'loyer loyers'],
  ['cours', 'cours'],
  ['courant', 'courant courants'],
  ['delai', 'delai delais'],
  ['delit', 'delit delits'],
  ['fois', 'fois'],
  ['pays', 'pays'],
  ['commune', 'commune communes'],
  ['arrete', 'arrete arretes'],
  ['amendement', 'amendement amendements'],
  ['public', 'publique publiques'],
  ['publication', 'publication publications'],
  ['partie', 'partie parties'],
  ['parti', 'parti partis'],
  ['refus', 'refus'],
  ['abus', 'abus'],
];
const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map(
  GROUPS.flatMap(([stem, words]) => words.split(' ').map((word) => [word, stem] as const)),
);

const stemmer = snowball.newStemmer('french');
const stems = new Map<string, string>();

function foldText(text: string): string {
  let out = text;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting ASCII on purpose
  if (/[^\x00-\x7f]/.test(out)) {
    out = out
      .replace(APOSTROPHES_RE, "'")
      .replace(SPECIAL_LETTERS_RE, (c) => SPECIAL_LETTERS[c] ?? c)
      .normalize('NFKD')
      .replace(COMBINING_MARKS_RE, '');
  }
  return out.replace(/`/g, "'").toLowerCase();
}

function stemFolded(word: string): string {
  const hit = stems.get(word);
  if (hit !== undefined) return hit;
  const exception = STEM_EXCEPTIONS.get(word);
  if (exception !== undefined) return exception;
  let w = IRREGULAR_PLURALS.get(word) ?? word;
  w = w.replace(FEMININE_IER_RE, 'ier');
  if (w.length >= 4 && w.endsWith('s') && 'aiou'.includes(w[w.length - 2])) w = w.slice(0, -1);
  const stem = stemmer.stem(w).toLowerCase();
  if (stems.size >= 50_000) stems.clear();
  stems.set(word, stem);
  return stem;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

function analyzeRawToken(raw: string): string | null {
  let t = raw;
  if (isDigit(t.charCodeAt(0))) t = t.replace(/^0+(?=\d)/, '');
  if (t.length > MAX_TOKEN_LENGTH) t = t.slice(0, MAX_TOKEN_LENGTH);
  if (isDigit(t.charCodeAt(0))) return t;
  if (STOP_WORD_SET.has(t)) return null;
  return stemFolded(t);
}

/** A text as the index holds it: analysed tokens joined by single spaces. */
export function analyzeForIndex(text: string): string {
  const raw = foldText(text).replace(ELISION_RE, ' ').match(RAW_TOKEN_RE) ?? [];
  const out: string[] = [];
  for (const r of raw) {
    const token = analyzeRawToken(r);
    if (token !== null) out.push(token);
  }
  return out.join(' ');
}
