import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';

/**
 * Issue 19, finding 1: a ROLE_ADMIN could change a super admin's phone, status, names, plan or verification
 * (only roles were guarded), then take the account over by OTP and a reset. Only a super admin may change a
 * super admin's account; email, phone and status changes of any account are audited with old and new values.
 */
describe(`an admin cannot take over a super admin (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let superAdmin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminSession(t.deps, 'ROLE_ADMIN');
    superAdmin = await adminSession(t.deps, 'ROLE_SUPER_ADMIN');
  });
  afterAll(() => t?.close());

  const put = (headers: Record<string, string>, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers, payload });
  const row = (id: number) =>
    t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const names = { firstname: 'Aminata', lastname: 'Traoré' };

  it.each([
    ['the phone', { phone: '+22670000001' }],
    ['the status (inactive)', { statut: 'inactive' }],
    ['the names', { firstname: 'Pirate', lastname: 'Admin' }],
    ['the plan', { subscriptionPlan: 'free' }],
    ['the verification', { isVerified: false }],
  ])('ROLE_ADMIN changing %s of a super admin gets 403 and nothing changes', async (_what, change) => {
    const target = await createUser(t.deps, { role: 'ROLE_SUPER_ADMIN' });
    const before = await row(target.id);
    const res = await put(admin.headersWithCsrf, target.id, { ...names, ...change });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await row(target.id)).toEqual(before);
  });

  it('ROLE_ADMIN cannot delete a super admin either; a super admin may change another super admin', async () => {
    const target = await createUser(t.deps, { role: 'ROLE_SUPER_ADMIN' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${target.id}`,
      headers: admin.headersWithCsrf,
    });
    expect(del.statusCode).toBe(403);
    const res = await put(superAdmin.headersWithCsrf, target.id, { ...names, phone: '+22670000002' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(target.id)).phone).toBe('+22670000002');
  });

  it('ROLE_ADMIN still manages ordinary accounts; phone and status changes are audited with old and new values', async () => {
    const target = await createUser(t.deps, { phone: '+22670000003' });
    const res = await put(admin.headersWithCsrf, target.id, {
      ...names,
      phone: '+22670000004',
      statut: 'inactive',
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(target.id))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(admin.user.id);
    expect(JSON.parse(entry.details ?? '{}')).toMatchObject({
      changes: {
        phone: { from: '+22670000003', to: '+22670000004' },
        statut: { from: 'active', to: 'inactive' },
      },
    });
  });
});
