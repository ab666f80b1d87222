import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession,
  createTestApp,
  createUser,
  signedInAs,
  TEST_DIALECT,
  type TestContext,
} from '../../../test/support';

describe(`back-office users (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let superAdmin: Awaited<ReturnType<typeof adminSession>>;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await adminSession(t.deps, 'ROLE_SUPER_ADMIN');
    admin = await adminSession(t.deps, 'ROLE_ADMIN');
  });
  afterAll(() => t.close());

  const req = (s: typeof admin, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: s.headersWithCsrf,
      ...(payload ? { payload: payload as object } : {}),
    });

  it('creates a user with the defaults: ROLE_USER, active, free; the email is unique whatever the case', async () => {
    const res = await req(admin, 'POST', '/api/admin/users', {
      firstname: 'Salif',
      lastname: 'Compaoré',
      email: 'Salif.Compaore@Example.bf',
      password: 'MotDePasse1!',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({
      email: 'salif.compaore@example.bf',
      roles: ['ROLE_USER'],
      statut: 'active',
      subscriptionPlan: 'free',
      isVerified: false,
      fullName: 'Salif Compaoré',
    });
    const again = await req(admin, 'POST', '/api/admin/users', {
      firstname: 'X',
      lastname: 'Y',
      email: 'SALIF.COMPAORE@example.bf',
      password: 'MotDePasse1!',
    });
    expect(again.statusCode).toBe(409);
  });

  it('requires the names, the email and a password of 8 characters on creation', async () => {
    const res = await req(admin, 'POST', '/api/admin/users', {
      firstname: '',
      lastname: 'Y',
      password: 'court',
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.fromEntries(
      res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields.firstname).toBe('Le prénom est requis');
    expect(fields.email).toBe("L'email est requis");
    expect(fields.password).toMatch(/au moins 8 caractères/);
  });

  it('only a super admin sets or changes roles', async () => {
    const denied = await req(admin, 'POST', '/api/admin/users', {
      firstname: 'A',
      lastname: 'B',
      email: 'a.b@example.bf',
      password: 'MotDePasse1!',
      roles: ['ROLE_ADMIN'],
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('Seuls les Super Admins peuvent modifier les rôles');
    expect(
      await t.deps.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'a.b@example.bf')
        .executeTakeFirst(),
    ).toBeUndefined();

    const target = await createUser(t.deps, { role: 'ROLE_USER' });
    const put = await req(admin, 'PUT', `/api/admin/users/${target.id}`, {
      firstname: 'A',
      lastname: 'B',
      roles: ['ROLE_PREMIUM'],
    });
    expect(put.statusCode).toBe(403);
    // Re-sending the same role is not a change: an admin may still edit the other fields.
    const same = await req(admin, 'PUT', `/api/admin/users/${target.id}`, {
      firstname: 'Awa',
      lastname: 'Zongo',
      roles: ['ROLE_USER'],
      subscriptionPlan: 'premium',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().user).toMatchObject({
      firstname: 'Awa',
      subscriptionPlan: 'premium',
      roles: ['ROLE_USER'],
    });

    const ok = await req(superAdmin, 'PUT', `/api/admin/users/${target.id}`, {
      firstname: 'Awa',
      lastname: 'Zongo',
      roles: ['ROLE_PREMIUM'],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.roles).toEqual(['ROLE_PREMIUM']);
  });

  it('never changes the email after creation', async () => {
    const target = await createUser(t.deps);
    const res = await req(superAdmin, 'PUT', `/api/admin/users/${target.id}`, {
      firstname: 'A',
      lastname: 'B',
      email: 'autre@example.bf',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("L'email ne peut pas être modifié");
    const row = await t.deps.db
      .selectFrom('users')
      .select(['email', 'firstname'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: target.email, firstname: 'Aminata' });
  });

  it('nobody deletes their own account; nobody removes the last super admin', async () => {
    const self = await req(superAdmin, 'DELETE', `/api/admin/users/${superAdmin.user.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('Vous ne pouvez pas supprimer votre propre compte');

    // superAdmin is the only super admin: no one can demote or deactivate them.
    const demote = await req(superAdmin, 'PUT', `/api/admin/users/${superAdmin.user.id}`, {
      firstname: 'S',
      lastname: 'A',
      roles: ['ROLE_ADMIN'],
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().error).toBe('Impossible de retirer le dernier Super Admin');
    const deactivate = await req(superAdmin, 'PUT', `/api/admin/users/${superAdmin.user.id}`, {
      firstname: 'S',
      lastname: 'A',
      statut: 'inactive',
    });
    expect(deactivate.statusCode).toBe(403);
    const byAdmin = await req(admin, 'DELETE', `/api/admin/users/${superAdmin.user.id}`);
    expect(byAdmin.statusCode).toBe(403);
    expect(
      (
        await t.deps.db
          .selectFrom('users')
          .select('roles')
          .where('id', '=', superAdmin.user.id)
          .executeTakeFirstOrThrow()
      ).roles,
    ).toBe('["ROLE_SUPER_ADMIN"]');

    // With a second super admin, the first may be demoted, then the second is the last one.
    const second = await adminSession(t.deps, 'ROLE_SUPER_ADMIN');
    const demoted = await req(second, 'PUT', `/api/admin/users/${superAdmin.user.id}`, {
      firstname: 'S',
      lastname: 'A',
      roles: ['ROLE_ADMIN'],
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const last = await req(admin, 'DELETE', `/api/admin/users/${second.user.id}`);
    expect(last.statusCode).toBe(403);
  });

  it('deactivating a user ends their sessions', async () => {
    const target = await signedInAs(t.deps, 'ROLE_PREMIUM');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users/stats', headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    const res = await req(admin, 'PUT', `/api/admin/users/${target.user.id}`, {
      firstname: 'A',
      lastname: 'B',
      statut: 'inactive',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.statut).toBe('inactive');
    const sessions = await t.deps.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', target.user.id)
      .execute();
    expect(sessions.every((s) => s.revoked_at)).toBe(true);
  });

  it('deletes a user, and answers 404 for an unknown one', async () => {
    const target = await createUser(t.deps);
    expect((await req(admin, 'DELETE', `/api/admin/users/${target.id}`)).statusCode).toBe(200);
    expect((await req(admin, 'GET', `/api/admin/users/${target.id}`)).statusCode).toBe(404);
    expect((await req(admin, 'DELETE', `/api/admin/users/${target.id}`)).statusCode).toBe(404);
  });

  it('lists with search, role and status filters and pagination; stats count the accounts', async () => {
    const tag = 'zzfiltre';
    for (let i = 0; i < 3; i++)
      await createUser(t.deps, { role: 'ROLE_PREMIUM', email: `${tag}${i}@example.bf` });
    await createUser(t.deps, { role: 'ROLE_USER', email: `${tag}x@example.bf`, lastname: 'Ilboudo' });
    const list = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/users?${q}`, headers: admin.headers })).json();
    const all = await list(`search=${tag}&limit=2`);
    expect(all.totalItems).toBe(4);
    expect(all.totalPages).toBe(2);
    expect(all.users).toHaveLength(2);
    expect(all.items).toEqual(all.users);
    const page2 = await list(`search=${tag}&limit=2&page=2`);
    expect(page2.users.map((u: { id: number }) => u.id)).not.toContain(all.users[0].id);
    expect((await list(`search=${tag}&role=ROLE_PREMIUM`)).totalItems).toBe(3);
    expect((await list('search=ilboudo')).totalItems).toBe(1);
    expect((await list(`search=${tag}&status=inactive`)).totalItems).toBe(0);
    expect((await list('search=100%25')).totalItems).toBe(0);

    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/admin/users/stats', headers: admin.headers })
    ).json().stats;
    const total = Number(
      (
        await t.deps.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(stats.total).toBe(total);
    expect(stats.subscription_plans.reduce((s: number, p: { count: number }) => s + p.count, 0)).toBe(total);
    expect(
      stats.subscription_plans.find((p: { subscriptionPlan: string }) => p.subscriptionPlan === 'premium')
        .count,
    ).toBeGreaterThanOrEqual(3);
  });
});
