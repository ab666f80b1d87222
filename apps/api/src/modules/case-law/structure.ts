import type { DecisionPartKind } from '@lexfaso/contracts';

/**
 * The parts of a decision's text, as a reader finds them: the header (court, chamber, number, date, parties,
 * composition, how the case came), the visas ("Vu…", "Ouï…"), the motifs ("Attendu que…", "Considérant…", or
 * the headings of the newer French style: "Motifs de la décision", "Examen des moyens", "Réponse de la Cour"),
 * the dispositif ("PAR CES MOTIFS", "EMET L'AVIS SUIVANT", "DECIDE"), the closing formula and signatures
 * ("Ainsi fait, jugé et prononcé…", "Et ont signé…") and any annexes ("MOYENS ANNEXES"). Each part is a range
 * of whole lines of the text, in order; a part the text does not have is absent.
 */
export interface DecisionPart {
  kind: DecisionPartKind;
  /** Offsets in the text: the part is text.slice(start, end). */
  start: number;
  end: number;
}

interface Line {
  start: number;
  end: number;
  /** Folded: lower case, no accents, one space. */
  key: string;
  raw: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  for (const match of text.matchAll(/[^\n]+/g)) {
    const raw = match[0];
    if (!/[\p{L}\p{N}]/u.test(raw)) continue;
    const start = match.index + (raw.length - raw.trimStart().length);
    const end = match.index + raw.trimEnd().length;
    lines.push({ start, end, key: fold(raw).replace(/^[-–•·*\d°)(.\s]+(?=\p{L})/u, ''), raw });
  }
  return lines;
}

const DISPOSITIF =
  /^(?:par ces motifs\b|emet l' ?avis (?:suivant|ci-apres|cl-apres)|avis suivant\s*:|est d'avis\b|decide\s*:|decide$|le conseil constitutionnel decide\b|dit pour droit\b)/;
/** 'DECIDE' in capitals opens the dispositif of a constitutional decision ('Décide' in a sentence does not). */
const DECIDE_CAPITALS = /^(?:DECIDE|DÉCIDE|PROCLAME)\b/;
/** Without any of those, the dispositif opens with 'EN CONSEQUENCE' / 'En conséquence, Vu …' or 'EN LA FORME'. */
const DISPOSITIF_FALLBACK = /^(?:en consequence,? (?:vu\b|-)|en consequence,?$)/;
const DISPOSITIF_FALLBACK_CAPITALS = /^(?:EN CONSEQUENCE|EN CONSÉQUENCE|EN LA FORME)\b/;
const SIGNATURES =
  /^(?:ainsi (?:fait|fit|juge|delibere|prononce|decide|statue)\b|et ont signe|ont signe|suivent les signatures|la minute du present|le greffier,? le president|le president,? le greffier|pour expedition|fait a \p{L}+,? le\b|fait en notre cabinet\b)/u;
const ANNEXES = /^(?:moyens? annexes?\b|moyens? produits? par\b|annexe\b|observations de\b)/;
const VISA = /^(?:vu|vus|oui|ouï)\b(?!\s+(?:que|qu'))/;
const MOTIF =
  /^(?:(?:mais |et |alors )?attendu\b|(?:mais |et )?considerant\b|sur (?:la recevabilite|le (?:premier |deuxieme |second |troisieme |quatrieme |cinquieme )?moyen|les moyens|l'exception|la competence|le fond|la demande)\b|sur la (?:premiere|deuxieme|seconde|troisieme|quatrieme) question\b|motifs de la decision\b|motifs\s*:?$|examen des moyens\b|examen du moyen\b|reponse de la cour\b|discussion\b|en droit\b|sur ce\b|au fond\b|en la forme\b)/;
/** A paragraph introducing a party's claims: the "Vu…" that follow quote them, they are no visas of the court. */
const QUOTE_INTRO = /(?:demande|prie|requiert|sollicite|conclut|conclusions?).*:\s*$/;

function firstIndex(
  lines: Line[],
  from: number,
  to: number,
  test: (line: Line, i: number) => boolean,
): number {
  for (let i = from; i < to; i++) if (test(lines[i], i)) return i;
  return -1;
}

function lastIndex(lines: Line[], test: (line: Line) => boolean): number {
  for (let i = lines.length - 1; i >= 0; i--) if (test(lines[i])) return i;
  return -1;
}

/** The parts of a decision's text, in order (see DecisionPart). */
export function recogniseDecisionParts(text: string): DecisionPart[] {
  const lines = linesOf(text);
  if (!lines.length) return [];
  // The court's dispositif is the last "PAR CES MOTIFS" (an earlier one quotes a lower court's).
  let dispositif = lastIndex(lines, (l) => DISPOSITIF.test(l.key) || DECIDE_CAPITALS.test(l.raw.trim()));
  if (dispositif === -1)
    dispositif = lastIndex(
      lines,
      (l) => DISPOSITIF_FALLBACK.test(l.key) || DISPOSITIF_FALLBACK_CAPITALS.test(l.raw.trim()),
    );
  const bodyEnd = dispositif === -1 ? lines.length : dispositif;
  const signatures =
    dispositif === -1 ? -1 : firstIndex(lines, dispositif + 1, lines.length, (l) => SIGNATURES.test(l.key));
  const annexes =
    dispositif === -1 ? -1 : firstIndex(lines, dispositif + 1, lines.length, (l) => ANNEXES.test(l.key));
  const isMotif = (l: Line) => MOTIF.test(l.key);
  // "Vu" lines right after "… demande à la cour de :" quote a party's claims, however many there are
  const quoted = (i: number) => {
    let j = i - 1;
    while (j >= 0 && VISA.test(lines[j].key)) j--;
    return j >= 0 && QUOTE_INTRO.test(lines[j].key);
  };
  const visa = firstIndex(lines, 0, bodyEnd, (l, i) => VISA.test(l.key) && !quoted(i));
  let motifs = firstIndex(lines, 0, bodyEnd, isMotif);
  let visas = visa;
  if (visa >= 0 && motifs >= 0 && motifs < visa) {
    // An "Attendu" or two in the account of how the case came, before the visas, are still the header; a
    // "Vu" after the motifs have begun (the newer French style's "Vu l'article…") is a motif.
    const motifsBefore = lines.slice(motifs, visa).filter(isMotif).length;
    const motifAfter = firstIndex(lines, visa + 1, bodyEnd, isMotif);
    if (motifsBefore <= 2 && motifAfter >= 0) motifs = motifAfter;
    else visas = -1;
  }

  const starts: { kind: DecisionPartKind; line: number }[] = [];
  const bodyStart = [visas, motifs].filter((i) => i >= 0);
  const firstBody = bodyStart.length ? Math.min(...bodyStart) : bodyEnd;
  if (firstBody > 0) starts.push({ kind: 'header', line: 0 });
  if (visas >= 0) starts.push({ kind: 'visas', line: visas });
  if (motifs >= 0) starts.push({ kind: 'motifs', line: motifs });
  if (dispositif >= 0) starts.push({ kind: 'dispositif', line: dispositif });
  const tail = [
    { kind: 'signatures' as const, line: signatures },
    { kind: 'annexes' as const, line: annexes },
  ]
    .filter((t) => t.line >= 0)
    .sort((a, b) => a.line - b.line);
  // annexes before the signatures would end the dispositif there; signatures after annexes belong to them
  if (tail.length === 2 && tail[0].kind === 'annexes') tail.pop();
  starts.push(...tail);

  return starts.map((s, i) => {
    const lastLine = (i + 1 < starts.length ? starts[i + 1].line : lines.length) - 1;
    return { kind: s.kind, start: lines[s.line].start, end: lines[lastLine].end };
  });
}
