import { formatNote } from '@lexfaso/contracts';
import type { Footnote } from './footnotes';
import { articleHeadLine, matchArticleHead, unspaceLetters } from './headings';
import type { FootnoteCall, Paragraph } from './paragraphs';

/**
 * Paragraphs and footnotes into the content format the structure parser reads: paragraphs separated
 * by a blank line, each heading on its own line ('Article 12', 'TITRE II - …'), and each footnote as a
 * note paragraph right after the article or heading that calls it.
 */
export interface Composed {
  text: string;
  /** Footnotes no call points to (reported, and kept after the block nearest to their page). */
  uncalled: Footnote[];
}

/** Finds the footnote a call points to: same number, same page first, then the pages after it. */
function noteFinder(footnotes: Footnote[]) {
  const used = new Set<Footnote>();
  return {
    used,
    find(call: FootnoteCall): Footnote | undefined {
      const candidates = footnotes.filter(
        (f) => (f.key ?? f.label) === call.label && !used.has(f) && f.page >= call.page,
      );
      const note = candidates.sort((a, b) => a.page - b.page)[0];
      if (note) used.add(note);
      return note;
    },
  };
}

export function composeContent(paragraphs: Paragraph[], footnotes: Footnote[]): Composed {
  const finder = noteFinder(footnotes);
  const out: string[] = [];
  let pending: Footnote[] = [];
  let inArticle = false;
  const flush = () => {
    for (const note of pending) out.push(formatNote(note.label, note.text));
    pending = [];
  };
  const collect = (calls: FootnoteCall[]) => {
    for (const call of calls) {
      const note = finder.find(call);
      if (note) pending.push(note);
    }
  };
  for (const paragraph of paragraphs) {
    if (paragraph.kind === 'article') {
      flush();
      const head = matchArticleHead(paragraph.text)!;
      out.push(articleHeadLine(head));
      const body = head.rest.replace(/^[-–—:.]+\s*/, '');
      if (body) out.push(body);
      inArticle = true;
      collect(paragraph.calls);
    } else if (paragraph.kind === 'division') {
      flush();
      out.push(unspaceLetters(paragraph.text));
      inArticle = false;
      collect(paragraph.calls);
      flush();
    } else {
      out.push(unspaceLetters(paragraph.text));
      collect(paragraph.calls);
      if (!inArticle) flush();
    }
  }
  flush();
  return { text: out.join('\n\n'), uncalled: footnotes.filter((f) => !finder.used.has(f)) };
}
