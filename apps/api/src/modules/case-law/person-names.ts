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
const CAPITAL =
  "[A-ZÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸ][a-zàâäçéèêëîïôöûùüÿœ'’]+(?:-[A-ZÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸ]?[a-zàâäçéèêëîïôöûùüÿœ'’]+)*";
const INITIAL = '[A-ZÀÂÄÇÉÈÊËÎÏÔÖÛÙÜŸ]\\.';
const WORD = `(?:${UPPER}|${CAPITAL}|${INITIAL})`;
const CIVILITY =
  '(?:Monsieur|MONSIEUR|monsieur|Madame|MADAME|madame|Mademoiselle|Messieurs|Mesdames|M\\.|Mme|Mlle|Mr|sieur|Sieur|dame|Dame|feu|Feu|défunt|Maître|maître|Maitre|Mâitre|MAITRE|MAÎTRE|Maîtres|Maitres|Me|ME|Mes|Docteur|Dr|Colonel|Commandant|Capitaine|Lieutenant|Adjudant|Sergent|Caporal|Soldat|Gendarme|juge|Juge)';

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
    // a capitalised word is a first name unless listed as a sentence's first word or an institution's
    // ('Attendu', 'Statuant', 'Société'): first names are often French words too ('Benjamin', 'Honoré')
    if (!upperRe.test(w)) return true;
    return !w.split(/[-/]/).every((piece) => isWord(piece.replace(/^[dl]['’]/i, '')));
  };
}

// 'SURNAME Firstname…' or 'Firstname… SURNAME…' (up to five words), or any capitalised words after a civility
const BARE = new RegExp(
  `(?<![\\p{L}\\p{N}.])(?:${UPPER}(?:\\s+(?:${UPPER}|${INITIAL})){0,2}(?:\\s+${CAPITAL}){1,3}|(?:${CAPITAL}\\s+(?:${INITIAL}\\s+)?){1,3}${UPPER}(?:\\s+${UPPER}){0,2})(?![\\p{L}.])`,
  'gu',
);
const AFTER_CIVILITY = new RegExp(
  `(?<![\\p{L}])(${CIVILITY})\\s+(${WORD}(?:\\s+(?:${WORD}|épouse|née|veuve|dit|dite)){0,5})(?![\\p{L}])`,
  'gu',
);

/** A civility or title standing between two names ('… Membres Madame Anne KONATE', 'Conseils Maîtres Paul …'). */
const civilityRe = new RegExp(`^${CIVILITY}$`, 'u');

const initialRe = new RegExp(`^${INITIAL}$`, 'u');
const isCapitalWord = (w: string) => !upperRe.test(w) && !initialRe.test(w);

/**
 * A name needs a word after a civility, or a word in capitals that is not French, or a surname in capitals
 * beside a first name that is not French ('BAIS Lucien': 'bais' is a French word, 'Lucien' is not).
 */
function looksLikeName(
  words: string[],
  afterCivility: boolean,
  mayBeName: (w: string) => boolean,
  isWord: IsWord,
): boolean {
  if (!words.length || words.every((w) => initialRe.test(w))) return false;
  if (afterCivility) return words.some((w) => !initialRe.test(w));
  if (words.some((w) => isUpperWord(w) && mayBeName(w) && w.replace(/[-/'’]/g, '').length >= 3)) return true;
  return words.some(isUpperWord) && words.some((w) => isCapitalWord(w) && !isWord(w));
}

const JOINERS = /^(?:épouse|née|veuve|dit|dite)$/;
/** Words that end a name: civilities, institutions, places, sentence openers (seed/not-person-names.json). */
const isSeparator = (w: string) => civilityRe.test(w) || NOT_NAME.has(w.toUpperCase());

/** Every person's name the text writes in full, in order, without overlaps. */
export function findPersonNames(text: string, isWord: IsWord): NameMatch[] {
  const mayBeName = nameWordTest(isWord);
  const found: NameMatch[] = [];
  const add = (start: number, raw: string, civility: string) => {
    // the words are cut into runs at each word that names no person ('Cour', 'Membres', 'Madame')
    const words = [...raw.matchAll(/\S+/g)];
    let run: RegExpMatchArray[] = [];
    let runCivility = civility;
    const flush = (nextCivility: string) => {
      // in a run of capitals only, French words at either end are no name ('SUR LA RECEVABILITE'); beside a
      // first name, a surname may be a French word too ('Seydou BOUDA')
      // after a civility, every capitalised word is a name ('monsieur HIE H.': 'hie' is a French word too)
      const mixed =
        runCivility !== '' || (run.some((w) => isCapitalWord(w[0])) && run.some((w) => upperRe.test(w[0])));
      // (after a surname in capitals, a French word is taken for a first name: 'DIALLO AMADOU')
      const drop = (w: string) => JOINERS.test(w) || initialRe.test(w) || (!mixed && !mayBeName(w));
      while (run.length && drop(run[0][0])) run.shift();
      while (
        run.length &&
        drop(run[run.length - 1][0]) &&
        (mixed || run[run.length - 1][0].length <= 3 || run.length === 1)
      )
        run.pop();
      if (
        run.length &&
        looksLikeName(
          run.map((w) => w[0]),
          runCivility !== '',
          mayBeName,
          isWord,
        )
      ) {
        const first = run[0];
        const last = run[run.length - 1];
        const from = start + (first.index ?? 0);
        const to = start + (last.index ?? 0) + last[0].length;
        found.push({
          name: text.slice(from, to).replace(/\s+/g, ' '),
          start: from,
          end: to,
          civility: runCivility,
        });
      }
      run = [];
      runCivility = nextCivility;
    };
    for (const w of words) {
      if (isSeparator(w[0])) flush(civilityRe.test(w[0]) ? w[0] : '');
      else run.push(w);
    }
    flush('');
  };
  for (const m of text.matchAll(AFTER_CIVILITY)) add(m.index + m[0].length - m[2].length, m[2], m[1]);
  for (const m of text.matchAll(BARE)) add(m.index, m[0], '');
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: NameMatch[] = [];
  for (const m of found) {
    const last = out.at(-1);
    if (last && m.start < last.end) {
      if (m.end > last.end && m.start === last.start)
        out[out.length - 1] = { ...m, civility: last.civility || m.civility };
      continue;
    }
    out.push(m);
  }
  return out;
}

/**
 * A party named in title case only ('Affaire : … et Mohaman Adamou Bello contre …'): two to four capitalised
 * words, none of them French nor an institution's, right after 'Affaire :', 'contre', 'c/' or 'et'.
 */
const TITLE_CASE_PARTY = new RegExp(
  `(?<=(?:Affaires?\\s*:|\\bcontre|\\bContre|\\b[Cc]/|\\bet)\\s+)((?:${CAPITAL}\\s+){1,3}${CAPITAL})(?![\\p{L}])`,
  'gu',
);

export function findTitleCaseParties(text: string, isWord: IsWord): NameMatch[] {
  const out: NameMatch[] = [];
  for (const m of text.matchAll(TITLE_CASE_PARTY)) {
    const words = m[1].split(/\s+/);
    if (
      words.every(
        (w) =>
          (!isWord(w) && !NOT_NAME.has(w.toUpperCase()) && !FIRST_NAME.has(w.toUpperCase())) ||
          FIRST_NAME.has(w.toUpperCase()),
      ) &&
      words.some((w) => !isWord(w))
    )
      out.push({ name: m[1], start: m.index, end: m.index + m[1].length, civility: '' });
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
