import { type Folder, LIBRARY_LIMITS, LIBRARY_MESSAGES } from '@lexfaso/contracts';
import { toCount } from '../../http/paging';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import type { DialectName } from '../../platform/db/dialect';
import { conflict, notFound } from '../../platform/errors';
import { withTransaction } from '../../platform/transaction';
import { isUniqueViolation } from '../accounts/users-repo';
import { nameKey } from '../reference-data/name-key';
import { lockLibrary } from './library-lock';

const folderNotFound = () => notFound(LIBRARY_MESSAGES.folderNotFound, 'FOLDER_NOT_FOUND');
const nameTaken = () =>
  conflict(LIBRARY_MESSAGES.folderNameTaken, 'FOLDER_NAME_TAKEN', [
    { field: 'name', message: LIBRARY_MESSAGES.folderNameTaken },
  ]);

/** A folder of the user's, or 404 (another user's folder is not told apart from none). */
export async function assertOwnFolder(db: DB, userId: number, id: number) {
  const row = await db
    .selectFrom('library_folders')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw folderNotFound();
}

/** The user's folders by name, each with how many of its favourites are readable. */
export async function listFolders(db: DB, userId: number, only?: number): Promise<Folder[]> {
  let query = db
    .selectFrom('library_folders as lf')
    .select((eb) => [
      'lf.id',
      'lf.name',
      'lf.created_at',
      eb
        .selectFrom('favorites as f')
        .innerJoin('documents as d', 'd.id', 'f.document_id')
        .select(eb.fn.countAll().as('n'))
        .whereRef('f.folder_id', '=', 'lf.id')
        .where('d.is_published', '=', 1)
        .as('favorite_count'),
    ])
    .where('lf.user_id', '=', userId);
  if (only !== undefined) query = query.where('lf.id', '=', only);
  const rows = await query.orderBy('lf.name_key').orderBy('lf.id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    favoriteCount: toCount(r.favorite_count),
    createdAt: r.created_at,
  }));
}

async function oneFolder(db: DB, userId: number, id: number) {
  const [folder] = await listFolders(db, userId, id);
  if (!folder) throw folderNotFound();
  return folder;
}

/** Whether another folder of the user's has this name (case, accents and spaces aside). */
async function nameInUse(trx: DB, userId: number, key: string, selfId: number | null) {
  const row = await trx
    .selectFrom('library_folders')
    .select('id')
    .where('user_id', '=', userId)
    .where('name_key', '=', key)
    .executeTakeFirst();
  return row !== undefined && Number(row.id) !== selfId;
}

/** POST /api/me/folders */
export async function createFolder(db: DB, dialect: DialectName, userId: number, name: string) {
  const key = nameKey(name);
  const now = nowIso();
  const id = await withTransaction(db, async (trx) => {
    await lockLibrary(trx, dialect, userId);
    const count = await trx
      .selectFrom('library_folders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (toCount(count?.n) >= LIBRARY_LIMITS.foldersPerUser)
      throw conflict(LIBRARY_MESSAGES.foldersFull(LIBRARY_LIMITS.foldersPerUser), 'FOLDERS_FULL');
    if (await nameInUse(trx, userId, key, null)) throw nameTaken();
    const row = await trx
      .insertInto('library_folders')
      .values({ user_id: userId, name, name_key: key, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? nameTaken() : err;
      });
    return Number(row.id);
  });
  return oneFolder(db, userId, id);
}

/** PUT /api/me/folders/{id} */
export async function renameFolder(db: DB, userId: number, id: number, name: string) {
  const key = nameKey(name);
  await withTransaction(db, async (trx) => {
    await assertOwnFolder(trx, userId, id);
    if (await nameInUse(trx, userId, key, id)) throw nameTaken();
    await trx
      .updateTable('library_folders')
      .set({ name, name_key: key, updated_at: nowIso() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute()
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? nameTaken() : err;
      });
  });
  return oneFolder(db, userId, id);
}

/** DELETE /api/me/folders/{id}: its favourites stay, unfiled. */
export async function deleteFolder(db: DB, userId: number, id: number) {
  await withTransaction(db, async (trx) => {
    await assertOwnFolder(trx, userId, id);
    await trx.updateTable('favorites').set({ folder_id: null }).where('folder_id', '=', id).execute();
    await trx.deleteFrom('library_folders').where('id', '=', id).where('user_id', '=', userId).execute();
  });
}
