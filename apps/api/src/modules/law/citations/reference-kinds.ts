import type { DB } from '../../../platform/db/database';
import { excerptAround, type TextBlock } from './article-references';

/**
 * References to documents that are not texts, recognised and resolved by the module that knows them (court
 * decisions citing other decisions: modules/case-law registers that kind). This module stores them with the
 * references to texts (one `citations` table: links, "cité par" and their caches work the same), never knowing
 * what they name: a target of such a kind starts with its prefix ('decision:…'), and only that kind resolves it.
 */
export interface ReferenceKind {
  /** What each of its stored targets starts with ('decision:'); no key of a text does. */
  prefix: string;
  /** Its references in one block's text: the words to link (offsets in the text) and the target they name. */
  recognise(text: string): { start: number; end: number; target: string }[];
  /**
   * The published document a stored target names, cited from document `from`, or null: a kind answers only
   * when one document is meant (a wrong link is worse than none). `without`: a document being deleted, to be
   * read as gone.
   */
  resolve(db: DB, target: string, from: number, without?: number): Promise<number | null>;
  /** The targets that may name document `id` as it is stored (its save may move the references to it). */
  targetsOf(db: DB, id: number): Promise<string[]>;
}

const kinds: ReferenceKind[] = [];

/** Called by the module that knows the kind (registering it twice changes nothing). */
export function registerReferenceKind(kind: ReferenceKind) {
  if (!kinds.some((k) => k.prefix === kind.prefix)) kinds.push(kind);
}

/** The kind a stored target is of, or undefined for a target naming a text. */
export const referenceKindOf = (target: string) => kinds.find((k) => target.startsWith(k.prefix));

/** Every target of the registered kinds that may name document `id`. */
export async function otherTargetsOf(db: DB, id: number): Promise<string[]> {
  const out: string[] = [];
  for (const kind of kinds) out.push(...(await kind.targetsOf(db, id)));
  return out;
}

/** A reference of another kind found in a block, ready to store (the article columns of `citations` stay empty). */
export interface OtherReference {
  articleId: string;
  label: string;
  start: number;
  end: number;
  target: string;
  excerpt: string;
}

/**
 * The references of the registered kinds in a document whose paragraphs cite (a court decision): in its
 * paragraphs and articles, where the references to texts are looked for too.
 */
export function otherReferences(blocks: readonly TextBlock[]): OtherReference[] {
  const out: OtherReference[] = [];
  if (kinds.length === 0) return out;
  for (const block of blocks) {
    if ((block.kind !== 'paragraph' && block.kind !== 'article') || !block.text) continue;
    for (const kind of kinds)
      for (const r of kind.recognise(block.text))
        out.push({
          articleId: block.id,
          label: block.label,
          start: r.start,
          end: r.end,
          target: r.target,
          excerpt: excerptAround(block.text, r.start, r.end),
        });
  }
  return out;
}
