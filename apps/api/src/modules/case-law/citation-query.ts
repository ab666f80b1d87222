import { parseFrenchDate } from './french-dates';

/** A decision's usual citation as a search query gives it: its number, and the date and courts when named. */
export interface CitationQuery {
  /** The number's key (numberKey): 'CCJA, arrêt n°025/2018' → '25/2018'. */
  number: string;
  date: string | null;
  /** The courts the query names ('CCJA', 'Cass.', 'CS', 'CC'…); null when it names none. */
  courts: string[] | null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * A decision's number as a key that forgets how it was typed: upper case, no spaces, no leading zeros in its
 * figures ('025/2018' and '25/2018', '2005-007/CC/EPF' and '2005-7/cc/epf' are one key).
 */
export const numberKey = (number: string) =>
  number
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/(^|[^0-9])0+(?=[0-9])/g, '$1');

// 'n°', 'nº', 'n o', 'no.', 'numéro' (folded) then the number: figures, with '/', '-', '.' and letters after a
// separator ('2015-026/CC/EPF', '00-45.135', '001/99/JN').
const NUMBER_RE = /(?:^|[^a-z])(?:n\s*[°º]|no\.?|numero)\s*([0-9][0-9]*(?:[./-][0-9a-z]+)*)/;
// A number without 'n°' counts only when it has a separator and the query names a court or a nature.
const BARE_NUMBER_RE = /(?:^|[\s,(])([0-9]+(?:[/-][0-9a-z]+)+(?:\.[0-9]+)?)(?=$|[\s,);])/;
const NATURE_RE = /(?:^|[^a-z])(?:arret|decision|avis|jugement|ordonnance)s?(?![a-z])/;
const DATE_RE = /(?:^|[^0-9])(\d{1,2}(?:er)?\s+[a-z]+\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})/g;

/** The words that name a court in a citation, folded, each with the courts it may be. */
const COURT_WORDS: [RegExp, string[]][] = [
  [/(?:^|[^a-z])ccja(?![a-z])|commune de justice/, ['ohada-ccja']],
  [/(?:^|[^a-z])cass(?:\.|ation)?(?![a-z])/, ['bf-cour-de-cassation', 'fr-cour-de-cassation']],
  [/(?:^|[^a-z])cs(?![a-z])|cour supreme/, ['bf-cour-supreme']],
  [/(?:^|[^a-z])cc(?![a-z])|conseil constitutionnel|cour constitutionnelle/, ['bf-conseil-constitutionnel']],
  [/conseil d'etat|(?:^|[^a-z])ce(?![a-z])/, ['bf-conseil-d-etat']],
];

/** The courts a citation may mean, each group as one abbreviation or name gives it ('Cass.': two courts). */
export const COURT_GROUPS: readonly (readonly string[])[] = COURT_WORDS.map(([, ids]) => ids);

/** The courts a citation's words name ('CCJA', 'Cass.', '/CC/' in a number…), in the list's order. */
export function courtsNamedIn(citation: string): string[] {
  const q = fold(citation).replace(/[’']/g, "'");
  return COURT_WORDS.filter(([re]) => re.test(q)).flatMap(([, ids]) => ids);
}

/** The citation of a decision in `query`, or null when it names no decision's number. */
export function parseDecisionCitation(query: string): CitationQuery | null {
  const q = fold(query).replace(/[’']/g, "'");
  const courts = courtsNamedIn(query);
  const marked = NUMBER_RE.exec(q)?.[1];
  const bare = marked ?? (courts.length || NATURE_RE.test(q) ? BARE_NUMBER_RE.exec(q)?.[1] : undefined);
  const number = bare?.replace(/[.-]$/, '');
  if (!number) return null;
  let date: string | null = null;
  for (const m of q.matchAll(DATE_RE)) {
    // the number itself is no date ('n°025/2018' is not the 25th of a month)
    if (number.includes(m[1])) continue;
    date = parseFrenchDate(m[1]);
    if (date) break;
  }
  return { number: numberKey(number), date, courts: courts.length ? courts : null };
}
