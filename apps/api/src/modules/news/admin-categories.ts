import {
  type ActualityCategoryBody,
  type AdminActualityCategory,
  type AdminPageQuery,
  NEWS_API_MESSAGES,
} from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import { containsText, offsetOf, paged, toCount } from '../../http/paging';
import { writeAudit } from '../../platform/audit-trail';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import type { ActualityCategoriesTable } from '../../platform/db/schema';
import { conflict, notFound } from '../../platform/errors';
import { uniqueSlug } from '../../platform/slug';
import { withTransaction } from '../../platform/transaction';
import type { ActiveSession } from '../accounts/sessions';
import { bumpNewsVersion } from './news-version';

const NOT_FOUND = NEWS_API_MESSAGES.categoryNotFound;
const inUse = NEWS_API_MESSAGES.categoryInUse;
type Row = Omit<ActualityCategoriesTable, 'id'> & { id: number };

function present(r: Row, count: number): AdminActualityCategory {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    color: r.color,
    isActive: r.is_active === 1,
    actualityCount: count,
    createdAt: r.created_at,
  };
}

async function counts(db: DB, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('actualities')
    .select(['category_id', (eb) => eb.fn.countAll().as('n')])
    .where('category_id', 'in', ids)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), toCount(r.n)]));
}

export async function listCategories(db: DB, q: AdminPageQuery) {
  let query = db.selectFrom('actuality_categories');
  if (q.search) query = query.where(containsText('name', q.search));
  const total = toCount((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await query
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .limit(q.limit)
    .offset(offsetOf(q.page, q.limit))
    .execute();
  const n = await counts(
    db,
    rows.map((r) => r.id),
  );
  const categories = rows.map((r) => present(r, n.get(r.id) ?? 0));
  return { ...paged(categories, total, q.page, q.limit), categories };
}

export async function getCategory(db: DB, id: number) {
  const row = await db.selectFrom('actuality_categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return present(row, (await counts(db, [id])).get(id) ?? 0);
}

const slugFor = (trx: DB, name: string, selfId: number | null) =>
  uniqueSlug(name, async (s) => {
    let q = trx.selectFrom('actuality_categories').select('id').where('slug', '=', s);
    if (selfId !== null) q = q.where('id', '!=', selfId);
    return !!(await q.executeTakeFirst());
  });

export async function createCategory(
  request: FastifyRequest,
  actor: ActiveSession,
  body: ActualityCategoryBody,
) {
  return withTransaction(request.server.deps.db, async (trx) => {
    const row = await trx
      .insertInto('actuality_categories')
      .values({
        name: body.name,
        slug: await slugFor(trx, body.name, null),
        description: body.description ?? null,
        color: body.color ? body.color.toLowerCase() : null,
        is_active: body.isActive ? 1 : 0,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The public category list and the category shown on each news item change with it.
    await bumpNewsVersion(trx);
    await writeAudit(trx, request, actor, {
      action: 'create',
      entity: 'actuality_category',
      entityId: row.id,
      details: { name: body.name },
    });
    return present(row, 0);
  });
}

export async function updateCategory(
  request: FastifyRequest,
  actor: ActiveSession,
  id: number,
  body: ActualityCategoryBody,
) {
  return withTransaction(request.server.deps.db, async (trx) => {
    const current = await getCategory(trx, id);
    const slug = body.name === current.name ? current.slug : await slugFor(trx, body.name, id);
    const row = await trx
      .updateTable('actuality_categories')
      .set({
        name: body.name,
        slug,
        description: body.description ?? null,
        color: body.color ? body.color.toLowerCase() : null,
        is_active: body.isActive ? 1 : 0,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // The public category list and the category shown on each news item change with it.
    await bumpNewsVersion(trx);
    await writeAudit(trx, request, actor, {
      action: 'update',
      entity: 'actuality_category',
      entityId: id,
      details: { name: body.name, color: row.color, isActive: body.isActive },
    });
    return present(row, current.actualityCount);
  });
}

export async function deleteCategory(request: FastifyRequest, actor: ActiveSession, id: number) {
  await withTransaction(request.server.deps.db, async (trx) => {
    const current = await getCategory(trx, id);
    if (current.actualityCount > 0) throw conflict(inUse(current.actualityCount), 'IN_USE');
    await trx.deleteFrom('actuality_categories').where('id', '=', id).execute();
    await bumpNewsVersion(trx);
    await writeAudit(trx, request, actor, {
      action: 'delete',
      entity: 'actuality_category',
      entityId: id,
      details: { name: current.name },
    });
  });
}
