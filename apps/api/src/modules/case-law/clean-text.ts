import CORRECTIONS from './seed/text-corrections.json';

/**
 * A decision's text as a word processor or a web page left it, made into clean paragraphs: rule lines,
 * dot leaders, letters spaced out ("A f f a i r e"), runs of blank lines, lines broken inside a sentence and
 * known typing or OCR slips (seed/text-corrections.json) are removed; the parts a reader looks for (visas,
 * "Attendu que…", "PAR CES MOTIFS", the dispositif's lines, the closing formula) start their own paragraph.
 * Paragraphs are separated by one blank line.
 */
export interface CleanOptions {
  /** Whether a folded word (lower case, no accents) is French; used to join a letter split off a word. */
  isWord?: (folded: string) => boolean;
}

/** A run of rule characters standing alone: '-----', '~~~~', '______', '-=-=-=', '*****', '• • •'. */
const RULE = /(?<=^|\s)(?:[-~_=*•·―—–]\s?){3,}(?=\s|$)/gu;
/** Dot leaders between a name and a role: 'Madame O.A. ………………. Président' (one '…' is an ellipsis). */
const LEADER = /[ \t]*[.…][.… \t]*/gu;
const isLeader = (run: string) => (run.match(/…/g)?.length ?? 0) >= 2 || (run.match(/\./g)?.length ?? 0) >= 4;
/** Five or more single letters separated by single spaces: 'A f f a i r e'. */
const SPACED_LETTERS = /(?<![\p{L}\p{N}.])(?:\p{L} ){4,}\p{L}(?![\p{L}\p{N}.])/gu;

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

function applyCorrections(text: string): string {
  let out = text;
  for (const { from, to } of CORRECTIONS) out = out.split(from).join(to);
  return out;
}

/** 'R ECEVABILITE' → 'RECEVABILITE' when only the joined word is French. */
function joinSplitCapital(text: string, isWord: (folded: string) => boolean): string {
  return text.replace(
    /(?<![\p{L}.])([A-ZÉÈ]) ([A-ZÉÈÊ]{3,})(?![\p{L}])/gu,
    (whole, letter: string, rest: string) =>
      isWord(fold(letter + rest)) && !isWord(fold(rest)) ? letter + rest : whole,
  );
}

function cleanLine(line: string): string {
  return (
    line
      .replace(LEADER, (match: string, offset: number, all: string) => {
        if (!isLeader(match)) return match;
        // the dot of an initial before it stays ('O.A. ……' → 'O.A.'); a leader before a comma or at the
        // line's end disappears; between two words it is a space
        const keepDot = match.startsWith('.') && /\p{L}$/u.test(all.slice(0, offset)) ? '.' : '';
        const next = all.slice(offset + match.length, offset + match.length + 1);
        return keepDot + (next === ',' || next === '' ? '' : ' ');
      })
      // spaced titles lose their word breaks when joined ('PARCESMOTIFS'): the corrections put them back
      .replace(SPACED_LETTERS, (match) => applyCorrections(match.replace(/ /g, '')))
      .replace(/\b([LD])['’] (?=\p{Lu}{2})/gu, "$1'")
      .replace(/[ \t]+/g, ' ')
      .replace(/\(\s+/g, '(')
      .replace(/\s+\)/g, ')')
      .replace(/ +,/g, ',')
      .trim()
  );
}

// Where a new paragraph starts inside a run-on line: each is a lookahead, the split happens before it.
const PARAGRAPH_STARTS = [
  // visas, one per paragraph, after a ';' or '.' ending the one before
  /(?<=[;.]\s)(?=(?:Vu|VU|Vus|Ouï|OUÏ|Oui|OUI)\s)/gu,
  /(?<=[;.:]\s)(?=(?:Attendu|ATTENDU|Mais attendu|Considérant|CONSIDERANT|CONSIDÉRANT)\s)/gu,
  /(?=\b(?:PAR CES MOTIFS|Par ces motifs)\b)/gu,
  /(?<=\b(?:PAR CES MOTIFS|Par ces motifs)\s?[,:]?\s)(?=[\p{Lu}\-·•])/gu,
  /(?<=\S\s)(?=(?:EMET|ÉMET|Emet|Émet) [Ll]['’] ?(?:AVIS|avis)(?!\p{L}))/gu,
  /(?<=\bAVIS SUIVANT\s?:?\s)(?=\S)/gu,
  /(?<=[;.:]\s)(?=(?:DECIDE|DÉCIDE)\s?(?::|Article|ARTICLE|$))/gu,
  /(?<=\b(?:DECIDE|DÉCIDE)\s?:?\s)(?=[^\s:])/gu,
  /(?<=[;.»]\s)(?=(?:EN CONSEQUENCE|EN CONSÉQUENCE)\b)/gu,
  /(?<=[;.]\s)(?=En conséquence,?\s(?:Vu|-)\s)/gu,
  /(?<=\b(?:En conséquence|EN CONSEQUENCE|EN CONSÉQUENCE),?\s)(?=Vu\s)/gu,
  /(?<=[;.]\s)(?=[-·•]\s?\p{Lu})/gu,
  /(?<=[;.:]\s)(?=Ainsi (?:fait|fit|jugé|délibéré|prononcé|décidé)(?!\p{L}))/gu,
  /(?<=[;.,]\s)(?=(?:Et ont signé|Ont signé)(?!\p{L}))/gu,
  /(?<=[;.]\s)(?=Fait (?:en notre Cabinet|à \p{Lu}))/gu,
  /(?<=\S\s)(?=Observations de\s)/gu,
  /(?<=\S\s)(?=(?:EN LA FORME|AU FOND|En la forme\s?[:,]|Au fond\s?[:,])(?:\s|$))/gu,
  /(?<=[;.:]\s)(?=SUR (?:LA|LE|LES|L['’])\s?\p{Lu}{3,})/gu,
  /(?<=[;.]\s)(?=Après en avoir délibéré)/gu,
  /(?<=\bAprès en avoir délibéré conformément à la loi\s?[;:.]?\s)(?=[^\s;:.])/gu,
  /(?<=[;.:]\s)(?=ARTICLE\s+\d|Article\s+\d+\s?(?:er|ER)?\s?[:.]?\s+\p{Lu})/gu,
  /(?<=\S\s)(?=L['’]an (?:mil|deux|un)\b)/gu,
  /(?<=\S\s)(?=A rendu l['’](?:arrêt|avis|ordonnance|décision)(?!\p{L}))/gu,
];

/** Breaks a paragraph before the markers of PARAGRAPH_STARTS. */
function splitAtMarkers(paragraph: string): string[] {
  let parts = [paragraph];
  for (const marker of PARAGRAPH_STARTS)
    parts = parts.flatMap((p) =>
      p
        .split(marker)
        .map((s) => s.trim())
        .filter(Boolean),
    );
  return parts;
}

/** A paragraph that stops mid-sentence and one that goes on in lower case were one sentence. */
function mergeBrokenSentences(paragraphs: string[]): string[] {
  const out: string[] = [];
  for (const p of paragraphs) {
    const previous = out.at(-1);
    if (previous !== undefined && /^[a-zà-ÿœ]/u.test(p) && !/[.;:!?»)]$/.test(previous))
      out[out.length - 1] = `${previous} ${p}`;
    else out.push(p);
  }
  return out;
}

export function cleanDecisionText(raw: string, options: CleanOptions = {}): string {
  let text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u202f\t]/g, ' ')
    .replace(/[\u2010\u2011]/g, '-');
  text = applyCorrections(text)
    // 'Justice écision n° 2006-006/CC/EM': the title lost its first letter
    .replace(/(?<!\p{L})écision(?= n°)/gu, 'Décision');
  if (options.isWord) text = joinSplitCapital(text, options.isWord);
  // a rule line separated the header's items: it becomes a paragraph break
  text = text.replace(RULE, '\n\n');
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => cleanLine(p.replace(/\s*\n\s*/g, ' ')))
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
  return mergeBrokenSentences(paragraphs).flatMap(splitAtMarkers).join('\n\n');
}

/** Text compared for duplicates: the same words in the same order, whatever the spacing. */
export const duplicateKey = (raw: string) => raw.replace(/\s+/g, ' ').trim();
