import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';

describe(`audit log (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every change says who, what and when; only a super admin reads it, newest first, page by page', async () => {
    const admin = await adminSession(t.deps, 'ROLE_ADMIN');
    const superAdmin = await adminSession(t.deps, 'ROLE_SUPER_ADMIN');
    const h = admin.headersWithCsrf;
    const dom = (
      await t.app.inject({
        method: 'POST',
        url: '/api/domaines',
        headers: h,
        payload: { name: 'Droit aérien' },
      })
    ).json().item.id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/domaines/${dom}`,
      headers: h,
      payload: { name: 'Droit spatial' },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/domaines/${dom}`, headers: h });

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers })).statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=domaine&limit=2',
      headers: superAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItems).toBe(3);
    expect(body.totalPages).toBe(2);
    expect(body.items.map((e: { action: string }) => e.action)).toEqual(['delete', 'update']);
    expect(body.items[0]).toMatchObject({
      actor: { id: admin.user.id, email: admin.user.email },
      entity: 'domaine',
      entityId: String(dom),
      details: { name: 'Droit spatial' },
    });
    expect(Date.now() - Date.parse(body.items[0].createdAt)).toBeLessThan(60_000);
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?entity=domaine&limit=2&page=2',
        headers: superAdmin.headers,
      })
    ).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0]).toMatchObject({ action: 'create', details: { name: 'Droit aérien' } });
  });

  it('a refused change writes no entry', async () => {
    const admin = await adminSession(t.deps, 'ROLE_ADMIN');
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/domaines',
      headers: admin.headersWithCsrf,
      payload: { name: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
