import type { NamedText } from './recognise';
import { referenceKindOf } from './reference-kinds';
import { keyOfName } from './text-keys';

/** Where a reference lands. */
export interface Target {
  documentId: number;
  /** null: the reference is to the text itself. */
  articleId: string | null;
}

/**
 * What resolution reads of the corpus (the database's text_names and text_articles, or the demo corpus in
 * memory for the judged sample). Only published texts are ever answered; among the texts a key names, the
 * one a reader means comes first: in force before repealed (a reference goes to the law as it stands), the
 * text itself before what amends it (most articles), then the newest, then the lowest id.
 */
export interface CorpusDirectory {
  /** The first text the key names, or null. */
  firstText(key: string): Promise<number | null>;
  /**
   * The first text the key names (or, for key null, text `self` alone) holding an article numbered
   * `articleKey`, and that article's id; with `simpleNumbers`, only among texts numbering their articles 1,
   * 2, 3… (not '261-1').
   */
  firstHolding(
    key: string | null,
    self: number,
    articleKey: string,
    simpleNumbers: boolean,
  ): Promise<Target | null>;
  /**
   * The document a target of another kind names (reference-kinds.ts: a court decision), cited from `from`;
   * absent where no such kind is read (the demo texts in memory).
   */
  otherDocument?(target: string, from: number): Promise<number | null>;
}

/** The key a named text is looked up by; null for its own text or another text no key names. */
function targetKeyOf(text: NamedText): string | null {
  if (text.kind === 'number') return text.key;
  if (text.kind === 'name') return keyOfName(text.name);
  return null;
}

/** What a stored reference names, as `citations.target` writes it. */
export const storedTarget = (text: NamedText) =>
  text.kind === 'self' ? 'self' : (targetKeyOf(text) ?? 'other');

/**
 * Where a reference lands, or null: never a text or an article that does not exist. An article is looked for
 * in the named texts in preference order (the first holding it wins: 'article 80 du code de procédure
 * pénale' in a 1991 text is the 1968 code's, which the 2019 code no longer numbers so); a reference to its own
 * text lands in it only. 'article 30.6' or 'Article 35-6' of a text numbering its articles 1, 2, 3… is point 6
 * of article 30. A text's mention of itself is no link. A target of another kind (a court decision) is its
 * kind's to resolve.
 */
export async function resolveTarget(
  dir: CorpusDirectory,
  from: number,
  target: string,
  article: string | null,
): Promise<Target | null> {
  if (target === 'other') return null;
  if (referenceKindOf(target)) {
    const other = dir.otherDocument ? await dir.otherDocument(target, from) : null;
    return other !== null && other !== from ? { documentId: other, articleId: null } : null;
  }
  const key = target === 'self' ? null : target;
  if (article === null) {
    if (key === null) return null;
    const first = await dir.firstText(key);
    return first !== null && first !== from ? { documentId: first, articleId: null } : null;
  }
  const exact = await dir.firstHolding(key, from, article, false);
  if (exact) return exact;
  const point = /^(\d+)-\d+$/.exec(article);
  return point ? dir.firstHolding(key, from, point[1], true) : null;
}
