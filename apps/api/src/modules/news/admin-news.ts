import { type Actuality, type ActualityBody, type AdminActuality, NEWS_MESSAGES } from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import { paged } from '../../http/paging';
import { writeAudit } from '../../platform/audit-trail';
import { notFound } from '../../platform/errors';
import { withTransaction } from '../../platform/transaction';
import type { ActiveSession } from '../accounts/sessions';
import { type ActualityInput, createActuality, deleteActuality, updateActuality } from './actuality-store';
import { findActuality, listActualities } from './queries';

const NOT_FOUND = NEWS_MESSAGES.notFound;

/** The news item as back-office.md §3 reads it: category {id, name, color}, publicationDate. */
function toAdminActuality(a: Actuality): AdminActuality {
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    content: a.content,
    excerpt: a.excerpt,
    author: a.author,
    imageUrl: a.imageUrl,
    picture: a.picture,
    category: a.categoryEntity
      ? { id: a.categoryEntity.id, name: a.categoryEntity.name, color: a.categoryEntity.color }
      : null,
    categoryId: a.categoryId,
    isPublished: a.isPublished,
    isPinned: a.isPinned,
    publicationDate: a.publishedAt,
    publishedAt: a.publishedAt,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    metadata: a.metadata,
  };
}

/** A form date ('YYYY-MM-DD' or a date-time) as the stored ISO timestamp. */
const toIso = (d: string | null | undefined) =>
  d == null ? d : new Date(/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T00:00:00.000Z` : d).toISOString();

const toInput = (b: ActualityBody): ActualityInput => ({
  title: b.title,
  description: b.description,
  content: b.content ?? null,
  excerpt: b.excerpt ?? null,
  author: b.author ?? null,
  imageUrl: b.imageUrl ?? null,
  categoryId: b.categoryId ?? null,
  isPublished: b.isPublished,
  isPinned: b.isPinned,
  ...(b.publicationDate !== undefined ? { publishedAt: toIso(b.publicationDate) } : {}),
  ...(b.metadata !== undefined ? { metadata: b.metadata } : {}),
});

export async function listAdminActualities(
  request: FastifyRequest,
  q: { page: number; limit: number; search?: string; category?: number },
) {
  const { db, dialect } = request.server.deps;
  const page = await listActualities(db, dialect, {
    page: q.page,
    limit: q.limit,
    search: q.search || undefined,
    categoryId: q.category,
    status: 'all',
  });
  const items = page.actualities.map(toAdminActuality);
  return { ...paged(items, page.totalItems, q.page, q.limit), actualities: items };
}

export async function getAdminActuality(request: FastifyRequest, id: number) {
  const found = await findActuality(request.server.deps.db, id, { includeDrafts: true });
  if (!found) throw notFound(NOT_FOUND);
  return toAdminActuality(found);
}

export async function createAdminActuality(
  request: FastifyRequest,
  actor: ActiveSession,
  body: ActualityBody,
) {
  const { db, dialect } = request.server.deps;
  const id = await withTransaction(db, async (trx) => {
    const newId = await createActuality(trx, dialect, toInput(body));
    await writeAudit(trx, request, actor, {
      action: 'create',
      entity: 'actuality',
      entityId: newId,
      details: { title: body.title, isPublished: body.isPublished },
    });
    return newId;
  });
  return getAdminActuality(request, id);
}

export async function updateAdminActuality(
  request: FastifyRequest,
  actor: ActiveSession,
  id: number,
  body: ActualityBody,
) {
  const { db, dialect } = request.server.deps;
  await withTransaction(db, async (trx) => {
    if (!(await updateActuality(trx, dialect, id, toInput(body)))) throw notFound(NOT_FOUND);
    await writeAudit(trx, request, actor, {
      action: 'update',
      entity: 'actuality',
      entityId: id,
      details: { title: body.title, isPublished: body.isPublished },
    });
  });
  return getAdminActuality(request, id);
}

export async function deleteAdminActuality(request: FastifyRequest, actor: ActiveSession, id: number) {
  const { db, dialect } = request.server.deps;
  await withTransaction(db, async (trx) => {
    const title = (
      await trx.selectFrom('actualities').select('title').where('id', '=', id).executeTakeFirst()
    )?.title;
    if (!(await deleteActuality(trx, dialect, id))) throw notFound(NOT_FOUND);
    await writeAudit(trx, request, actor, {
      action: 'delete',
      entity: 'actuality',
      entityId: id,
      details: { title },
    });
  });
}
