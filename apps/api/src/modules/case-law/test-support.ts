import { adminSession, createTestApp, signedInAs } from '../../../test/support';

/**
 * Where the back office's decision tests start (admin-decisions, decision-links): a fresh app with its reference
 * data (createTestApp seeds it), an administrator who writes documents, a signed-in reader, the ids a
 * document's form needs, and the administrator's create and update of a document.
 */
export async function decisionsTestApp() {
  const t = await createTestApp();
  const admin = await adminSession(t.deps, 'ROLE_ADMIN');
  const reader = (await signedInAs(t.deps)).headers;
  const domaineId = (
    await t.deps.db.selectFrom('domaines').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  /** Document types' ids by name ('Arrêt', 'Décision', 'Loi'…). */
  const typeId = new Map<string, number>();
  for (const r of await t.deps.db.selectFrom('doc_types').select(['id', 'type']).execute())
    typeId.set(r.type, Number(r.id));
  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/documents', headers: admin.headersWithCsrf, payload });
  const update = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/documents/${id}`, headers: admin.headersWithCsrf, payload });
  return { ...t, admin, reader, domaineId, typeId, create, update };
}

export type DecisionsTestContext = Awaited<ReturnType<typeof decisionsTestApp>>;
