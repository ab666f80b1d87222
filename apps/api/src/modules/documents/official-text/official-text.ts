import { formatNote, OFFICIAL_TEXT_MESSAGES as M } from '@lexfaso/contracts';
import { composeContent } from './compose';
import { applyReplacements, OfficialTextCorrections, type OfficialTextCorrectionsInput } from './corrections';
import { bodyTypeSize, type Footnote, separateFootnotes } from './footnotes';
import type { Page } from './layout';
import { type IsWord, lineJoiner } from './line-join';
import { measureLines } from './line-metrics';
import { removePageFurniture } from './page-furniture';
import { buildParagraphs, type Paragraph } from './paragraphs';
import { readPdfPages } from './pdf-lines';
import { sideColumnToNotes } from './side-column';
import { textToPages } from './text-lines';

/**
 * An official text (a PDF with a text layer, or its plain-text extraction) made into clean content:
 * page numbers, running headers and footnotes out of the text, footnotes kept as notes of their article,
 * the original paragraphs back, headings on their own lines. The same path serves the demo corpus, the
 * import command and the back office's "create with PDF".
 */
export type OfficialTextSource = { pdf: Uint8Array } | { text: string };

export interface OfficialText {
  /** Body: what comes after the preamble, in the format documents/structure.ts reads. */
  content: string;
  /** Visas, considérants or preamble, with their notes; null when the text has none. */
  preamble: string | null;
  /** What the pipeline noticed and could not settle alone (footnotes without a call, for instance). */
  warnings: string[];
}

async function readPages(source: OfficialTextSource, dropRotated: boolean): Promise<Page[]> {
  return 'pdf' in source ? readPdfPages(source.pdf, { dropRotated }) : textToPages(source.text);
}

/** Left column before right column inside each side-by-side region, as a reader goes through it. */
function readColumnsInTurn(page: Page): Page {
  const lines = [];
  let region: typeof page.lines = [];
  const flush = () => {
    lines.push(...region.filter((l) => l.column === 'left'), ...region.filter((l) => l.column === 'right'));
    region = [];
  };
  for (const line of page.lines) {
    if (line.column) region.push(line);
    else {
      flush();
      lines.push(line);
    }
  }
  flush();
  return { ...page, lines };
}

function startsWith(paragraph: Paragraph, marker: string | undefined): boolean {
  return marker !== undefined && paragraph.text.startsWith(marker);
}

/**
 * Title page, preamble and body, by the manifest's markers (the body starts at the first heading by default).
 * Without a preamble marker the title page is left out, or kept as the preamble when `keepFrontMatter`
 * (a text imported without a manifest: nothing is dropped unread). A text without any heading is all body.
 */
function splitFrontMatter(
  paragraphs: Paragraph[],
  corrections: OfficialTextCorrections,
  keepFrontMatter: boolean,
) {
  let bodyStart = corrections.bodyStartsAt
    ? paragraphs.findIndex((p) => startsWith(p, corrections.bodyStartsAt))
    : paragraphs.findIndex((p) => p.kind !== 'text');
  if (bodyStart < 0 && corrections.bodyStartsAt)
    throw new Error(M.bodyStartMissing(corrections.bodyStartsAt));
  if (bodyStart < 0) bodyStart = 0;
  const preambleStart = corrections.preambleStartsAt
    ? paragraphs.findIndex((p) => startsWith(p, corrections.preambleStartsAt))
    : keepFrontMatter
      ? 0
      : bodyStart;
  if (preambleStart < 0 || preambleStart > bodyStart)
    throw new Error(M.preambleStartMissing(corrections.preambleStartsAt ?? ''));
  return {
    preamble: paragraphs.slice(preambleStart, bodyStart),
    body: paragraphs.slice(bodyStart),
  };
}

/** Typographic debris common to every extraction: doubled spaces, a space before a comma or a full stop. */
function tidy(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ +([,.](?!\.))/g, '$1')
    .replace(/\( +/g, '(')
    .replace(/ +\)/g, ')')
    .replace(/ *\n */g, '\n')
    .trim();
}

export interface ExtractionOptions {
  /** A French word list: with it, a typeset text's line-end hyphenation is resolved (see line-join.ts). */
  isWord?: IsWord;
  /** What comes before the preamble marker (or the body) is kept as preamble rather than left out. */
  keepFrontMatter?: boolean;
}

export async function extractOfficialText(
  source: OfficialTextSource,
  correctionsInput: OfficialTextCorrectionsInput = {},
  options: ExtractionOptions = {},
): Promise<OfficialText> {
  const corrections = OfficialTextCorrections.parse(correctionsInput);
  const join = lineJoiner(options.isWord);
  const warnings: string[] = [];
  let pages = await readPages(source, corrections.dropRotatedText !== undefined);
  if (corrections.pages) {
    const { from, to } = corrections.pages;
    pages = pages.filter((p) => p.number >= from && p.number <= to);
  }
  const dropped = corrections.dropLines.map((d) => new RegExp(d.pattern, 'u'));
  pages = pages.map((p) => ({ ...p, lines: p.lines.filter((l) => !dropped.some((re) => re.test(l.text))) }));
  pages = removePageFurniture(pages);
  const bodySize = bodyTypeSize(pages);
  const separated = separateFootnotes(pages, bodySize, join);
  pages = separated.pages;
  const footnotes: Footnote[] = separated.footnotes;
  const metrics = measureLines(pages, bodySize);
  if (corrections.sideColumn) {
    const side = sideColumnToNotes(pages, metrics, corrections.sideColumn.prefix, join);
    pages = side.pages;
    footnotes.push(...side.notes);
  } else {
    pages = pages.map(readColumnsInTurn);
  }

  const paragraphs = buildParagraphs(
    pages.flatMap((p) => p.lines),
    metrics,
    join,
  );
  const { preamble, body } = splitFrontMatter(paragraphs, corrections, options.keepFrontMatter ?? false);
  const preambleNotes = preamble.flatMap((p) => p.calls);
  const preambleFootnotes = footnotes.filter((f) =>
    preambleNotes.some((c) => c.label === f.label && c.page === f.page),
  );
  const composed = composeContent(
    body,
    footnotes.filter((f) => !preambleFootnotes.includes(f)),
  );
  for (const note of composed.uncalled) warnings.push(M.uncalledFootnote(note.page, note.label));

  const preambleText = [
    ...preamble.map((p) => p.text),
    ...preambleFootnotes.map((f) => formatNote(f.label, f.text)),
  ].join('\n\n');
  return {
    content: applyReplacements(tidy(composed.text), corrections.replacements, 'content'),
    preamble: preamble.length
      ? applyReplacements(tidy(preambleText), corrections.replacements, 'preamble')
      : null,
    warnings,
  };
}
