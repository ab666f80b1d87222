/**
 * How a note of the source (a footnote of the official edition) is written in a document's plain-text
 * content: a paragraph of its own, after the article (or heading) it belongs to, opening with
 * '[Note 15]' (the number printed in the source) or '[Note]'. The structure parser attaches it to that
 * block as a note, so it is never read as body text.
 */
export const NOTE_PARAGRAPH_RE = /^\[Note(?: ([^\]\s]{1,12}))?\] /;

export function formatNote(label: string, text: string): string {
  return `[Note${label ? ` ${label}` : ''}] ${text.replace(/\s*\n\s*/g, ' ').trim()}`;
}

/** The label and text of a note paragraph, or null when the paragraph is not a note. */
export function parseNote(paragraph: string): { label: string; text: string } | null {
  const m = NOTE_PARAGRAPH_RE.exec(paragraph);
  return m ? { label: m[1] ?? '', text: paragraph.slice(m[0].length).trim() } : null;
}
