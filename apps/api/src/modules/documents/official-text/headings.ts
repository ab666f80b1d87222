/**
 * The shapes of heading lines in Burkinabè and OHADA editions, as the paragraph builder needs them
 * (the structure parser, documents/structure.ts, then reads the normalised lines).
 */

// 'Art. 1er.', 'Art . 44 à 47.', 'Article premier', 'ARTICLE 5 :', 'Article 261- 71 :', 'Article 13.1 :'.
const ARTICLE_HEAD_RE =
  /^(?:Art\s?\.|Article|ARTICLE)\s*(premier|PREMIER|1\s?er|unique|UNIQUE|\d+(?:\.\d+|-\s?\d+)*)(?:\s+(bis|ter|quater|quinquies|sexies|BIS|TER))?(?:\s+(à|et)\s+(\d+))?\s*(?:([.:\-–—]+)\s*|$|(?=\p{Lu}|\[|«))/u;

export interface ArticleHead {
  /** 'premier', '1er', '12', '13.1', '261-71'. */
  number: string;
  suffix?: string;
  /** Last number of a range heading ('Art. 7 à 515.'), and the word joining them. */
  rangeEnd?: string;
  rangeWord?: string;
  /** The text after the heading on the same line: the start of the body. */
  rest: string;
}

export function matchArticleHead(line: string): ArticleHead | null {
  if (!/^(?:Art\s?\.|Article\b|ARTICLE\b)/.test(line)) return null;
  const m = ARTICLE_HEAD_RE.exec(line);
  if (!m) return null;
  const [whole, rawNumber, suffix, rangeWord, rangeEnd] = m;
  const rest = line.slice(whole.length).trim();
  // 'Article 5 du présent code…' wrapped to the start of a line is a reference, not a heading.
  if (!m[5] && rest !== '' && !/^[\p{Lu}[«"(]/u.test(rest)) return null;
  const number = rawNumber.replace(/\s+/g, '').toLowerCase();
  return {
    number,
    ...(suffix ? { suffix: suffix.toLowerCase() } : {}),
    ...(rangeEnd ? { rangeEnd, rangeWord: rangeWord.toLowerCase() } : {}),
    rest,
  };
}

/** The normalised heading line: 'Article 12', 'Article premier', 'Articles 7 à 515'. */
export function articleHeadLine(head: ArticleHead): string {
  if (head.rangeEnd) return `Articles ${head.number} ${head.rangeWord} ${head.rangeEnd}`;
  return `Article ${head.number}${head.suffix ? ` ${head.suffix}` : ''}`;
}

const DIVISION_WORDS =
  'LIVRE|Livre|PARTIE|Partie|TITRE|Titre|CHAPITRE|Chapitre|SECTION|Section|SOUS-SECTION|Sous-section';
const ORDINAL_WORDS =
  'PREMIER|PREMIERE|PREMIÈRE|DEUXIEME|DEUXIÈME|TROISIEME|TROISIÈME|QUATRIEME|QUATRIÈME|CINQUIEME|CINQUIÈME|SIXIEME|SIXIÈME|SEPTIEME|SEPTIÈME|HUITIEME|HUITIÈME|Premier|Première|Deuxième|Troisième|Quatrième|Cinquième|Sixième|Septième|Huitième';
const DIVISION_HEAD_RE = new RegExp(
  `^(?:(?:${DIVISION_WORDS})S?\\s*\\.?\\s*(?:[IVXLC]+|\\d+|${ORDINAL_WORDS}|PRELIMINAIRE|PRÉLIMINAIRE|préliminaire|Préliminaire|UNIQUE|unique|Unique|Ier|Ière|1er|1ère)\\b|(?:${ORDINAL_WORDS})\\s+(?:PARTIE|Partie|LIVRE|Livre)\\b)`,
);

/** 'TITRE I - DISPOSITIONS GENERALES', 'Chapitre 2 :', 'PREMIERE PARTIE DES PERSONNES'. */
export function isDivisionHead(line: string): boolean {
  return DIVISION_HEAD_RE.test(line);
}

/** 'D E C R E T E' → 'DECRETE'. */
export function unspaceLetters(line: string): string {
  return /^(?:\p{Lu} ){3,}\p{Lu}$/u.test(line) ? line.replace(/ /g, '') : line;
}
