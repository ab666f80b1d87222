import { type AdminPageQuery, REFERENCE_DATA_API_MESSAGES } from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { containsText, offsetOf, paged, toCount } from '../../http/paging';
import { writeAudit } from '../../platform/audit-trail';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { uniqueSlug } from '../../platform/slug';
import { withTransaction } from '../../platform/transaction';
import type { ActiveSession } from '../accounts/sessions';
import { bumpReferenceData, forgetReferenceLabels } from './labels';
import { nameTaken } from './name-key';

/**
 * Domains and bodies share one shape (id, name, slug) and the same rules: name required and unique (case
 * and accents aside: 409 NAME_TAKEN), unique slug, and a value still used by documents cannot be deleted
 * (409) rather than silently emptying their field.
 */
export interface NamedEntityKind {
  table: 'domaines' | 'organismes';
  column: 'domaine_id' | 'organisme_id';
  entity: string; // audit entity name
  notFound: string;
  inUse: (n: number) => string;
  exists: string;
}

export const DOMAINE_KIND: NamedEntityKind = {
  table: 'domaines',
  column: 'domaine_id',
  entity: 'domaine',
  notFound: REFERENCE_DATA_API_MESSAGES.domaineNotFound,
  inUse: REFERENCE_DATA_API_MESSAGES.domaineInUse,
  exists: REFERENCE_DATA_API_MESSAGES.domaineExists,
};

export const ORGANISME_KIND: NamedEntityKind = {
  table: 'organismes',
  column: 'organisme_id',
  entity: 'organisme',
  notFound: REFERENCE_DATA_API_MESSAGES.organismeNotFound,
  inUse: REFERENCE_DATA_API_MESSAGES.organismeInUse,
  exists: REFERENCE_DATA_API_MESSAGES.organismeExists,
};

async function documentCount(db: DB, kind: NamedEntityKind, id: number) {
  const row = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(kind.column, '=', id)
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

async function countsFor(db: DB, kind: NamedEntityKind, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('documents')
    .select([kind.column, (eb) => eb.fn.countAll().as('n')])
    .where(kind.column, 'in', ids)
    .groupBy(kind.column)
    .execute();
  return new Map(rows.map((r) => [Number((r as Record<string, unknown>)[kind.column]), toCount(r.n)]));
}

export async function listNamed(db: DB, kind: NamedEntityKind, q: AdminPageQuery) {
  let query = db.selectFrom(kind.table);
  if (q.search) query = query.where(containsText('name', q.search));
  const total = toCount((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await query
    .select(['id', 'name', 'slug'])
    .orderBy('name')
    .orderBy('id')
    .limit(q.limit)
    .offset(offsetOf(q.page, q.limit))
    .execute();
  const counts = await countsFor(
    db,
    kind,
    rows.map((r) => r.id),
  );
  return paged(
    rows.map((r) => ({ ...r, documentCount: counts.get(r.id) ?? 0 })),
    total,
    q.page,
    q.limit,
  );
}

export async function getNamed(db: DB, kind: NamedEntityKind, id: number) {
  const row = await db
    .selectFrom(kind.table)
    .select(['id', 'name', 'slug'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(kind.notFound);
  return { ...row, documentCount: await documentCount(db, kind, id) };
}

const slugFor = (trx: DB, kind: NamedEntityKind, name: string, selfId: number | null) =>
  uniqueSlug(name, async (s) => {
    let q = trx.selectFrom(kind.table).select('id').where('slug', '=', s);
    if (selfId !== null) q = q.where('id', '!=', selfId);
    return !!(await q.executeTakeFirst());
  });

async function refuseTakenName(
  request: FastifyRequest,
  trx: DB,
  kind: NamedEntityKind,
  name: string,
  selfId: number | null,
) {
  if (await nameTaken(trx, request.server.deps.dialect, kind.table, 'name', name, selfId))
    throw conflict(kind.exists, 'NAME_TAKEN', [{ field: 'name', message: kind.exists }]);
}

export async function createNamed(
  request: FastifyRequest,
  actor: ActiveSession,
  kind: NamedEntityKind,
  name: string,
) {
  return withTransaction(request.server.deps.db, async (trx) => {
    await refuseTakenName(request, trx, kind, name, null);
    const slug = await slugFor(trx, kind, name, null);
    const row = await trx
      .insertInto(kind.table)
      .values({ name, slug, created_at: nowIso() })
      .returning(['id', 'name', 'slug'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, request, actor, {
      action: 'create',
      entity: kind.entity,
      entityId: row.id,
      details: { name },
    });
    return { ...row, documentCount: 0 };
  });
}

export async function updateNamed(
  request: FastifyRequest,
  actor: ActiveSession,
  kind: NamedEntityKind,
  id: number,
  name: string,
) {
  const updated = await withTransaction(request.server.deps.db, async (trx) => {
    const current = await getNamed(trx, kind, id);
    await refuseTakenName(request, trx, kind, name, id);
    const slug = name === current.name ? current.slug : await slugFor(trx, kind, name, id);
    await trx.updateTable(kind.table).set({ name, slug }).where('id', '=', id).execute();
    // Search answers label their domain facets and their hits with it (labels.ts).
    await bumpReferenceData(trx);
    await writeAudit(trx, request, actor, {
      action: 'update',
      entity: kind.entity,
      entityId: id,
      details: { from: current.name, to: name },
    });
    return { ...current, name, slug };
  });
  forgetReferenceLabels(request.server.deps.db);
  return updated;
}

export async function deleteNamed(
  request: FastifyRequest,
  actor: ActiveSession,
  kind: NamedEntityKind,
  id: number,
) {
  await withTransaction(request.server.deps.db, async (trx) => {
    const current = await getNamed(trx, kind, id);
    if (current.documentCount > 0) throw conflict(kind.inUse(current.documentCount), 'IN_USE');
    await trx.deleteFrom(kind.table).where('id', '=', id).execute();
    await bumpReferenceData(trx);
    await writeAudit(trx, request, actor, {
      action: 'delete',
      entity: kind.entity,
      entityId: id,
      details: { name: current.name },
    });
  });
  forgetReferenceLabels(request.server.deps.db);
}

export async function namedStats(db: DB, kind: NamedEntityKind) {
  const total = toCount(
    (
      await db
        .selectFrom(kind.table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  // Table and column come from the fixed kinds above, never from the request.
  const { rows } = await sql<{ id: number; name: string; n: unknown }>`
    SELECT t.id AS id, t.name AS name, COUNT(*) AS n
    FROM documents d JOIN ${sql.table(kind.table)} t ON t.id = d.${sql.ref(kind.column)}
    GROUP BY t.id, t.name
    ORDER BY COUNT(*) DESC, t.name`.execute(db);
  return {
    success: true as const,
    stats: {
      total,
      used: rows.length,
      unused: total - rows.length,
      top: rows
        .slice(0, 10)
        .map((u) => ({ id: Number(u.id), name: String(u.name), documentCount: toCount(u.n) })),
    },
  };
}
