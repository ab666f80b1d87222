import type { FastifyRequest } from 'fastify';
import { nowIso } from './clock';
import type { DB } from './db/database';

/** Who made a change: the signed-in administrator (an accounts session has this shape). */
export interface AuditActor {
  user: { id: number; email: string | null };
}

/** Writes who changed what, when (decisions.md §5). Pass the transaction so the entry commits with the change. */
export async function writeAudit(
  db: DB,
  request: FastifyRequest,
  session: AuditActor,
  entry: { action: string; entity: string; entityId?: string | number | null; details?: unknown },
) {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: session.user.id,
      actor_email: session.user.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      details: entry.details === undefined ? null : JSON.stringify(entry.details),
      ip: request.ip,
      created_at: nowIso(),
    })
    .execute();
}
