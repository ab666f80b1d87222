import { LIBRARY_LIMITS } from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import { withTransaction } from '../../platform/transaction';
import { documentStructure } from '../documents/structure-cache';
import { longDocumentText } from '../documents/text-cache';
import { type AnchorBlock, articleFingerprint, locateArticles } from './article-anchor';

/** A favourite as read with its text's `updated_at`: what following its article needs. */
export interface FavoriteRow {
  id: number;
  user_id: number;
  document_id: number | null;
  doc_updated_at: string;
  article_id: string;
  article_label: string;
  article_fingerprint: string;
  article_gone: number;
  resolved_at: string;
  folder_id: number | null;
  note: string;
  created_at: string;
}

/** The blocks of a text as it stands (the documents module's parser and caches), or undefined when it is gone. */
export async function currentBlocks(
  db: DB,
  id: number,
  updatedAt: string,
): Promise<readonly AnchorBlock[] | undefined> {
  const content = await longDocumentText(db, id, updatedAt);
  return content === undefined ? undefined : documentStructure(id, updatedAt, content).blocks;
}

/** Two favourites of one article become one: the notes joined, a folder kept. */
async function mergeInto(trx: DB, stale: FavoriteRow, keeperId: number) {
  const keeper = await trx
    .selectFrom('favorites')
    .select(['note', 'folder_id'])
    .where('id', '=', keeperId)
    .executeTakeFirstOrThrow();
  const note = [keeper.note, stale.note]
    .filter((n) => n !== '')
    .join('\n')
    .slice(0, LIBRARY_LIMITS.noteChars);
  await trx
    .updateTable('favorites')
    .set({ note, folder_id: keeper.folder_id ?? stale.folder_id })
    .where('id', '=', keeperId)
    .execute();
  await trx.deleteFrom('favorites').where('id', '=', stale.id).execute();
}

/**
 * Favourite articles whose text changed since they were last found are looked for again (locateArticles):
 * each follows its article to its new anchor, or is marked gone (keeping what it was saved with, so a later
 * edit that brings the article back finds it again). Checked when listed, one text at a time, only for the rows
 * asked for: a text unchanged since costs nothing. Returns the rows as they now are (a favourite that met
 * another of the same article is merged into it and left out).
 */
export async function refreshArticles<R extends FavoriteRow>(db: DB, rows: readonly R[]): Promise<R[]> {
  const stale = rows.filter(
    (r) => r.article_id !== '' && r.document_id !== null && r.resolved_at !== r.doc_updated_at,
  );
  if (stale.length === 0) return [...rows];
  const merged = new Set<number>();
  const byText = new Map<number, R[]>();
  for (const r of stale) byText.set(Number(r.document_id), [...(byText.get(Number(r.document_id)) ?? []), r]);
  for (const [documentId, favorites] of byText) {
    const updatedAt = favorites[0].doc_updated_at;
    const blocks = await currentBlocks(db, documentId, updatedAt);
    if (!blocks) continue;
    const found = locateArticles(
      blocks,
      favorites.map((f) => ({
        id: f.article_id,
        label: f.article_label,
        fingerprint: f.article_fingerprint,
      })),
    );
    await withTransaction(db, async (trx) => {
      for (const [i, favorite] of favorites.entries()) {
        const block = found[i];
        if (block && block.id !== favorite.article_id) {
          const other = await trx
            .selectFrom('favorites')
            .select('id')
            .where('user_id', '=', favorite.user_id)
            .where('document_id', '=', documentId)
            .where('article_id', '=', block.id)
            .executeTakeFirst();
          if (other) {
            await mergeInto(trx, favorite, Number(other.id));
            merged.add(favorite.id);
            continue;
          }
        }
        const now = block
          ? {
              article_id: block.id,
              article_label: block.label,
              article_fingerprint: articleFingerprint(block.text),
              article_gone: 0,
            }
          : { article_gone: 1 };
        await trx
          .updateTable('favorites')
          .set({ ...now, resolved_at: updatedAt })
          .where('id', '=', favorite.id)
          .execute();
        Object.assign(favorite, now, { resolved_at: updatedAt });
      }
    });
  }
  return rows.filter((r) => !merged.has(r.id));
}
