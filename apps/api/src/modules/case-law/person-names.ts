import FIRST_NAMES from './seed/first-names-that-are-words.json';
import NOT_NAMES from './seed/not-person-names.json';

/**
 * Natural persons' names as decisions write them, and the roles that keep a name in clear. A name is a run of
 * capitalised words with at least one written in capitals ('BECHARA Raheb Georges', 'Abdoulaye BABY BOUYA',
 * 'Maître SAWADOGO Benoît Joseph'), or any capitalised words after a civility ('Monsieur Télesphore
 * YAGUIBOU', 'Madame OUEDRAOGO/AYO Marguerite'). Initials ('Y.K.') are already no name.
 */
export interface NameMatch {
  /** The name's words as written ('BECHARA Raheb Georges'). */
  name: string;
  start: number;
  end: number;
  /** The civility or title before it ('Monsieur', 'Maître'), or ''. */
  civility: string;
}

const UPPER = "[A-ZÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸ][A-ZÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸ'’]+(?:[-/][A-ZÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸ'’]+)*";
const CAPITAL = "[A-ZÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸ][a-zàâäçéèêëîïôöûùüÿœ'’]+(?:-[A-ZÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸ]?[a-zàâäçéèêëîïôöûùüÿœ'’]+)*";
const WORD = `(?:${UPPER}|${CAPITAL})`;
const CIVILITY =
  '(?:Monsieur|MONSIEUR|Madame|MADAME|Mademoiselle|Messieurs|Mesdames|M\\.|Mme|Mlle|Mr|sieur|Sieur|dame|Dame|feu|Feu|défunt|Maître|MAITRE|MAÎTRE|Maîtres|Me|Mes|Docteur|Dr|Colonel|Commandant|Capitaine|Lieutenant|Adjudant|Sergent|Caporal|Soldat|Gendarme|juge|Juge)';

/** Whether a word is French ('COUR', 'Statuant'): such a word is no name, unless a known first name. */
export type IsWord = (word: string) => boolean;

const NOT_NAME = new Set((NOT_NAMES as string[]).map((w) => w.toUpperCase()));
const FIRST_NAME = new Set((FIRST_NAMES as string[]).map((w) => w.toUpperCase()));

const upperRe = new RegExp(`^${UPPER}$`, 'u');
const isUpperWord = (w: string) => upperRe.test(w) && w.replace(/[-/'’]/g, '').length >= 2;

/** A word that may be part of a person's name: not a known institution, place, acronym or French word. */
function nameWordTest(isWord: IsWord) {
  return (w: string) => {
    const upper = w.toUpperCase();
    if (NOT_NAME.has(upper) || NOT_NAME.has(upper.replace(/^[DL]['’]/, ''))) return false;
    if (FIRST_NAME.has(upper)) return true;
    return !w.split(/[-/]/).every((piece) => isWord(piece.replace(/^[dl]['’]/i, '')));
  };
}

// 'SURNAME Firstname…' or 'Firstname… SURNAME…' (up to five words), or any capitalised words after a civility
const BARE = new RegExp(
  `(?<![\\p{L}\\p{N}.])(?:${UPPER}(?:\\s+${UPPER}){0,2}(?:\\s+${CAPITAL}){1,3}|(?:${CAPITAL}\\s+){1,3}${UPPER}(?:\\s+${UPPER}){0,2})(?![\\p{L}.])`,
  'gu',
);
const AFTER_CIVILITY = new RegExp(
  `(?<![\\p{L}])(${CIVILITY})\\s+(${WORD}(?:\\s+(?:${WORD}|épouse|née|veuve|dit|dite)){0,5})(?![\\p{L}.])`,
  'gu',
);

function trimName(words: string[], mayBeName: (w: string) => boolean): string[] {
  // leading or trailing words that name no person ('Cour', 'Ouagadougou', 'PAR') fall off
  let from = 0;
  let to = words.length;
  while (from < to && !mayBeName(words[from])) from++;
  while (to > from && (!mayBeName(words[to - 1]) || /^(?:épouse|née|veuve|dit|dite)$/.test(words[to - 1]))) to--;
  return words.slice(from, to);
}

/** A name needs a word in capitals that is not a known word, or two words after a civility. */
function looksLikeName(words: string[], afterCivility: boolean, mayBeName: (w: string) => boolean): boolean {
  if (!words.length) return false;
  if (words.some((w) => isUpperWord(w) && mayBeName(w) && w.replace(/[-/'’]/g, '').length >= 3)) return true;
  return afterCivility && words.some((w) => mayBeName(w));
}

/** Every person's name the text writes in full, in order, without overlaps. */
export function findPersonNames(text: string, isWord: IsWord): NameMatch[] {
  const mayBeName = nameWordTest(isWord);
  const found: NameMatch[] = [];
  const add = (start: number, raw: string, civility: string, afterCivility: boolean) => {
    const words = raw.split(/\s+/);
    const kept = trimName(words, mayBeName);
    if (!looksLikeName(kept, afterCivility, mayBeName)) return;
    const name = kept.join(' ');
    const at = start + raw.indexOf(kept[0]);
    found.push({ name, start: at, end: at + name.length, civility });
  };
  for (const m of text.matchAll(AFTER_CIVILITY)) add(m.index + m[0].length - m[2].length, m[2], m[1], true);
  for (const m of text.matchAll(BARE)) add(m.index, m[0], '', false);
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: NameMatch[] = [];
  for (const m of found) {
    const last = out.at(-1);
    if (last && m.start < last.end) {
      if (m.end > last.end && m.start === last.start) out[out.length - 1] = m;
      continue;
    }
    out.push(m);
  }
  return out;
}

/** 'BECHARA Raheb Georges' → 'B.R.G.'; 'OUEDRAOGO/AYO Marguerite' → 'O./A.M.'; 'TOE-BOUDA' → 'T.-B.'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) =>
      /^(?:épouse|née|veuve|dit|dite)$/.test(word)
        ? ` ${word} `
        : word
            .split(/([-/])/)
            .map((piece) => (piece === '-' || piece === '/' ? piece : `${piece.charAt(0).toUpperCase()}.`))
            .join(''),
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
