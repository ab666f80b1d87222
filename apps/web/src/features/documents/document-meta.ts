import { type DocumentBlock, type DocumentDetail, LONG_DOCUMENT, parseNote } from '@lexfaso/contracts';

/**
 * Long: over 50,000 characters or 500 lines (public-area.md §9). Told from the counts the server sends,
 * since a long document comes without its `content` (its blocks carry the text).
 */
export function isLongDocument(doc: Pick<DocumentDetail, 'contentLength' | 'lineCount'>) {
  return doc.contentLength > LONG_DOCUMENT.minChars || doc.lineCount > LONG_DOCUMENT.minLines;
}

/** The preamble's paragraphs (blank lines between them), its notes ('[Note N] …' paragraphs) apart. */
export function preambleParts(doc: Partial<Pick<DocumentDetail, 'preambule'>>) {
  const paragraphs: string[] = [];
  const notes: string[] = [];
  for (const p of (doc.preambule ?? '').split(/\n\s*\n/)) {
    const text = p.trim();
    if (!text) continue;
    const note = parseNote(text);
    if (note) notes.push(note.text);
    else paragraphs.push(text);
  }
  return { paragraphs, notes };
}

/** The reference users cite, unless the title already says it ('Code du travail (Loi n°028-2008/AN …)'). */
export const citationBesideTitle = (doc: Pick<DocumentDetail, 'title' | 'reference'>) =>
  doc.reference && !doc.title.includes(doc.reference) ? doc.reference : null;

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
