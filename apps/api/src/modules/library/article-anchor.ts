import { createHash } from 'node:crypto';

/** What a favourite needs of a text's blocks (the documents module's structure parser gives them). */
export interface AnchorBlock {
  id: string;
  kind: string;
  label: string;
  text: string;
}

/** A favourite article as saved: its anchor, label and the fingerprint of its words. */
export interface SavedArticle {
  id: string;
  label: string;
  fingerprint: string;
}

/**
 * The fingerprint of an article's words: spacing and case aside, so a re-typed or re-extracted text keeps it.
 * An article without words has none (it could not tell one empty article from another).
 */
export function articleFingerprint(text: string): string {
  const words = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return words === '' ? '' : createHash('sha256').update(words).digest('base64url').slice(0, 22);
}

const only = <T>(items: T[]): T | undefined => (items.length === 1 ? items[0] : undefined);

/**
 * Where saved articles are in the text as it stands now (null: gone), in the order given. Anchors are made
 * from the article's number ('article-12'; a second 'Article 1' of the same text is 'article-1-2'), so they
 * survive edits elsewhere in the text but not a renumbering nor a new article with the same number before it.
 * Hence, in order: the same anchor with the same words; the one article with the same words (renumbered or
 * re-suffixed); the same anchor with the same label (the article amended in place); the one article with the
 * same label (its suffix changed). Otherwise the article is gone. The text's articles are fingerprinted once.
 */
export function locateArticles(
  blocks: readonly AnchorBlock[],
  saved: readonly SavedArticle[],
): (AnchorBlock | null)[] {
  const articles = blocks.filter((b) => b.kind === 'article');
  const prints = articles.map((b) => articleFingerprint(b.text));
  return saved.map((s) => {
    const at = articles.findIndex((b) => b.id === s.id);
    const sameId = at >= 0 ? articles[at] : undefined;
    if (s.fingerprint !== '') {
      if (sameId && prints[at] === s.fingerprint) return sameId;
      const sameWords = only(articles.filter((_, i) => prints[i] === s.fingerprint));
      if (sameWords) return sameWords;
    }
    if (sameId && sameId.label === s.label) return sameId;
    return only(articles.filter((b) => b.label === s.label)) ?? null;
  });
}
