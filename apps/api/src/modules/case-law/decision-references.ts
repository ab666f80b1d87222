import { COURT_GROUPS, courtsNamedIn, numberKey } from './citation-query';
import { type CourtPhrase, courtPhraseAt, courtPhrasesIn, foldSameLength } from './court-phrases';
import type { DecisionTarget } from './decision-targets';
import { parseFrenchDate } from './french-dates';

/**
 * References to court decisions in a decision's text: 'l'arrêt n° 063/2008 rendu le 30 décembre 2008 par la
 * Cour de céans', 'Vu la décision n° 2005-003/CC/EPF du 02 octobre 2005', 'ses Arrêts n°054/2005 du 15
 * décembre 2005 et n°003/2005 du 27 janvier 2005', 'CCJA, arrêt n°025/2018', 'Cass. soc., 10 juillet 2002, n°
 * 00-45.135'. Words only: which decision they name, if any, is resolution's to say (decision-targets.ts). The
 * court is the one the reference names after it ('… par la Cour d'Appel de Ouagadougou'), else the subject of
 * 'par arrêt n°…, la Cour …', else the court before a possessive ('la Cour de céans … son arrêt'), else the
 * abbreviations of the citation ('CCJA', '/CC/' in the number); when none is named, the target is null.
 */
export interface DecisionReference {
  /** The words to link: from the nature ('arrêt', or the court's abbreviation) to the date or court named. */
  start: number;
  end: number;
  /** What it names; null when its court is not named or not one of the list's (a foreign one, 'la Cour'). */
  target: DecisionTarget | null;
}

const D = '\\d';
const NATURE = '(arr[êe]ts?|d[ée]cisions?|avis(?:\\s+juridiques?)?|jugements?|ordonnances?)';
/** Words between the nature and its number: 'l'arrêt de renvoi n°11', 'l'arrêt avant dire droit n°78'. */
const QUALIFIERS =
  '(?:\\s+(?:de\\s+renvoi|avant[\\s-]dire[\\s-]droit|confirmatif|infirmatif|d[ée]finitif|de\\s+r[ée]f[ée]r[ée]|attaqu[ée]e?|civil|correctionnel|social|commercial|contradictoire|de\\s+d[ée]fenses?\\s+[àa]\\s+ex[ée]cution))*';
const NUMBER_MARK = '(?:n\\s*[°º]|n[o°]\\.|num[ée]ros?)';
/** '063/2008', '2005-003/CC/EPF', '2004 - 08/CC', '00-45.135', '17/89': figures, then '/', '-' or '.'. */
const NUMBER = `${D}+(?:\\s?[/-]\\s?${D}+|\\.${D}+|\\s?/[A-Za-z]+${D}*)*`;
const DATE = `${D}{1,2}\\s*(?:er)?\\s+\\p{L}+\\s+${D}{4}|${D}{1,2}\\s*/+\\s*${D}{1,2}\\s*/+\\s*${D}{2,4}`;
const NOT_BEFORE = '(?<![\\p{L}\\p{N}])';

const REFERENCE_RE = new RegExp(
  `${NOT_BEFORE}${NATURE}(${QUALIFIERS})\\s*${NUMBER_MARK}\\s*(${NUMBER})`,
  'giu',
);
/** The citation style of the reports: 'Cass. soc., 10 juillet 2002, n° 00-45.135', 'CCJA, arrêt n°025/2018'. */
const REPORT_RE = new RegExp(
  `${NOT_BEFORE}(?:Cass\\.|CCJA|C\\.\\s?C\\.\\s?J\\.\\s?A\\.?)(?:\\s*\\p{L}{2,6}\\.?){0,3},\\s*(?:${NATURE}\\s+)?(?:(${DATE})\\s*,?\\s*)?(?:${NATURE}\\s+)?${NUMBER_MARK}\\s*(${NUMBER})`,
  'giu',
);
const DATE_AFTER = new RegExp(
  `\\s*,?\\s*(?:du|en\\s+date\\s+du|(?:rendue?s?|prononc[ée]e?s?)\\s*,?\\s+le)\\s+(${DATE})`,
  'iuy',
);
/** 'par la Cour d'Appel … le 13 novembre 1993': a date after the court. */
const DATE_AFTER_COURT = new RegExp(`\\s*,?\\s*le\\s+(${DATE})`, 'iuy');
const COURT_AFTER = /\s*,?\s*(?:(?:rendue?s?|prononcee?s?)\s+)?(?:par|de|du|d')\s*/y;
const COMMA_COURT = /\s*,\s*/y;
const CONTINUED = new RegExp(
  `\\s*(?:,|et|ainsi\\s+que)\\s*(?:(?:l['’]|les?)\\s*)?(${NUMBER_MARK}\\s*(${NUMBER}))`,
  'iuy',
);
const ANY_NUMBER_MARK = new RegExp(NUMBER_MARK, 'iu');
/** How far back a court may be named for 'son arrêt', 'par arrêt' (within the clause). */
const LOOK_BACK = 250;
const CLAUSE_BREAK = /[;:]|\.\s+(?=[A-ZÀ-Ý])/g;
const POSSESSIVE = /(?:^|\s)(?:son|sa|ses|leurs?)\s+$/i;
const BY_OR_IN = /(?:^|\s)(?:dans|par)\s+(?:(?:l['’]|les?|une?)\s*)?$/i;
const BY = /(?:^|\s)par\s+(?:(?:l['’]|son|sa|une?)\s*)?$/i;

const natureOf = (word: string): DecisionTarget['nature'] => {
  const w = foldSameLength(word);
  if (w.startsWith('arret')) return 'arrêt';
  if (w.startsWith('avis')) return 'avis';
  if (w.startsWith('jugement')) return 'jugement';
  if (w.startsWith('ordonnance')) return 'ordonnance';
  return '*';
};

/** The courts of a citation's abbreviations when they are one group ('Cass.': both cours de cassation). */
function abbreviated(words: string): readonly string[] | null {
  const named = courtsNamedIn(words);
  const group = COURT_GROUPS.find((g) => g.length === named.length && g.every((id) => named.includes(id)));
  return group ?? null;
}

/** The clause before `at`: back to a ';', ':' or the end of a sentence, at most LOOK_BACK characters. */
function clauseStart(text: string, at: number): number {
  let start = Math.max(0, at - LOOK_BACK);
  CLAUSE_BREAK.lastIndex = start;
  for (let m = CLAUSE_BREAK.exec(text); m && m.index < at; m = CLAUSE_BREAK.exec(text))
    start = m.index + m[0].length;
  return start;
}

/** The court a reference starting at `at` gets from before it: 'la Cour de céans … son arrêt', 'la CCJA, par arrêt'. */
function courtBefore(text: string, folded: string, at: number): CourtPhrase | null {
  const from = clauseStart(text, at);
  const before = text.slice(from, at);
  const phrases = courtPhrasesIn(text, folded, from, at);
  const last = phrases.at(-1);
  if (!last) return null;
  if (POSSESSIVE.test(before)) return last;
  const by = BY_OR_IN.exec(before);
  if (
    by &&
    text
      .slice(last.end, from + by.index)
      .trim()
      .replace(/,$/, '') === ''
  )
    return last;
  return null;
}

const stickyAt = (re: RegExp, text: string, at: number) => {
  re.lastIndex = at;
  return re.exec(text);
};

interface Tail {
  end: number;
  date: string | null;
  court: CourtPhrase | null;
}

/** The date and court named after a number ending at `at`, in either order. */
function tailAfter(text: string, folded: string, at: number): Tail {
  const tail: Tail = { end: at, date: null, court: null };
  for (;;) {
    if (tail.date === null) {
      const m =
        stickyAt(DATE_AFTER, text, tail.end) ?? (tail.court && stickyAt(DATE_AFTER_COURT, text, tail.end));
      const date = m ? parseFrenchDate(m[1]) : null;
      if (m && date) {
        tail.date = date;
        tail.end += m[0].length;
        continue;
      }
    }
    if (tail.court === null) {
      COURT_AFTER.lastIndex = tail.end;
      const m = COURT_AFTER.exec(folded);
      const court = m ? courtPhraseAt(text, folded, tail.end + m[0].length) : null;
      if (court) {
        tail.court = court;
        tail.end = court.end;
        continue;
      }
    }
    return tail;
  }
}

/** Every reference to a decision in `text` (a paragraph of a decision), in text order. */
export function recogniseDecisionReferences(text: string): DecisionReference[] {
  if (!ANY_NUMBER_MARK.test(text)) return [];
  const folded = foldSameLength(text);
  const found: DecisionReference[] = [];
  const taken: [number, number][] = [];
  const free = (a: number, b: number) => !taken.some(([x, y]) => a < y && b > x);

  for (const m of text.matchAll(REPORT_RE)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const tail = tailAfter(text, folded, end);
    const nature = natureOf(m[1] ?? m[3] ?? 'décision');
    const date = (m[2] ? parseFrenchDate(m[2]) : null) ?? tail.date;
    const courts = abbreviated(m[0]);
    found.push({
      start,
      end: tail.end,
      target: courts && { courts, nature, number: numberKey(m[4]), date },
    });
    taken.push([start, tail.end]);
  }

  for (const m of text.matchAll(REFERENCE_RE)) {
    const start = m.index ?? 0;
    if (!free(start, start + m[0].length)) continue;
    const nature = natureOf(m[1]);
    const before = courtBefore(text, folded, start);
    const byComma = BY.test(text.slice(Math.max(0, start - 20), start));
    let numberText = m[3];
    let numberStart = start;
    let numberEnd = start + m[0].length;
    // One reference, then those continuing its list ('ses arrêts n°054/2005 du … et n°003/2005 du …').
    for (;;) {
      const tail = tailAfter(text, folded, numberEnd);
      let court = tail.court;
      const end = tail.end;
      if (!court && byComma) {
        const comma = stickyAt(COMMA_COURT, text, end);
        const subject = comma ? courtPhraseAt(text, folded, end + comma[0].length) : null;
        if (subject) court = subject;
      }
      court ??= before;
      const words = court ? null : abbreviated(text.slice(numberStart, end));
      const named = court !== null || words !== null;
      // An ordinance no court is said to have made is a statute ('l'ordonnance n°91-0051/PRES du 26 août 1991').
      const isStatute = nature === 'ordonnance' && !named && !/r[ée]f[ée]r[ée]/i.test(m[2]);
      if (!isStatute) {
        const courts = court ? court.court : words;
        found.push({
          start: numberStart,
          end,
          target: courts && { courts, nature, number: numberKey(numberText), date: tail.date },
        });
        taken.push([numberStart, end]);
      }
      const more = stickyAt(CONTINUED, text, end);
      if (!more) break;
      numberStart = end + more[0].length - more[1].length;
      numberText = more[2];
      numberEnd = end + more[0].length;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
