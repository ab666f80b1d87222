import { parseDocumentStructure } from '../structure';
import { checkNumbering, type Gap } from './article-numbering';
import type { OfficialTextCorrectionsInput } from './corrections';
import { frenchWords } from './french-words';
import { extractOfficialText, type OfficialText, type OfficialTextSource } from './official-text';

/** What the structure recognition found in an official text: what an administrator checks before trusting it. */
export interface Recognition {
  articles: number;
  firstArticle: string | null;
  lastArticle: string | null;
  /** Notes of the edition attached to their article or heading. */
  notes: number;
  /** Numbers used twice, numbers skipped: to compare with the source before publishing. */
  duplicates: string[];
  gaps: Gap[];
}

export interface OfficialTextReading extends OfficialText {
  recognition: Recognition;
}

function recognise(content: string): Recognition {
  const { blocks } = parseDocumentStructure(content);
  const labels = blocks.filter((b) => b.kind === 'article').map((b) => b.label);
  const { duplicates, gaps } = checkNumbering(labels);
  return {
    articles: labels.length,
    firstArticle: labels[0] ?? null,
    lastArticle: labels.at(-1) ?? null,
    notes: blocks.reduce((n, b) => n + (b.notes?.length ?? 0), 0),
    duplicates,
    gaps,
  };
}

/**
 * A new official text (PDF with a text layer, or its plain-text extraction) through the demo corpus's
 * pipeline: clean content, notes, preamble, then the structure it gives. Without corrections (a text
 * imported without a manifest) nothing before the first heading is dropped: it becomes the preamble.
 */
export async function readOfficialText(
  source: OfficialTextSource,
  corrections?: OfficialTextCorrectionsInput,
): Promise<OfficialTextReading> {
  const text = await extractOfficialText(source, corrections ?? {}, {
    isWord: await frenchWords(),
    // A manifest's corrections say where the text starts, as for the demo corpus.
    keepFrontMatter: corrections === undefined,
  });
  return { ...text, recognition: recognise(text.content) };
}

/**
 * The back office's "create with PDF": the PDF's text as clean content and preamble, or null when it has no
 * usable text layer (a scan) or cannot be read (the upload itself was already checked).
 */
export async function officialTextOfPdf(pdf: Buffer): Promise<OfficialText | null> {
  try {
    const text = await readOfficialText({ pdf: new Uint8Array(pdf) });
    return text.content.trim() ? text : null;
  } catch {
    return null;
  }
}
