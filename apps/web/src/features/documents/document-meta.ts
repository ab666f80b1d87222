import { type DocumentBlock, type DocumentDetail, LONG_DOCUMENT } from '@lexfaso/contracts';

/**
 * Long: over 50,000 characters or 500 lines (public-area.md §9). Told from the counts the server sends,
 * since a long document comes without its `content` (its blocks carry the text).
 */
export function isLongDocument(doc: Pick<DocumentDetail, 'contentLength' | 'lineCount'>) {
  return doc.contentLength > LONG_DOCUMENT.minChars || doc.lineCount > LONG_DOCUMENT.minLines;
}

/** The preamble's paragraphs (blank lines between them). */
export const preambleParagraphs = (doc: Partial<Pick<DocumentDetail, 'preambule'>>) =>
  (doc.preambule ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The page's description: the preamble, else the text, else its first blocks; 160 characters. */
export const describeDocument = (doc: DocumentDetail, blocks: DocumentBlock[]) =>
  (
    doc.preambule ||
    doc.content ||
    blocks
      .slice(0, 10)
      .map((b) => `${b.label} ${b.text}`)
      .join(' ')
  )
    .slice(0, 160)
    .replace(/\s+/g, ' ')
    .trim();
