import {
  DOCUMENT_NOT_FOUND,
  type Favorite,
  type FavoritesAnswer,
  LAW_MESSAGES,
  LIBRARY_LIMITS,
  LIBRARY_MESSAGES,
  type UnavailableFavorite,
} from '@lexfaso/contracts';
import { offsetOf, toCount } from '../../http/paging';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import type { DialectName } from '../../platform/db/dialect';
import { conflict, notFound } from '../../platform/errors';
import { withTransaction } from '../../platform/transaction';
import { isUniqueViolation } from '../accounts/users-repo';
import { articleFingerprint } from './article-anchor';
import { DOCUMENT_REF_COLUMNS, type DocumentRefColumns, toDocumentRef } from './document-ref';
import { currentBlocks, type FavoriteRow, refreshArticles } from './favorite-articles';
import { assertOwnFolder } from './folders-store';
import { lockLibrary } from './library-lock';

/** The user's favourites whose text is published, with what the list shows of it. */
const visibleFavorites = (db: DB, userId: number) =>
  db
    .selectFrom('favorites as f')
    .innerJoin('documents as d', 'd.id', 'f.document_id')
    .leftJoin('doc_types as dt', 'dt.id', 'd.doc_type_id')
    .where('f.user_id', '=', userId)
    .where('d.is_published', '=', 1);

const selectFavorites = (db: DB, userId: number) =>
  visibleFavorites(db, userId).select([
    ...DOCUMENT_REF_COLUMNS,
    'd.updated_at as doc_updated_at',
    'f.id',
    'f.user_id',
    'f.document_id',
    'f.article_id',
    'f.article_label',
    'f.article_fingerprint',
    'f.article_gone',
    'f.resolved_at',
    'f.folder_id',
    'f.note',
    'f.created_at',
  ]);

type ListedRow = FavoriteRow & DocumentRefColumns;

const toFavorite = (r: ListedRow): Favorite => ({
  id: Number(r.id),
  document: toDocumentRef(r),
  article:
    r.article_id === '' ? null : { id: r.article_id, label: r.article_label, gone: r.article_gone === 1 },
  folderId: r.folder_id === null ? null : Number(r.folder_id),
  note: r.note,
  createdAt: r.created_at,
  notice: r.article_gone === 1 ? LIBRARY_MESSAGES.articleGone(r.article_label) : null,
});

/** Favourites whose text was deleted or withdrawn: gone from the list, said with their saved title. */
async function unavailableFavorites(db: DB, userId: number): Promise<UnavailableFavorite[]> {
  const rows = await db
    .selectFrom('favorites as f')
    .leftJoin('documents as d', 'd.id', 'f.document_id')
    .select(['f.id', 'f.document_title', 'f.document_id', 'd.is_published'])
    .where('f.user_id', '=', userId)
    .where((eb) => eb.or([eb('f.document_id', 'is', null), eb('d.is_published', '<>', 1)]))
    .orderBy('f.created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.document_title,
    notice:
      r.document_id === null
        ? LIBRARY_MESSAGES.documentDeleted(r.document_title)
        : LIBRARY_MESSAGES.documentWithdrawn(r.document_title),
  }));
}

/** GET /api/me/favorites: newest first; the page's articles checked against edits of their texts. */
export async function listFavorites(
  db: DB,
  userId: number,
  query: { page: number; limit: number; folderId?: 'none' | number; documentIds?: number[] },
): Promise<FavoritesAnswer> {
  const { page, limit } = query;
  // Another user's folder is not told apart from none.
  if (typeof query.folderId === 'number') await assertOwnFolder(db, userId, query.folderId);
  const filtered = <Q extends ReturnType<typeof visibleFavorites>>(q: Q): Q => {
    let out = q;
    if (query.folderId === 'none') out = out.where('f.folder_id', 'is', null) as Q;
    else if (query.folderId !== undefined) out = out.where('f.folder_id', '=', query.folderId) as Q;
    if (query.documentIds !== undefined) out = out.where('f.document_id', 'in', query.documentIds) as Q;
    return out;
  };
  const counted = await filtered(visibleFavorites(db, userId))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const rows = await filtered(selectFavorites(db, userId))
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .offset(offsetOf(page, limit))
    .execute();
  const fresh = await refreshArticles(db, rows);
  const total = toCount(counted?.n);
  return {
    favorites: fresh.map(toFavorite),
    pagination: { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) },
    unavailable: await unavailableFavorites(db, userId),
    limits: { favorites: LIBRARY_LIMITS.favoritesPerUser, noteChars: LIBRARY_LIMITS.noteChars },
  };
}

async function findFavorite(db: DB, userId: number, id: number) {
  const row = await selectFavorites(db, userId).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(LIBRARY_MESSAGES.favoriteNotFound, 'FAVORITE_NOT_FOUND');
  return row;
}

export interface NewFavorite {
  documentId: number;
  articleId?: string;
  folderId?: number | null;
  note?: string;
}

/**
 * POST /api/me/favorites: the favourite saved, or the one already saved for that document (and article),
 * unchanged. Only a published text, and an article that is in it.
 */
export async function addFavorite(
  db: DB,
  dialect: DialectName,
  userId: number,
  input: NewFavorite,
): Promise<{ created: boolean; favorite: Favorite }> {
  const doc = await db
    .selectFrom('documents')
    .select(['id', 'title', 'is_published', 'updated_at'])
    .where('id', '=', input.documentId)
    .executeTakeFirst();
  if (!doc || doc.is_published !== 1) throw notFound(DOCUMENT_NOT_FOUND);
  let article = { id: '', label: '', fingerprint: '' };
  if (input.articleId !== undefined) {
    const blocks = await currentBlocks(db, Number(doc.id), doc.updated_at);
    const block = blocks?.find((b) => b.kind === 'article' && b.id === input.articleId);
    if (!block) throw notFound(LAW_MESSAGES.articleNotFound, 'ARTICLE_NOT_FOUND');
    article = { id: block.id, label: block.label, fingerprint: articleFingerprint(block.text) };
  }
  if (input.folderId != null) await assertOwnFolder(db, userId, input.folderId);
  // The user's favourites of this text follow its edits first, so a moved article is found where it is now.
  await refreshArticles(
    db,
    await selectFavorites(db, userId).where('f.document_id', '=', Number(doc.id)).execute(),
  );
  const existing = () =>
    selectFavorites(db, userId)
      .where('f.document_id', '=', Number(doc.id))
      .where('f.article_id', '=', article.id)
      .executeTakeFirst();
  const before = await existing();
  if (before) return { created: false, favorite: toFavorite(before) };
  const now = nowIso();
  const inserted = await withTransaction(db, async (trx) => {
    await lockLibrary(trx, dialect, userId);
    const count = await trx
      .selectFrom('favorites')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (toCount(count?.n) >= LIBRARY_LIMITS.favoritesPerUser)
      throw conflict(LIBRARY_MESSAGES.favoritesFull(LIBRARY_LIMITS.favoritesPerUser), 'FAVORITES_FULL');
    try {
      const { numInsertedOrUpdatedRows } = await trx
        .insertInto('favorites')
        .values({
          user_id: userId,
          document_id: Number(doc.id),
          document_title: doc.title,
          article_id: article.id,
          article_label: article.label,
          article_fingerprint: article.fingerprint,
          article_gone: 0,
          resolved_at: doc.updated_at,
          folder_id: input.folderId ?? null,
          note: input.note ?? '',
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'document_id', 'article_id']).doNothing())
        .executeTakeFirst();
      return Number(numInsertedOrUpdatedRows ?? 0) > 0;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  });
  const row = await existing();
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return { created: inserted, favorite: toFavorite(row) };
}

/** PUT /api/me/favorites/{id}: its folder (null: none) and note; what is absent stays. */
export async function updateFavorite(
  db: DB,
  userId: number,
  id: number,
  patch: { folderId?: number | null; note?: string },
): Promise<Favorite> {
  await findFavorite(db, userId, id);
  if (patch.folderId != null) await assertOwnFolder(db, userId, patch.folderId);
  const values: { folder_id?: number | null; note?: string; updated_at: string } = { updated_at: nowIso() };
  if (patch.folderId !== undefined) values.folder_id = patch.folderId;
  if (patch.note !== undefined) values.note = patch.note;
  await db.updateTable('favorites').set(values).where('id', '=', id).where('user_id', '=', userId).execute();
  return toFavorite(await findFavorite(db, userId, id));
}

/** DELETE /api/me/favorites/{id}: any of the user's favourites, an unavailable one included. */
export async function deleteFavorite(db: DB, userId: number, id: number) {
  const { numDeletedRows } = await db
    .deleteFrom('favorites')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(numDeletedRows) === 0) throw notFound(LIBRARY_MESSAGES.favoriteNotFound, 'FAVORITE_NOT_FOUND');
}
