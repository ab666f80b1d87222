import { type DecisionNature, type DecisionSolution, SOLUTION } from '@lexfaso/contracts';
import { chamberOf, courtById } from './courts';
import { parseDateInWords, parseFrenchDate } from './french-dates';
import type { DecisionPart } from './structure';

/**
 * A decision's fields read from its own text: the court and chamber from the sentence that names the bench
 * ("La Cour Suprême, Chambre Judiciaire, siégeant…", "La Chambre Criminelle de la Cour de Cassation…") or the
 * closing formula, the official number and date from the title line ("Arrêt n°22 du 15/06/1999", "AVIS
 * JURIDIQUE N° 2004-14/CC", "Décision n°2005-007/CC/EPF"), the hearing and the date in words, the nature
 * from the title, the solution from the dispositif, the parties from "Affaire : … C/ …". Each field comes with
 * the words it was read from; a field the text does not give is null.
 */
export interface ReadFields {
  courtId: string | null;
  chamber: string | null;
  number: string | null;
  date: string | null;
  nature: DecisionNature | null;
  solution: DecisionSolution | null;
  parties: string | null;
  /** The words of the text each field was read from. */
  evidence: Partial<Record<'court' | 'number' | 'date' | 'solution' | 'parties', string>>;
}

export interface ReadOptions {
  /** The court when the source says it and the text does not name it (a CCJA page). */
  courtId?: string;
  /** A title line the source gives outside the text (the CCJA Recueil's 'Arrêt N° 007/2009 du …'), read first. */
  extraHeader?: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ');

const partText = (text: string, parts: DecisionPart[], kind: DecisionPart['kind']) => {
  const part = parts.find((p) => p.kind === kind);
  return part ? text.slice(part.start, part.end) : '';
};

// ---- court and chamber ----

const CHAMBER_WORD =
  '(chambre (?:judiciaire|criminelle|civile|commerciale|sociale|administrative|constitutionnelle|des comptes))';
const BENCH_PATTERNS: { re: RegExp; court: number; chamber: number }[] = [
  { re: new RegExp(`\\bla (cour supreme|cour de cassation)\\s*,\\s*${CHAMBER_WORD}`), court: 1, chamber: 2 },
  { re: new RegExp(`\\bla ${CHAMBER_WORD} de la (cour supreme|cour de cassation)`), court: 2, chamber: 1 },
  {
    re: new RegExp(`\\bpar la ${CHAMBER_WORD} de la (cour supreme|cour de cassation)`),
    court: 2,
    chamber: 1,
  },
  { re: new RegExp(`\\bde la ${CHAMBER_WORD} de la (cour supreme|cour de cassation)`), court: 2, chamber: 1 },
];
const COURT_IDS: Record<string, string> = {
  'cour supreme': 'bf-cour-supreme',
  'cour de cassation': 'bf-cour-de-cassation',
};

function readCourt(text: string, parts: DecisionPart[], options: ReadOptions) {
  const header = partText(text, parts, 'header') || text.slice(0, 2000);
  const head = fold(header.slice(0, 600));
  if (/conseil constitutionnel/.test(head))
    return { courtId: 'bf-conseil-constitutionnel', chamber: null, evidence: 'Conseil constitutionnel' };
  if (options.courtId === 'ohada-ccja' || /cour commune de justice et d'arbitrage/.test(head))
    return { courtId: 'ohada-ccja', chamber: readCcjaChamber(text), evidence: 'CCJA' };
  // the bench's sentence in the header, then the closing formula, then the header's own lines
  const places = [
    fold(header),
    fold(partText(text, parts, 'signatures')),
    fold(partText(text, parts, 'dispositif')),
  ];
  for (const place of places)
    for (const { re, court, chamber } of BENCH_PATTERNS) {
      const match = re.exec(place);
      if (match) return withChamber(COURT_IDS[match[court]], match[chamber], match[0]);
    }
  const title = /\b(cour supreme|cour de cassation)\b/.exec(head);
  const chamberLine = new RegExp(CHAMBER_WORD).exec(head);
  if (title) return withChamber(COURT_IDS[title[1]], chamberLine?.[1] ?? null, title[0]);
  if (options.courtId) return { courtId: options.courtId, chamber: null, evidence: '' };
  return { courtId: null, chamber: null, evidence: '' };
}

function withChamber(courtId: string, written: string | null, evidence: string) {
  const court = courtById(courtId);
  const chamber = court && written ? (chamberOf(court, written) ?? null) : null;
  return { courtId, chamber, evidence };
}

/** The CCJA's formations, in the order of its chambers in seed/courts.json (plenary, first, second, third). */
const CCJA_FORMATIONS: RegExp[] = [
  /\bassemblee pleniere\b|\bformation pleniere\b/,
  /\bpremiere chambre\b/,
  /\bdeuxieme chambre\b/,
  /\btroisieme chambre\b/,
];

/** The CCJA's formation as the decision names it ('Deuxième Chambre', 'en Assemblée plénière'). */
function readCcjaChamber(text: string): string | null {
  const t = fold(text);
  const chambers = courtById('ohada-ccja')?.chambers ?? [];
  let best: { at: number; name: string } | null = null;
  for (const [i, re] of CCJA_FORMATIONS.entries()) {
    const at = t.search(re);
    if (at >= 0 && chambers[i] && (!best || at < best.at)) best = { at, name: chambers[i] };
  }
  return best ? best.name : null;
}

// ---- number, nature and date ----

const DATE_WORDS =
  '(\\d{1,2}\\s*\\/+\\s*\\d{1,2}\\s*\\/+\\s*\\d{2,4}|\\d{1,2}\\s*(?:er)?\\s+[a-zéû]+\\s*\\d{4})';

interface TitleLine {
  nature: DecisionNature;
  number: string;
  date: string | null;
  evidence: string;
}

const tidyNumber = (n: string) =>
  n
    .replace(/\s*([-/])[\s.]*/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/[/-]$/, '')
    .trim();

/** Without a decision number, the case file's: 'Dossier n°09'. */
function dossierNumber(text: string): TitleLine | null {
  const match = /\bDossier\s*n\s*[°o]\s*([0-9]+(?:\s*\/\s*[0-9]+)?)/iu.exec(text);
  return match
    ? { nature: 'arrêt', number: `dossier ${tidyNumber(match[1])}`, date: null, evidence: match[0] }
    : null;
}

function readTitleLine(text: string, courtId: string | null): TitleLine | null {
  const t = text.replace(/[\u2010\u2011]/g, '-');
  // the Conseil constitutionnel: 'AVIS JURIDIQUE N° 2004-14/CC', 'Décision n° 2005-007/CC/EPF'
  const constitutional =
    /\b(Avis juridique|Décision)\s*n\s*[°o]\s*(\d{4}\s*-[\s.]*\d*\s*\/\s*CC(?:\s*\/\s*[A-Z]+)?)/iu.exec(t);
  if (constitutional)
    return {
      nature: /avis/i.test(constitutional[1]) ? 'avis' : 'décision',
      number: tidyNumber(constitutional[2]).replace(/^(\d{4})-\//, '$1-…/'),
      date: null,
      evidence: constitutional[0],
    };
  // a court's decision: 'Arrêt n°22 du 15/06/1999', 'ARRET N° 007/2009 du 26 février 2009', 'Avis n° 001/99/JN'
  const words =
    courtId === 'bf-cour-supreme' || courtId === 'bf-cour-de-cassation'
      ? 'Arr[êe]t'
      : 'Arr[êe]t|Avis|Ordonnance';
  const decision = new RegExp(
    `(?<!Demande d['’])(?<!Demande d['’]\\s)\\b(${words})\\s*(?:consultatif\\s*|de renvoi\\s*)?n\\s*[°o]?\\s*:?\\s*([0-9]+(?:\\s*\\/\\s*[0-9A-Z]+)*(?:\\s*bis)?)(?:\\s*du\\s*${DATE_WORDS})?`,
    'iu',
  ).exec(t);
  if (!decision) return null;
  const word = fold(decision[1]);
  return {
    nature: word.startsWith('avis') ? 'avis' : word.startsWith('ordonnance') ? 'ordonnance' : 'arrêt',
    number: tidyNumber(decision[2]),
    date: decision[3] ? parseFrenchDate(decision[3]) : null,
    evidence: decision[0],
  };
}

/** Every date the text gives for the day of the decision, with where it was read. */
function dateCandidates(header: string, closing: string, title: TitleLine | null) {
  const found: { date: string; evidence: string }[] = [];
  if (title?.date) found.push({ date: title.date, evidence: title.evidence });
  const hearing = new RegExp(
    `AUDIENCE\\s+(?:PUBLIQUE|DE VACATION|EN CHAMBRE DE CONSEIL|EXTRAORDINAIRE(?:\\s+DE\\s+VACATION)?)\\s*du\\s*${DATE_WORDS}`,
    'iu',
  ).exec(header);
  if (hearing) {
    const date = parseFrenchDate(hearing[1]);
    if (date) found.push({ date, evidence: hearing[0] });
  }
  const inWords =
    /L['’]an\s[^\n]{5,120}?(?:janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre)/iu.exec(
      header,
    );
  if (inWords) {
    const date = parseDateInWords(inWords[0]);
    if (date) found.push({ date, evidence: inWords[0] });
  }
  const rendered = new RegExp(
    `(?:a rendu l['’](?:arrêt|avis|ordonnance) suivant en son audience[^.;]{0,80}?(?:du|le)|\\bséance du)\\s+${DATE_WORDS}`,
    'iu',
  ).exec(header.replace(/\n+/g, '\n'));
  if (rendered) {
    const date = parseFrenchDate(rendered[1]);
    if (date) found.push({ date, evidence: rendered[0] });
  }
  const sitting = new RegExp(
    `(?:en sa séance|en séance|en sa réunion|en son audience publique|en son audience|audience publique|constitutionnel en date)\\s+du\\s+${DATE_WORDS}`,
    'iu',
  ).exec(closing);
  if (sitting) {
    const date = parseFrenchDate(sitting[1]);
    if (date) found.push({ date, evidence: sitting[0] });
  }
  return found;
}

/** The date most of the text's mentions agree on; on a tie, the first (the title line's). */
function voteDate(candidates: { date: string; evidence: string }[]) {
  let best: { date: string; evidence: string; votes: number } | null = null;
  for (const c of candidates) {
    const votes = candidates.filter((o) => o.date === c.date).length;
    if (!best || votes > best.votes) best = { ...c, votes };
  }
  return best;
}

// ---- solution ----

const SOLUTION_PATTERNS: [RegExp, DecisionSolution][] = [
  // the CCJA evokes a case only once it has quashed the decision (Traité OHADA, art. 14)
  [
    /\bcasse (?:et annule|l'arret|l'ordonnance|la decision|le jugement|partiellement)|\bcasse\b(?! la)|\bevoquant\b/,
    'cassation',
  ],
  [/\bdeclare .{0,60}\bdechu|\bdecheance\b/, SOLUTION.decheance],
  [/\birrecevables?\b/, SOLUTION.irrecevabilite],
  [/\bdonne acte .{0,80}desistement|\bdesistement\b.{0,40}\bdonne acte/, SOLUTION.desistement],
  [/\bse declare incompetente?\b|\bincompetence de la cour\b/, SOLUTION.incompetence],
  [/\bn'y a(?:voir)? (?:pas )?lieu a statuer\b|\bnon-lieu a statuer\b/, SOLUTION.nonLieu],
  [/\brenvoie? l'affaire devant les sections reunies\b/, SOLUTION.renvoi],
  [
    /\bdesigne .{0,120}pour (?:instruire|le jugement|l'instruction)|\bcomme juridiction d'instruction\b|\bordonne l'ouverture d'une information\b|\bcommet .{0,80}pour prescrire\b/,
    SOLUTION.designation,
  ],
  [/\bannule (?:le|la|l'|en toutes)|\bprononce l'annulation\b/, SOLUTION.annulation],
  [/\brejette?\b|\brejetons\b|\brejete\b|\bmal fondee?s?\b/, SOLUTION.rejet],
  [/\bradiation\b/, SOLUTION.radiation],
  [/\bexequatur\b/, SOLUTION.exequatur],
  [/\bs'etablit comme suit\b|\bproclames?\b|\best elue?\b|\best reguliere\b/, SOLUTION.proclamation],
  [/\bfait droit\b|\bmanque de base legale\b|\best (?:recevable et )?fonde\b/, SOLUTION.admission],
  [/\binfirme\b/, SOLUTION.infirmation],
  [/\bconfirme\b/, SOLUTION.confirmation],
];

/** What the dispositif decides: the first decisive words, in the order it says them. */
export function readSolution(
  dispositif: string,
  nature: DecisionNature | null,
): { solution: DecisionSolution; evidence: string } | null {
  const t = fold(dispositif);
  const conformity = /\b(?:n'est pas conformes?|ne sont pas conformes|non conformes?|pas conformes?)\b/.exec(
    t,
  );
  const conform = /\b(?:est|sont) conformes?\b/.exec(t);
  if (nature === 'avis' && (conformity || conform)) {
    const hit = (conformity ?? conform) as RegExpExecArray;
    return { solution: conformity ? SOLUTION.avisNonConformite : SOLUTION.avisConforme, evidence: hit[0] };
  }
  let best: { at: number; solution: DecisionSolution; evidence: string } | null = null;
  for (const [re, solution] of SOLUTION_PATTERNS) {
    const match = re.exec(t);
    if (match && (!best || match.index < best.at)) best = { at: match.index, solution, evidence: match[0] };
  }
  if (best?.solution === SOLUTION.cassation) {
    if (/\bsans renvoi\b|\bn'y avoir lieu a renvoi\b|\bpas lieu a renvoi\b/.test(t))
      return { solution: SOLUTION.cassationSansRenvoi, evidence: best.evidence };
    if (/\bpartiellement\b|\bde ce chef\b|\bcasse .{0,40}\ben ce qu/.test(t))
      return { solution: SOLUTION.cassationPartielle, evidence: best.evidence };
  }
  if (!best && (conformity || conform)) {
    const hit = (conformity ?? conform) as RegExpExecArray;
    return { solution: conformity ? SOLUTION.nonConformite : SOLUTION.conformite, evidence: hit[0] };
  }
  if (best && (conformity || conform) && nature === 'décision' && (conformity ?? conform)!.index < best.at)
    return {
      solution: conformity ? SOLUTION.nonConformite : SOLUTION.conformite,
      evidence: (conformity ?? conform)![0],
    };
  if (!best && nature === 'avis') return { solution: SOLUTION.avis, evidence: '' };
  return best ? { solution: best.solution, evidence: best.evidence } : null;
}

// ---- parties ----

/** 'X (Conseil : Maître …) contre Y' → 'X contre Y': counsel are no parties. */
export function withoutParentheses(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/** "Affaire : Monsieur Y.K. Contre Etab.V." as published, 'c/' between the sides. */
function readParties(header: string): { parties: string; evidence: string } | null {
  // a two-column header interleaves the hearing with the parties: 'Affaire : Société F.F. AUDIENCE PUBLIQUE C/ du 04 Juillet 2000 Monsieur T.S.'
  const flat = header
    .replace(/\s+/g, ' ')
    .replace(
      new RegExp(
        `\\bAUDIENCE\\s+(?:(?:ORDINAIRE ET )?PUBLIQUE|DE VACATION|EN CHAMBRE DE CONSEIL)?\\s*(?:(?:du|DU)\\s*${DATE_WORDS})?`,
        'gu',
      ),
      ' ',
    )
    .replace(new RegExp(`\\b(?:du|DU)\\s*${DATE_WORDS}`, 'giu'), ' ');
  const match =
    /(?<![Dd][Ee][Ss]\s)\b(?:Affaires?|AFFAIRES?)\s*:?\s*(.+?)\s*(?=L['’]an\b|La Cour\b|LA COUR\b|La Chambre\b|Dossier\b|Arrêt\b|ARRET\b|ARRÊT\b|Pourvoi\b|En présence\b|;|$)/u.exec(
      flat,
    );
  if (!match) return null;
  const parties = withoutParentheses(match[1])
    .replace(/\s*\b(?:C\/|c\/|Contre|CONTRE|contre)\s*/g, ' c/ ')
    .replace(/^[-–:\s]+|[-–,;:\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return parties.length >= 3 && parties.length <= 400 ? { parties, evidence: match[0].trim() } : null;
}

/** Reads the fields of a decision from its text and the parts recogniseDecisionParts found in it. */
export function readDecisionFields(
  text: string,
  parts: DecisionPart[],
  options: ReadOptions = {},
): ReadFields {
  const header = partText(text, parts, 'header') || text.slice(0, 2000);
  const closing = `${partText(text, parts, 'signatures')}\n${partText(text, parts, 'dispositif')}`;
  const court = readCourt(text, parts, options);
  // the title lines come before the bench's sentence ("L'an…", "La Cour…"); after it, other decisions are cited
  const bench = header.search(/L['’]an\s|(?:^|\n)La Cour\b|\nLA COUR\b|\nLe Conseil\b|\nLa Chambre\b/u);
  const titleZone = bench === -1 ? header : header.slice(0, bench);
  const title =
    (options.extraHeader ? readTitleLine(options.extraHeader, court.courtId) : null) ??
    readTitleLine(titleZone, court.courtId) ??
    dossierNumber(titleZone);
  const date = voteDate(dateCandidates(`${options.extraHeader ?? ''}\n${header}`, closing, title));
  const nature =
    title?.nature ??
    (court.courtId === 'bf-cour-supreme' || court.courtId === 'bf-cour-de-cassation' ? 'arrêt' : null);
  // a consultative opinion (the CCJA's) answers questions: it neither grants nor rejects
  const solution =
    nature === 'avis' && court.courtId !== 'bf-conseil-constitutionnel'
      ? { solution: SOLUTION.avis, evidence: title?.evidence ?? '' }
      : readSolution(partText(text, parts, 'dispositif'), nature);
  const parties = court.courtId === 'bf-conseil-constitutionnel' ? null : readParties(header);
  return {
    courtId: court.courtId,
    chamber: court.chamber,
    number: title?.number ?? null,
    date: date?.date ?? null,
    nature,
    solution: solution?.solution ?? null,
    parties: parties?.parties ?? null,
    evidence: {
      court: court.evidence,
      number: title?.evidence,
      date: date?.evidence,
      solution: solution?.evidence,
      parties: parties?.evidence,
    },
  };
}
