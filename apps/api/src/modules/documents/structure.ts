import { parseNote } from '@lexfaso/contracts/without-schemas';

// Splits the plain-text content of a legal document into blocks (divisions, articles,
// paragraphs) and a table of contents, with stable anchors ('article-12', 'titre-2').
// Content comes from PDFs and hand-typed files: headings are recognised only at the start of a
// line and only when the line has the shape of a heading, so a wrapped sentence such as
// "Article 5 du présent code dispose…" stays inside its paragraph. One pass over the lines.

export type DivisionKind = 'livre' | 'partie' | 'titre' | 'chapitre' | 'section';
/** `part`: a part of a court decision (visas, motifs, dispositif…), added by modules/case-law. */
export type BlockKind = DivisionKind | 'part' | 'article' | 'paragraph';

export interface Block {
  /** Anchor, unique within the document: 'article-12', 'article-l-1234-5', 'titre-2', 'titre-2-2'. */
  id: string;
  kind: BlockKind;
  /** 1 for the outermost division present in the document; articles one below the deepest division; paragraphs 0. */
  level: number;
  /** 'Article 12', 'Titre II', 'Chapitre premier'; '' for paragraphs. */
  label: string;
  /** Title after the number ('Des absents'), when there is one. */
  heading?: string;
  /** Articles: body paragraphs joined by '\n\n'. Paragraphs: their text. Divisions: ''. */
  text: string;
  /** Notes of the source (footnotes) that belong to this block: '[Note N] …' paragraphs after it, without the marker. */
  notes?: string[];
  /** Character offset of the block (its heading line) in the content. */
  start: number;
  /** Offset just after the block: for an article, where the next division or article starts. */
  end: number;
}

export interface TocEntry {
  id: string;
  kind: Exclude<BlockKind, 'paragraph'>;
  level: number;
  label: string;
  heading?: string;
}

export interface DocumentStructure {
  blocks: Block[];
  toc: TocEntry[];
}

// Nesting order of divisions; 'sous-section' is reported as kind 'section' one level deeper.
const DIVISION_RANK: Record<string, number> = {
  partie: 1,
  livre: 2,
  titre: 3,
  chapitre: 4,
  section: 5,
  'sous-section': 6,
};

const DIVISION_RE =
  /^(LIVRE|Livre|PARTIE|Partie|TITRE|Titre|CHAPITRE|Chapitre|SECTION|Section|SOUS-SECTION|Sous-[Ss]ection)S?s?(?=[\s.])\s*\.?\s*([^\s.:,;–—-]+)(?:\s+(bis|ter|quater)(?=[\s.:,;–—-]|$))?(.*)$/;

// 'PREMIERE PARTIE DES PERSONNES', 'LIVRE DEUXIEME' is already the keyword-first form.
const ORDINAL_FIRST_DIVISION_RE =
  /^(PREMIERE|PREMIÈRE|DEUXIEME|DEUXIÈME|TROISIEME|TROISIÈME|QUATRIEME|QUATRIÈME|CINQUIEME|CINQUIÈME|Première|Deuxième|Troisième|Quatrième|Cinquième)\s+(PARTIE|Partie|LIVRE|Livre)(?=[\s.:]|$)(.*)$/;

// A paragraph that opens the signatures ('Ouagadougou, le 17 mai 2000', 'Ainsi fait et délibéré…') ends
// the last article: what follows is not part of its text.
const CLOSING_RE =
  /^(?:Ouagadougou|Fait à [\p{Lu}][\p{L}-]+|Ainsi fait et délibéré)\b.{0,120}\b(?:le|du) \d/u;

// 'Articles 7 à 515' (a range repealed as a whole) after the number of an article line.
const RANGE_RE = /^(à|et)\s+(\d+(?:[.-]\d+)*)\s*[.:]?\s*(.*)$/;

const ARTICLE_RE = new RegExp(
  [
    '^(?:ARTICLES?|Articles?|Art\\.?)(?=[\\s.:\\d])\\s*[.:]?\\s*',
    // Code prefix of French-style numbers: L. 1234-5, R123, D. 12, LO 4.
    '(?:(LO|L\\.\\s*O|[LRD])\\.?\\s*(?=\\d))?',
    '(\\d+(?:[.\\-–]\\d+|\\s*[-–]\\s*\\d+)*|premier|première|1er|1re|unique|[IVXLC]+)',
    '(?:[\\s-]+(bis|ter|quater|quinquies|sexies|septies|octies|nonies|decies))?',
    // A status, or the other text an inserted article comes from: 'Article 297 (ord. 91-51)'.
    '(?:\\s*\\(?\\s*(nouveau|nouvelle|ancien|modifié|abrogé|ord\\.\\s?\\d+-\\d+)\\s*\\)?)?',
    '(?=$|[\\s.:\\-–—!,;)])',
    '\\s*([.:\\-–—!])?\\s*(.*)$',
  ].join(''),
  'i',
);
// ARTICLE_RE is case-insensitive for the number words; the keyword itself must be
// 'Article'/'ARTICLE'/'Art.' (a wrapped 'article 5 du code' line is not a heading).
const ARTICLE_KEYWORD_RE = /^(?:ARTICLES?|Articles?|Art\b)/;

const ORDINALS: Record<string, number> = {
  premier: 1,
  premiere: 1,
  ier: 1,
  ire: 1,
  unique: 0,
  deuxieme: 2,
  second: 2,
  seconde: 2,
  troisieme: 3,
  quatrieme: 4,
  cinquieme: 5,
  sixieme: 6,
  septieme: 7,
  huitieme: 8,
  neuvieme: 9,
  dixieme: 10,
  onzieme: 11,
  douzieme: 12,
  treizieme: 13,
  quatorzieme: 14,
  quinzieme: 15,
  seizieme: 16,
  'dix-septieme': 17,
  'dix-huitieme': 18,
  'dix-neuvieme': 19,
  vingtieme: 20,
};
// Numbers that are words rather than ranks; kept as words in anchors ('titre-preliminaire').
const NAMED_DIVISIONS = new Set([
  'preliminaire',
  'unique',
  'legislative',
  'reglementaire',
  'liminaire',
  'final',
  'finale',
]);

const MAX_HEADING_LINE = 250;
const MAX_HEADING_CONTINUATION = 200;
const MAX_ARTICLE_TITLE = 120;
const SENTENCE_START_RE =
  /^(?:Le|La|Les|L['’]|Un|Une|Tout|Toute|Tous|Toutes|Il|Elle|Ils|Elles|Nul|Aucun|Aucune|Lorsque|Si|Sauf|Sont|Est|En|Au|Aux|Dans|Pour|Sous|Par|Ce|Cette|Ces)\b/;

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

function slug(s: string): string {
  return fold(s)
    .replace(/([a-z])(?=\d)|(\d)(?=[a-z])/g, '$1$2-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function romanToInt(roman: string): number | null {
  const values: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const v = values[roman[i]];
    const next = values[roman[i + 1]] ?? 0;
    if (v === undefined) return null;
    total += v < next ? -v : v;
  }
  return total > 0 && total < 400 ? total : null;
}

/** The anchor part of a division number ('II' -> '2', 'premier' -> '1'), or null if it is not a number. */
function divisionNumber(token: string): string | null {
  const digits = /^(\d+)(?:er|re|e|eme|ème|è)?$/i.exec(token);
  if (digits) return String(Number(digits[1]));
  // Upper-case Roman numerals; OCR often reads 'II' as 'Il'. 'Ier' is 'premier'.
  const roman = /^([IVXLC][IVXLCl]*)(?:er|re)?$/.exec(token);
  if (roman) {
    const n = romanToInt(roman[1].replace(/l/g, 'I'));
    if (n !== null) return String(n);
  }
  const word = fold(token);
  // hasOwn, not `in`: 'Titre constructor' must not find Object.prototype's function.
  if (Object.hasOwn(ORDINALS, word)) return ORDINALS[word] === 0 ? word : String(ORDINALS[word]);
  if (NAMED_DIVISIONS.has(word)) return word;
  return null;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
}

function stripSeparator(rest: string): { text: string; separated: boolean } {
  const m = /^\s*([.:\-–—,!])?\s*(.*)$/.exec(rest)!;
  return { text: m[2].trim(), separated: m[1] !== undefined };
}

function startsLowerCase(s: string): boolean {
  return /^\p{Ll}/u.test(s);
}

function hasNoLowerCase(s: string): boolean {
  return !/\p{Ll}/u.test(s);
}

interface DivisionLine {
  kind: DivisionKind;
  rank: number;
  idBase: string;
  label: string;
  heading: string;
}

function matchOrdinalFirstDivision(line: string): DivisionLine | null {
  const m = ORDINAL_FIRST_DIVISION_RE.exec(line);
  if (!m) return null;
  const number = divisionNumber(m[1]);
  if (number === null) return null;
  const keyword = m[2].toLowerCase();
  return {
    kind: keyword as DivisionKind,
    rank: DIVISION_RANK[keyword],
    idBase: `${keyword}-${number}`,
    label: `${capitalize(m[1])} ${keyword}`,
    heading: stripSeparator(m[3]).text,
  };
}

function matchDivision(line: string): DivisionLine | null {
  if (line.length > MAX_HEADING_LINE) return null;
  const m = DIVISION_RE.exec(line);
  if (!m) return matchOrdinalFirstDivision(line);
  const number = divisionNumber(m[2]);
  if (number === null) return null;
  const suffix = m[3] ? ` ${m[3]}` : '';
  const { text, separated } = stripSeparator(m[4]);
  // 'Titre II du présent code…' is a wrapped sentence, not a heading.
  if (!separated && startsLowerCase(text)) return null;
  const keyword = m[1].toLowerCase();
  const kind = (keyword === 'sous-section' ? 'section' : keyword) as DivisionKind;
  return {
    kind,
    rank: DIVISION_RANK[keyword],
    idBase: `${keyword}-${number}${suffix.replace(' ', '-')}`,
    label: `${keyword === 'sous-section' ? 'Sous-section' : capitalize(keyword)} ${m[2]}${suffix}`,
    heading: text,
  };
}

interface ArticleLine {
  idBase: string;
  label: string;
  /** Text after the number (title or start of the body), and where it starts in the line. */
  rest: string;
  restIndex: number;
  separated: boolean;
}

function matchArticle(line: string): ArticleLine | null {
  if (!ARTICLE_KEYWORD_RE.test(line)) return null;
  const m = ARTICLE_RE.exec(line);
  if (!m) return null;
  const [, codePrefix, rawNumber, suffix, matchedStatus, separator, matchedRest] = m;
  let status = matchedStatus;
  let rest = matchedRest;
  // 'Article.38. Nouveau - Le travailleur…': the status comes after the separator.
  const lateStatus = /^(nouveau|nouvelle)\s*[-–—:.]\s*/i.exec(rest);
  if (!status && lateStatus) {
    status = lateStatus[1];
    rest = rest.slice(lateStatus[0].length);
  }
  const range = separator === undefined && !suffix && !status ? RANGE_RE.exec(rest) : null;
  if (range && /^\d/.test(rawNumber)) {
    const [, word, last, body] = range;
    return {
      idBase: `articles-${slug(`${rawNumber.replace(/\s+/g, '')}-${word === 'à' ? 'a' : 'et'}-${last}`)}`,
      label: `Articles ${rawNumber.replace(/\s+/g, '')} ${word} ${last}`,
      rest: body.trimEnd(),
      restIndex: line.length - body.length,
      separated: true,
    };
  }
  // 'Article 5 du présent code…', 'Article 12, alinéa 2': references, not headings.
  if (separator === undefined && rest !== '' && !/^[\p{Lu}\d«"(]/u.test(rest)) return null;
  const numberWord = fold(rawNumber);
  const isFirst = ['premier', 'premiere', '1er', '1re'].includes(numberWord);
  const prefix = codePrefix ? `${codePrefix.replace(/[\s.]/g, '').toUpperCase()}. ` : '';
  const number = rawNumber.replace(/\s+/g, '');
  const idNumber = isFirst ? '1' : number;
  const labelNumber = /^[a-z]/i.test(number) && !/^[IVXLC]+$/.test(number) ? number.toLowerCase() : number;
  const label = `Article ${prefix}${labelNumber}${suffix ? ` ${suffix.toLowerCase()}` : ''}${status ? ` (${status.toLowerCase()})` : ''}`;
  return {
    // An inserted article keeps apart from the text's own article of the same number.
    idBase: `article-${slug(`${prefix}${idNumber}${suffix ? `-${suffix}` : ''}${status?.startsWith('ord') ? `-${status}` : ''}`)}`,
    label,
    rest: rest.trimEnd(),
    restIndex: line.length - rest.length,
    separated: separator !== undefined,
  };
}

/** A text after 'Article 12 :' is its title when it is short, unpunctuated and not continued. */
function isArticleTitle(rest: string, nextLine: string | undefined): boolean {
  if (rest === '' || rest.length > MAX_ARTICLE_TITLE) return false;
  if (nextLine !== undefined && startsLowerCase(nextLine.trim())) return false;
  if (hasNoLowerCase(rest)) return true;
  if (/[.;:,]$/.test(rest)) return false;
  // Titles are noun phrases ('Recherches d'informations'); a longer text opening like a
  // sentence ('Le présent décret sera publié…') is the body even without a final full stop.
  return !(rest.length > 40 && SENTENCE_START_RE.test(rest));
}

/**
 * Parses the content. Paragraphs are separated by blank lines; a heading or article line may
 * also start in the middle of a paragraph (PDF extractions rarely leave blank lines).
 */
export function parseDocumentStructure(content: string): DocumentStructure {
  const text = content ?? '';
  const blocks: Block[] = [];
  const usedIds = new Set<string>();
  const ranks: number[] = [];
  let paragraphCount = 0;

  let article: { block: Block; parts: string[] } | null = null;
  // The current run of lines [runStart, runEnd) inside a paragraph, not yet attached.
  let runStart = -1;
  let runEnd = -1;

  // The smallest free suffix of a base only grows (ids are never released), so the search for it resumes
  // where the last one for that base stopped: trying 2, 3, … again each time was quadratic, and a whole code
  // has 'section-1' 396 times (the Code du travail parsed in 200 ms, most of it here).
  const nextSuffix = new Map<string, number>();
  const uniqueId = (base: string): string => {
    if (!usedIds.has(base)) {
      usedIds.add(base);
      return base;
    }
    let k = nextSuffix.get(base) ?? 2;
    while (usedIds.has(`${base}-${k}`)) k++;
    const id = `${base}-${k}`;
    nextSuffix.set(base, k + 1);
    usedIds.add(id);
    return id;
  };

  const flushRun = () => {
    if (runStart < 0) return;
    const piece = text.slice(runStart, runEnd).trim();
    const note = parseNote(piece);
    const owner = article?.block ?? blocks.at(-1);
    if (note && owner) {
      owner.notes = [...(owner.notes ?? []), note.text];
      if (owner.kind !== 'article') owner.end = runEnd;
    } else if (piece !== '') {
      if (article && CLOSING_RE.test(piece)) closeArticle(runStart);
      if (article) {
        article.parts.push(piece);
      } else {
        paragraphCount++;
        blocks.push({
          id: uniqueId(`paragraph-${paragraphCount}`),
          kind: 'paragraph',
          level: 0,
          label: '',
          text: piece,
          start: runStart,
          end: runEnd,
        });
      }
    }
    runStart = -1;
  };

  const closeArticle = (at: number) => {
    if (!article) return;
    article.block.text = article.parts.join('\n\n');
    article.block.end = at;
    article = null;
  };

  // Lines of the current paragraph are read one at a time; `pending` holds the next line so a
  // heading can look ahead (article title vs. wrapped body, multi-line division titles).
  let pos = 0;
  const nextLine = (): { start: number; end: number; line: string } | null => {
    if (pos > text.length) return null;
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl;
    const lineEnd = end > pos && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const result = { start: pos, end: lineEnd, line: text.slice(pos, lineEnd) };
    pos = nl === -1 ? text.length + 1 : nl + 1;
    return result;
  };

  let current = nextLine();
  while (current !== null) {
    const { start, end, line } = current;
    let following = nextLine();
    const trimmed = line.trim();
    if (trimmed === '') {
      flushRun();
      current = following;
      continue;
    }
    const indent = line.length - line.trimStart().length;
    const first = trimmed.charCodeAt(0);
    // Cheap filter: headings start with A, C, L, P, S or T.
    const candidate =
      first === 65 || first === 67 || first === 76 || first === 80 || first === 83 || first === 84;
    const division = candidate ? matchDivision(trimmed) : null;
    const articleLine = candidate && !division ? matchArticle(trimmed) : null;

    if (division) {
      flushRun();
      closeArticle(start + indent);
      let heading = division.heading;
      let blockEnd = end;
      // Title on the following line(s): 'TITRE I' / 'DISPOSITIONS GENERALES'.
      while (following !== null) {
        const next = following.line.trim();
        if (next === '' || next.length > MAX_HEADING_CONTINUATION) break;
        if (matchDivision(next) || matchArticle(next)) break;
        if (heading !== '' && !hasNoLowerCase(next)) break;
        heading = heading === '' ? next : `${heading} ${next}`;
        blockEnd = following.end;
        following = nextLine();
      }
      ranks.push(division.rank);
      blocks.push({
        id: uniqueId(division.idBase),
        kind: division.kind,
        level: division.rank, // compacted below
        label: division.label,
        ...(heading !== '' ? { heading } : {}),
        text: '',
        start: start + indent,
        end: blockEnd,
      });
      current = following;
      continue;
    }

    if (articleLine) {
      flushRun();
      closeArticle(start + indent);
      const block: Block = {
        id: uniqueId(articleLine.idBase),
        kind: 'article',
        level: 0,
        label: articleLine.label,
        text: '',
        start: start + indent,
        end: text.length,
      };
      blocks.push(block);
      article = { block, parts: [] };
      const nextText = following && following.line.trim() !== '' ? following.line : undefined;
      if (isArticleTitle(articleLine.rest, nextText)) {
        block.heading = articleLine.rest;
      } else if (articleLine.rest !== '') {
        // The body starts on the article line itself; the next lines continue that paragraph.
        runStart = start + indent + articleLine.restIndex;
        runEnd = end;
      }
      current = following;
      continue;
    }

    // Plain line: starts or extends the current run (a paragraph, or an article's body).
    if (runStart < 0) runStart = start + indent;
    runEnd = end;
    current = following;
  }
  flushRun();
  closeArticle(text.length);

  // Levels: divisions numbered from 1 among the kinds present, articles just below them.
  const present = [...new Set(ranks)].sort((a, b) => a - b);
  const articleLevel = present.length + 1;
  const toc: TocEntry[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph') continue;
    block.level = block.kind === 'article' ? articleLevel : present.indexOf(block.level) + 1;
    toc.push({
      id: block.id,
      kind: block.kind,
      level: block.level,
      label: block.label,
      ...(block.heading !== undefined ? { heading: block.heading } : {}),
    });
  }
  return { blocks, toc };
}
