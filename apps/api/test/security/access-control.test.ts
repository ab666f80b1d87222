import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import { createTestApp, createUser, signedInAs, TEST_DIALECT, type TestContext } from '../support';
import { CALLER_NAMES, type Caller, type CallerName, expectedOutcome, makeCallers } from './callers';
import { type ContentIds, createContent, idFor } from './fixtures';
import { ROUTE_TABLE, registeredRoutes } from './route-table';

/**
 * decisions.md §5 and api.md as a table: every registered route × every kind of caller gets exactly what the
 * spec allows. A refusal must come from the guard (401 or 403, in the envelope), never from elsewhere.
 */
describe(`access control over every route (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let callers: Record<CallerName, Caller>;
  let ids: ContentIds;

  beforeAll(async () => {
    t = await createTestApp();
    callers = await makeCallers(t.deps);
    ids = await createContent(t, callers.superAdmin.headersWithCsrf);
    // As the server at start-up: the readiness check answers 200 once the engine is built.
    await t.deps.searchRunner.start();
  }, 60_000);
  afterAll(() => t?.close());

  it('every registered route is classified, and the table lists no route that does not exist', () => {
    const registered = registeredRoutes(t.app).filter((r) => r.split(' ')[1]!.startsWith('/api'));
    const unclassified = registered.filter((r) => !(r in ROUTE_TABLE));
    const stale = Object.keys(ROUTE_TABLE).filter((r) => !registered.includes(r));
    expect(unclassified, 'routes missing from test/security/route-table.ts').toEqual([]);
    expect(stale, 'routes in the table that the app does not register').toEqual([]);
  });

  const routes = Object.entries(ROUTE_TABLE).filter(([r]) => !r.includes('*'));

  it.each(routes)('%s', async (route, rule) => {
    const [method, pattern] = route.split(' ') as [string, string];
    // DELETE aims at an id that does not exist: it proves the guard let the caller through without deleting
    // the fixtures the other rows need.
    const url = pattern.includes(':id')
      ? pattern.replace(':id', String(method === 'DELETE' ? 999_999 : idFor(pattern, ids)))
      : pattern;
    // A logout revokes the caller's session: those rows get fresh callers of their own.
    const who = pattern.endsWith('/logout') ? await makeCallers(t.deps) : callers;
    for (const name of CALLER_NAMES) {
      const caller = who[name];
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: freshIp(),
        headers: rule.csrf ? caller.headersWithCsrf : caller.headers,
        ...(method === 'GET' || rule.multipart ? {} : { payload: rule.body ?? {} }),
      });
      const expected = expectedOutcome(rule, name);
      const what = `${route} as ${name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (expected === 'allow') {
        expect([401, 403], what).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, what).toBe(expected);
        expect(res.json(), what).toMatchObject({ success: false, code: expect.any(String) });
      }
    }
  });

  // Guards run before validation (preValidation), so the field rules of a route stay private to its callers.
  it("a refused caller gets 401/403 even with an invalid body, never the route's field errors", async () => {
    const wrong: string[] = [];
    for (const [route, rule] of routes.filter(([r, x]) => x.body && !r.startsWith('GET '))) {
      const [method, pattern] = route.split(' ') as [string, string];
      const url = pattern.includes(':id') ? pattern.replace(':id', String(idFor(pattern, ids))) : pattern;
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        payload: {},
        remoteAddress: freshIp(),
      });
      if (res.statusCode !== expectedOutcome(rule, 'visitor')) wrong.push(`${route}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('drafts are not readable by id outside the back-office (document 404, news 404)', async () => {
    for (const name of ['user', 'premium'] as const) {
      const doc = await t.app.inject({
        url: `/api/documents/${ids.draftDocument}`,
        headers: callers[name].headers,
      });
      expect(doc.statusCode, doc.body).toBe(404);
      expect(doc.body).not.toContain('confidentiel');
    }
    const news = await t.app.inject({ url: `/api/v1/actualities/${ids.draftActuality}` });
    expect(news.statusCode).toBe(404);
    expect(news.body).not.toContain('Brouillon interne');
  });

  it("a user can neither read nor change another user's account", async () => {
    const victim = await createUser(t.deps, { firstname: 'Victime', lastname: 'Intacte' });
    const attacker = await signedInAs(t.deps, 'ROLE_PREMIUM');
    const read = await t.app.inject({ url: `/api/admin/users/${victim.id}`, headers: attacker.headers });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain(victim.email);
    // The profile route only ever changes the caller's own row, whatever ids the body carries.
    const upd = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile/update',
      headers: attacker.headers,
      payload: {
        id: victim.id,
        userId: victim.id,
        email: attacker.user.email,
        firstname: 'Pirate',
        lastname: 'Pirate',
        roles: ['ROLE_SUPER_ADMIN'],
      },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    const rows = await t.deps.db
      .selectFrom('users')
      .select(['id', 'firstname', 'roles'])
      .where('id', 'in', [victim.id, attacker.user.id])
      .orderBy('id')
      .execute();
    expect(rows.find((r) => r.id === victim.id)?.firstname).toBe('Victime');
    expect(JSON.parse(rows.find((r) => r.id === attacker.user.id)!.roles)).toEqual(['ROLE_PREMIUM']);
    const me = await t.app.inject({ url: '/api/auth/me', headers: attacker.headers });
    expect(me.json().user.email).toBe(attacker.user.email);
  });
});
