import type { AuditEntry } from '@lexfaso/contracts';
import { offsetOf, paged, toCount } from '../../http/paging';
import type { DB } from '../../platform/db/database';
import { parseJson } from '../../platform/json';

export async function listAudit(
  db: DB,
  q: { page: number; limit: number; entity?: string; action?: string; search?: string },
) {
  let query = db.selectFrom('audit_log');
  if (q.entity) query = query.where('entity', '=', q.entity);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.search) query = query.where('actor_email', '=', q.search.toLowerCase());
  const total = toCount((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(q.limit)
    .offset(offsetOf(q.page, q.limit))
    .execute();
  const items: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    actor: { id: r.actor_id, email: r.actor_email },
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    details: parseJson<unknown>(r.details, null),
    ip: r.ip,
    createdAt: r.created_at,
  }));
  return paged(items, total, q.page, q.limit);
}
