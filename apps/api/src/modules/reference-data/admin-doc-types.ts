import { type DocTypeBody, REFERENCE_DATA_API_MESSAGES } from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import { toCount } from '../../http/paging';
import { writeAudit } from '../../platform/audit-trail';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { uniqueSlug } from '../../platform/slug';
import { withTransaction } from '../../platform/transaction';
import type { ActiveSession } from '../accounts/sessions';
import { bumpReferenceData, forgetReferenceLabels } from './labels';
import { nameTaken } from './name-key';

const NOT_FOUND = REFERENCE_DATA_API_MESSAGES.docTypeNotFound;
const inUse = REFERENCE_DATA_API_MESSAGES.docTypeInUse;
const EXISTS = REFERENCE_DATA_API_MESSAGES.docTypeExists;

/** A type's name is unique, case and accents aside (409 NAME_TAKEN, at the `type` field). */
async function refuseTakenType(request: FastifyRequest, trx: DB, type: string, selfId: number | null) {
  if (await nameTaken(trx, request.server.deps.dialect, 'doc_types', 'type', type, selfId))
    throw conflict(EXISTS, 'NAME_TAKEN', [{ field: 'type', message: EXISTS }]);
}

async function documentCounts(db: DB, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('documents')
    .select(['doc_type_id', (eb) => eb.fn.countAll().as('n')])
    .where('doc_type_id', 'in', ids)
    .groupBy('doc_type_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.doc_type_id), toCount(r.n)]));
}

export async function getDocType(db: DB, id: number) {
  const row = await db
    .selectFrom('doc_types')
    .select(['id', 'type', 'slug', 'category'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return { ...row, documentCount: (await documentCounts(db, [id])).get(id) ?? 0 };
}

const slugFor = (trx: DB, type: string, selfId: number | null) =>
  uniqueSlug(type, async (s) => {
    let q = trx.selectFrom('doc_types').select('id').where('slug', '=', s);
    if (selfId !== null) q = q.where('id', '!=', selfId);
    return !!(await q.executeTakeFirst());
  });

export async function createDocType(request: FastifyRequest, actor: ActiveSession, body: DocTypeBody) {
  return withTransaction(request.server.deps.db, async (trx) => {
    await refuseTakenType(request, trx, body.type, null);
    const row = await trx
      .insertInto('doc_types')
      .values({
        type: body.type,
        category: body.category,
        slug: await slugFor(trx, body.type, null),
        created_at: nowIso(),
      })
      .returning(['id', 'type', 'slug', 'category'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, request, actor, {
      action: 'create',
      entity: 'doc_type',
      entityId: row.id,
      details: body,
    });
    return { ...row, documentCount: 0 };
  });
}

export async function updateDocType(
  request: FastifyRequest,
  actor: ActiveSession,
  id: number,
  body: DocTypeBody,
) {
  const updated = await withTransaction(request.server.deps.db, async (trx) => {
    const current = await getDocType(trx, id);
    await refuseTakenType(request, trx, body.type, id);
    const slug = body.type === current.type ? current.slug : await slugFor(trx, body.type, id);
    await trx
      .updateTable('doc_types')
      .set({ type: body.type, category: body.category, slug })
      .where('id', '=', id)
      .execute();
    // Search answers label their facets and hits with it (labels.ts).
    await bumpReferenceData(trx);
    await writeAudit(trx, request, actor, {
      action: 'update',
      entity: 'doc_type',
      entityId: id,
      details: { from: { type: current.type, category: current.category }, to: body },
    });
    return { ...current, ...body, slug };
  });
  forgetReferenceLabels(request.server.deps.db);
  return updated;
}

export async function deleteDocType(request: FastifyRequest, actor: ActiveSession, id: number) {
  await withTransaction(request.server.deps.db, async (trx) => {
    const current = await getDocType(trx, id);
    if (current.documentCount > 0) throw conflict(inUse(current.documentCount), 'IN_USE');
    await trx.deleteFrom('doc_types').where('id', '=', id).execute();
    await bumpReferenceData(trx);
    await writeAudit(trx, request, actor, {
      action: 'delete',
      entity: 'doc_type',
      entityId: id,
      details: { type: current.type },
    });
  });
  forgetReferenceLabels(request.server.deps.db);
}

export async function docTypeStats(db: DB) {
  const total = toCount(
    (
      await db
        .selectFrom('doc_types')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const usage = await db
    .selectFrom('documents')
    .innerJoin('doc_types', 'doc_types.id', 'documents.doc_type_id')
    .select(['doc_types.id as id', 'doc_types.type as name', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['doc_types.id', 'doc_types.type'])
    .orderBy('n', 'desc')
    .orderBy('doc_types.type')
    .execute();
  return {
    success: true as const,
    stats: {
      total,
      used: usage.length,
      unused: total - usage.length,
      top: usage.slice(0, 10).map((u) => ({ id: Number(u.id), name: u.name, documentCount: toCount(u.n) })),
    },
  };
}
