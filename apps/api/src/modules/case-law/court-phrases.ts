import { COURTS } from './courts';
import COURT_ALIASES from './seed/court-aliases.json';

/**
 * Courts as a decision's sentences name them ('la Chambre Correctionnelle de la Cour d'Appel de Ouagadougou',
 * 'la Cour Commune de Justice et d'Arbitrage de l'OHADA', 'la Cour de céans'), read in a folded copy of the
 * text (same length: the offsets are the text's). A name of the courts list is that court; 'la Cour de céans'
 * is the citing court itself; any other court ('la Cour d'Appel d'Abidjan', 'la Cour Suprême du Niger',
 * 'ladite Cour', 'la Cour') is named but not known (null): its decisions are never linked.
 */
export interface CourtPhrase {
  start: number;
  end: number;
  court: readonly string[] | 'own' | null;
}

const foldMemo = new Map<string, string>();
/** One character folded to one: no accent, lower case, straight apostrophe and dash. */
function foldChar(ch: string): string {
  let f = foldMemo.get(ch);
  if (f === undefined) {
    const folded = ch
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .replace(/[–—‐]/g, '-');
    f = folded.length === 1 ? folded : ch;
    foldMemo.set(ch, f);
  }
  return f;
}

/** The text folded character by character: the same length, so an offset in one is an offset in the other. */
export const foldSameLength = (text: string) =>
  text.replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(/[^\p{ASCII}]/gu, foldChar);

/** A court name as a pattern of the folded text: any spacing, "d'" and "de l'" glued or not, '-' or '–'. */
const namePattern = (name: string) =>
  foldSameLength(name.replace(/\s*\(.*?\)\s*/g, ' ').trim())
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/'\s*/g, "'\\s*")
    .replace(/\s*-\s*/g, '\\s*-\\s*')
    .replace(/ +/g, '\\s+');

// 'la', 'haute', then a formation of the court: 'Chambre judiciaire de la', 'premier Président de la'.
const PREAMBLE =
  "(?:(?:la|le|l')\\s*)?(?:haute\\s+)?(?:(?:chambres?|formation|section|assemblee)\\s+[a-z'\\s-]{1,40}?\\s+(?:de\\s+la|du)\\s+|(?:premier\\s+)?president\\s+(?:de\\s+la|du)\\s+)?";
const END = '(?![a-z0-9])';

/** Courts whose decisions Burkinabè readers may be pointed to: Burkina Faso's and the community courts. */
const NAMED = COURTS.filter((c) => c.country !== 'FR').map((c) => ({ court: [c.id], name: c.name }));
/** Names decisions give courts besides the list's ('=': the citing court itself, 'la Cour de céans'). */
const ALIASES = (COURT_ALIASES as { court: string; name: string }[]).map(({ court, name }) => ({
  court: court === '=' ? ('own' as const) : [court],
  name,
}));
/** Longest first: 'Cour d'appel de Ouagadougou' before any shorter name it starts with. */
const KNOWN = [...ALIASES, ...NAMED]
  .map(({ court, name }) => ({ court, pattern: namePattern(name) }))
  .sort((a, b) => b.pattern.length - a.pattern.length)
  .map(({ court, pattern }) => ({ court, re: new RegExp(`${PREAMBLE}(${pattern})${END}`, 'y') }));
const CCJA_ACRONYM = new RegExp(`${PREAMBLE}(c\\.\\s?c\\.\\s?j\\.\\s?a\\.?|ccja${END})`, 'y');
// 'de l'OHADA', '(C.C.J.A.)' after the CCJA's name.
const CCJA_TAIL = /\s*(?:\(\s*c\.?\s*c\.?\s*j\.?\s*a\.?\s*\)|de\s+l'\s*o\.?\s*h\.?\s*a\.?\s*d\.?\s*a\.?)/y;
const ANY_COURT = new RegExp(`${PREAMBLE}(cour|tribunal|conseil|juge|juridiction)${END}`, 'y');
/** A country's court without a city in its name: 'Cour suprême du Niger' is not Burkina Faso's. */
const NATIONAL_KINDS = new Set(['constitutional', 'supreme', 'cassation', 'administrative', 'audit']);
const FOREIGN_AFTER = /\s+(?:du|de\s+la|de\s+l['’]|de|d['’])\s*(?!Burkina)\p{Lu}/uy;
const HEAD_RE =
  /(?<![a-z])(?:la\s+|le\s+|l'\s*)?(?:cour|tribunal|conseil|c\.\s?c\.\s?j\.\s?a|ccja|juge|juridiction|chambres?|formation|premier\s+president)(?![a-z])/g;

/** The court named at `at` (articles and formation included), or null when no court starts there. */
export function courtPhraseAt(text: string, folded: string, at: number): CourtPhrase | null {
  for (const { court, re } of KNOWN) {
    re.lastIndex = at;
    const m = re.exec(folded);
    if (!m) continue;
    let end = at + m[0].length;
    if (court !== 'own' && court[0] === 'ohada-ccja') {
      CCJA_TAIL.lastIndex = end;
      end += CCJA_TAIL.exec(folded)?.[0].length ?? 0;
    }
    const national = court !== 'own' && NATIONAL_KINDS.has(COURTS.find((c) => c.id === court[0])?.kind ?? '');
    FOREIGN_AFTER.lastIndex = end;
    if (national && FOREIGN_AFTER.test(text)) return { start: at, end, court: null };
    return { start: at, end, court };
  }
  CCJA_ACRONYM.lastIndex = at;
  const acronym = CCJA_ACRONYM.exec(folded);
  if (acronym) return { start: at, end: at + acronym[0].length, court: ['ohada-ccja'] };
  ANY_COURT.lastIndex = at;
  const any = ANY_COURT.exec(folded);
  return any ? { start: at, end: at + any[0].length, court: null } : null;
}

/** The courts named in folded[from, to), in order (a phrase read whole: its inner 'Cour' is not another). */
export function courtPhrasesIn(text: string, folded: string, from: number, to: number): CourtPhrase[] {
  const out: CourtPhrase[] = [];
  HEAD_RE.lastIndex = from;
  for (let m = HEAD_RE.exec(folded); m && m.index < to; m = HEAD_RE.exec(folded)) {
    const phrase = courtPhraseAt(text, folded, m.index);
    if (phrase && phrase.end <= to) {
      out.push(phrase);
      HEAD_RE.lastIndex = phrase.end;
    }
  }
  return out;
}
