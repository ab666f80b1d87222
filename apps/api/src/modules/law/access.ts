import { ADMIN_ROLES, DOCUMENT_NOT_FOUND, hasAnyRole } from '@lexfaso/contracts';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { requireUser } from '../accounts/guards';

/** A text a reader may read: published, or any for an administrator (drafts exist only for them). */
export async function readableText(request: FastifyRequest, db: DB, id: number) {
  const session = await requireUser(request);
  const row = await db
    .selectFrom('documents')
    .select(['id', 'is_published', 'updated_at', 'citations_at', 'content', 'preambule'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (!row.is_published && !hasAnyRole(session.roles, ADMIN_ROLES)))
    throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}
