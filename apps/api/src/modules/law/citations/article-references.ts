import { articleKey } from '../../../search/references/article-key';
import { type NamedText, type RecogniseContext, recogniseReferences } from './recognise';

/** What of a document's structure the recognition reads: its blocks in order (documents/structure.ts). */
export interface TextBlock {
  id: string;
  kind: string;
  label: string;
  text: string;
}

/** A reference found in an article of a text, ready to store and resolve. */
export interface FoundReference {
  articleId: string;
  label: string;
  start: number;
  end: number;
  shown: boolean;
  text: NamedText;
  /** The article named, as articleKey() writes it; null for the text itself. */
  article: string | null;
  excerpt: string;
}

const EXCERPT_CHARS = 90;
/** 'l'article précédent', 'de l'article suivant': the article before or after, in the same text. */
const NEIGHBOUR_RE = /(?<![\p{L}\p{N}])article\s+(pr[ée]c[ée]dent|suivant)(?![\p{L}\p{N}])/giu;

/** About a sentence around the reference, cut at words. */
export function excerptAround(text: string, start: number, end: number): string {
  let from = Math.max(0, start - EXCERPT_CHARS);
  let to = Math.min(text.length, end + EXCERPT_CHARS);
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  if (to < text.length) to = text.lastIndexOf(' ', to) > end ? text.lastIndexOf(' ', to) : to;
  const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '… ' : ''}${body}${to < text.length ? ' …' : ''}`;
}

/**
 * The references in a document's articles, each with its article, offsets in its text and excerpt; with
 * `paragraphs`, those of its other blocks with text too (a court decision cites from its paragraphs: the
 * block's id stands for the article's).
 */
export function articleReferences(
  blocks: readonly TextBlock[],
  ctx: RecogniseContext,
  paragraphs = false,
): FoundReference[] {
  const articles = blocks.filter((b) => b.kind === 'article');
  const out: FoundReference[] = [];
  if (paragraphs)
    for (const block of blocks)
      if (block.kind === 'paragraph' && block.text)
        for (const r of recogniseReferences(block.text, ctx))
          out.push({
            articleId: block.id,
            label: block.label,
            start: r.start,
            end: r.end,
            excerpt: excerptAround(block.text, r.start, r.end),
            shown: r.shown,
            text: r.text,
            article: r.article,
          });
  articles.forEach((block, i) => {
    if (!block.text) return;
    const own = (r: { start: number; end: number }) => ({
      articleId: block.id,
      label: block.label,
      start: r.start,
      end: r.end,
      excerpt: excerptAround(block.text, r.start, r.end),
    });
    for (const r of recogniseReferences(block.text, ctx))
      out.push({ ...own(r), shown: r.shown, text: r.text, article: r.article });
    for (const m of block.text.matchAll(NEIGHBOUR_RE)) {
      const neighbour = /^pr/i.test(m[1]) ? articles[i - 1] : articles[i + 1];
      const key = neighbour ? articleKey(neighbour.label) : null;
      if (!neighbour || key === null) continue;
      const start = m.index ?? 0;
      out.push({
        ...own({ start, end: start + m[0].length }),
        shown: true,
        text: { kind: 'self' },
        article: key,
      });
    }
  });
  return out;
}
