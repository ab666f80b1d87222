/**
 * Text helpers shared by the corpus converters: heading normalisation, Markdown stripping
 * and re-flowing of hard-wrapped PDF extractions into paragraphs.
 */

/** Canonical spelling of the structural keywords the structure parser recognises. */
const HEADING_KEYWORDS: Record<string, string> = {
  partie: 'PARTIE',
  livre: 'LIVRE',
  titre: 'TITRE',
  chapitre: 'CHAPITRE',
  section: 'Section',
  'sous-section': 'Sous-section',
  paragraphe: 'Paragraphe',
};

const KEYWORD_RE = /^(sous-section|partie|livre|titre|chapitre|section|paragraphe)\b\s*/i;

/** 'Livre Ier : Des personnes' -> 'LIVRE Ier : Des personnes'; other text is returned unchanged. */
function normalizeHeading(title: string): string {
  const clean = collapseSpaces(title);
  const match = KEYWORD_RE.exec(clean);
  if (!match) return clean;
  const keyword = HEADING_KEYWORDS[match[1].toLowerCase()];
  const rest = clean.slice(match[0].length);
  return rest ? `${keyword} ${rest}` : keyword;
}

/** Heading for a folder such as 'titre-3' whose title may lack its keyword (or be missing). */
export function headingFor(kind: string, number: string, title: string | undefined): string {
  const keyword = HEADING_KEYWORDS[kind.toLowerCase()] ?? kind;
  const clean = title ? collapseSpaces(title) : '';
  if (!clean) return `${keyword} ${number}`;
  if (KEYWORD_RE.test(clean)) return normalizeHeading(clean);
  return `${keyword} ${number} : ${clean}`;
}

export function collapseSpaces(text: string): string {
  return text.replace(/[ \t\u00a0]+/g, ' ').trim();
}

/** Removes Markdown markup: headings, emphasis, links, images, HTML tags. */
function stripMarkdown(text: string): string {
  return (
    text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/^#{1,6}\s*/gm, '')
      .replace(/\*\*|__/g, '')
      // Markdown escapes ('\\- L'Etat du Bénin...') left by the source's HTML-to-Markdown step.
      .replace(/\\([-\\`*_{}[\]()#+.!>])/g, '$1')
      .replace(/^\s*[*_]{3,}\s*$/gm, '')
  );
}

// A line that starts a list item or an enumerated point always opens a new paragraph.
const LIST_START = /^([-–—•▪►*]\s|\(?\d{1,3}\s?[)°]|\d{1,3}\s?[.-]\s|\(?[a-z]\)\s|[IVX]{1,5}\s?[-.)–]\s|«)/;
const SENTENCE_END = /[.:;!?»)]$/;
const STARTS_UPPER_OR_DIGIT = /^[A-ZÀ-ÖØ-Þ0-9«"]/;

/**
 * Re-joins lines that the PDF extraction hard-wrapped inside a paragraph.
 * Blank lines always separate paragraphs; a line ending a sentence followed by a capitalised
 * line, or a list marker, also starts a new paragraph. End-of-line hyphenation is undone.
 */
export function reflowParagraphs(raw: string): string[] {
  const lines = stripMarkdown(raw.replace(/\r\n?/g, '\n'))
    .split('\n')
    .map((line) => collapseSpaces(line));
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    if (current) paragraphs.push(current);
    current = '';
  };
  for (const line of lines) {
    if (!line) {
      flush();
      continue;
    }
    if (!current) {
      current = line;
    } else if (LIST_START.test(line) || (SENTENCE_END.test(current) && STARTS_UPPER_OR_DIGIT.test(line))) {
      flush();
      current = line;
    } else if (/[a-zà-ÿ]-$/.test(current) && /^[a-zà-ÿ]/.test(line)) {
      current = current.slice(0, -1) + line;
    } else {
      current = `${current} ${line}`;
    }
  }
  flush();
  return paragraphs;
}
