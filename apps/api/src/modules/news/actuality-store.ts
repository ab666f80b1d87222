import { NEWS_API_MESSAGES } from '@lexfaso/contracts';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import type { DialectName } from '../../platform/db/dialect';
import { badRequest } from '../../platform/errors';
import { withTransaction } from '../../platform/transaction';
import { bumpNewsVersion } from './news-version';
import {
  actualityIndexBody,
  analyseForSearchIndex,
  removeSearchIndex,
  searchVectorColumn,
  writeIndexBesideRow,
} from './search-index';

/** What the back-office may write on a news item (camelCase, as the spec names the fields). */
export interface ActualityInput {
  title: string;
  description: string;
  excerpt?: string | null;
  content?: string | null;
  author?: string | null;
  imageUrl?: string | null;
  categoryId?: number | null;
  isPublished?: boolean;
  isPinned?: boolean;
  /** ISO date-time; when a published item has none, the moment it is published. */
  publishedAt?: string | null;
  metadata?: Record<string, unknown>;
}

async function assertCategoryExists(db: DB, categoryId: number | null | undefined) {
  if (categoryId === null || categoryId === undefined) return;
  const found = await db
    .selectFrom('actuality_categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!found)
    throw badRequest(NEWS_API_MESSAGES.categoryMissing, [
      { field: 'categoryId', message: NEWS_API_MESSAGES.categoryMissing },
    ]);
}

/** Creates a news item and its search-index entry in one transaction; returns its id. */
export async function createActuality(db: DB, dialect: DialectName, input: ActualityInput): Promise<number> {
  return withTransaction(db, async (trx) => {
    await assertCategoryExists(trx, input.categoryId);
    const now = nowIso();
    const isPublished = input.isPublished ?? true;
    const values = {
      title: input.title,
      description: input.description,
      excerpt: input.excerpt ?? null,
      content: input.content ?? null,
      author: input.author ?? null,
      image_url: input.imageUrl ?? null,
      category_id: input.categoryId ?? null,
      is_published: isPublished ? 1 : 0,
      is_pinned: input.isPinned ? 1 : 0,
      published_at: input.publishedAt ?? (isPublished ? now : null),
      metadata: JSON.stringify(input.metadata ?? {}),
      created_at: now,
      updated_at: now,
    };
    const index = analyseForSearchIndex(values.title, actualityIndexBody(values));
    const row = await trx
      .insertInto('actualities')
      .values({ ...values, ...searchVectorColumn(dialect, index) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeIndexBesideRow(trx, dialect, row.id, index);
    await bumpNewsVersion(trx);
    return row.id;
  });
}

/**
 * Applies the given fields (undefined = unchanged) and re-indexes, in one transaction.
 * Publishing an item that never had a publication date stamps it now. Returns false when it does not exist.
 */
export async function updateActuality(
  db: DB,
  dialect: DialectName,
  id: number,
  patch: Partial<ActualityInput>,
): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const current = await trx.selectFrom('actualities').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    if (patch.categoryId !== undefined) await assertCategoryExists(trx, patch.categoryId);
    const next = {
      title: patch.title ?? current.title,
      description: patch.description ?? current.description,
      excerpt: patch.excerpt !== undefined ? patch.excerpt : current.excerpt,
      content: patch.content !== undefined ? patch.content : current.content,
      author: patch.author !== undefined ? patch.author : current.author,
      image_url: patch.imageUrl !== undefined ? patch.imageUrl : current.image_url,
      category_id: patch.categoryId !== undefined ? patch.categoryId : current.category_id,
      is_published: patch.isPublished !== undefined ? (patch.isPublished ? 1 : 0) : current.is_published,
      is_pinned: patch.isPinned !== undefined ? (patch.isPinned ? 1 : 0) : current.is_pinned,
      published_at: patch.publishedAt !== undefined ? patch.publishedAt : current.published_at,
      metadata: patch.metadata !== undefined ? JSON.stringify(patch.metadata) : current.metadata,
      updated_at: nowIso(),
    };
    if (next.is_published === 1 && !next.published_at) next.published_at = next.updated_at;
    const index = analyseForSearchIndex(next.title, actualityIndexBody(next));
    await trx
      .updateTable('actualities')
      .set({ ...next, ...searchVectorColumn(dialect, index) })
      .where('id', '=', id)
      .execute();
    await writeIndexBesideRow(trx, dialect, id, index);
    await bumpNewsVersion(trx);
    return true;
  });
}

/** Deletes the row and its index entry together; returns false when it did not exist. */
export async function deleteActuality(db: DB, dialect: DialectName, id: number): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    const current = await trx.selectFrom('actualities').select('id').where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    await removeSearchIndex(trx, dialect, id);
    await trx.deleteFrom('actualities').where('id', '=', id).execute();
    await bumpNewsVersion(trx);
    return true;
  });
}
