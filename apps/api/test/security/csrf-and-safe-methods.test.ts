import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/sessions';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import { nowIso } from '../../src/platform/clock';
import { randomToken, sha256 } from '../../src/platform/tokens';
import { fingerprint } from '../back-office-support';
import { adminSession, createTestApp, createUser, TEST_DIALECT, type TestContext } from '../support';
import { CALLER_NAMES, type Caller, type CallerName, makeCallers } from './callers';
import { type ContentIds, createContent, idFor } from './fixtures';
import { ROUTE_TABLE } from './route-table';

const changing = Object.entries(ROUTE_TABLE).filter(([r, rule]) => !r.startsWith('GET ') && rule.csrf);
const gets = Object.entries(ROUTE_TABLE).filter(([r]) => r.startsWith('GET ') && !r.includes('*'));

/**
 * CSRF over every changing back-office call of the route table (so a new one is covered as soon as it is
 * classified), and the safe-method rule: no GET changes anything, for any caller.
 */
describe(`CSRF and safe methods (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let ids: ContentIds;
  let callers: Record<CallerName, Caller>;
  let admin: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    t = await createTestApp();
    callers = await makeCallers(t.deps);
    admin = await adminSession(t.deps, 'ROLE_SUPER_ADMIN');
    ids = await createContent(t, admin.headersWithCsrf);
    // As the server at start-up: the readiness check answers 200 once the engine is built.
    await t.deps.searchRunner.start();
  }, 60_000);
  afterAll(() => t?.close());

  it('every changing back-office route of the table requires CSRF (only login and logout do not)', () => {
    const adminChanges = Object.entries(ROUTE_TABLE).filter(
      ([r, rule]) => !r.startsWith('GET ') && (rule.who === 'A' || rule.who === 'S'),
    );
    const without = adminChanges.filter(([r, rule]) => !rule.csrf && !r.endsWith('/logout'));
    expect(without.map(([r]) => r)).toEqual([]);
  });

  async function expiredTokenOf(token: string) {
    const session = await t.deps.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    const expired = randomToken(32);
    await t.deps.db
      .insertInto('csrf_tokens')
      .values({
        session_id: session.id,
        token_hash: sha256(expired),
        created_at: nowIso(),
        expires_at: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    return expired;
  }

  it.each(changing)(
    '%s: no token, an expired token, another session’s token -> 403, nothing changed',
    async (route, rule) => {
      const [method, pattern] = route.split(' ') as [string, string];
      // Real ids here (DELETE included): a refused call must leave the very thing it aimed at intact.
      const url = pattern.includes(':id') ? pattern.replace(':id', String(idFor(pattern, ids))) : pattern;
      const other = await adminSession(t.deps, 'ROLE_ADMIN');
      // The same person signed in twice: a token of the other session is still refused.
      const twin = await createSession(t.deps.db, admin.user.id, 'admin');
      const twinCsrf = randomToken(32);
      const twinId = await t.deps.db
        .selectFrom('sessions')
        .select('id')
        .where('token_hash', '=', sha256(twin.token))
        .executeTakeFirstOrThrow();
      await t.deps.db
        .insertInto('csrf_tokens')
        .values({
          session_id: twinId.id,
          token_hash: sha256(twinCsrf),
          created_at: nowIso(),
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
        })
        .execute();
      const attempts: Record<string, Record<string, string>> = {
        'no token': admin.headers,
        'expired token': { ...admin.headers, 'x-csrf-token': await expiredTokenOf(admin.token) },
        "another admin's token": { ...admin.headers, 'x-csrf-token': other.csrf },
        "the same admin's other session's token": { ...admin.headers, 'x-csrf-token': twinCsrf },
        'an empty token': { ...admin.headers, 'x-csrf-token': '' },
      };
      for (const [what, headers] of Object.entries(attempts)) {
        const before = await fingerprint(t.deps);
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          headers,
          ...(rule.multipart ? {} : { payload: rule.body ?? {} }),
        });
        expect(res.statusCode, `${route} with ${what}: ${res.body}`).toBe(403);
        expect(res.json().code).toBe('CSRF_INVALID');
        expect(await fingerprint(t.deps), `${route} with ${what} changed something`).toBe(before);
      }
    },
  );

  /** Row counts and the latest timestamps of every table: what a write would move. */
  async function stateOfAllTables() {
    const tables =
      t.deps.dialect === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'
            AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'`.execute(t.deps.db)
        : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`.execute(t.deps.db);
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(t.deps.db);
      // The whole content, less the search index (derived), so an UPDATE that keeps counts is seen too.
      out[name] = JSON.stringify(
        rows.rows.map((r) => {
          const { search_vector: _v, ...rest } = r;
          return rest;
        }),
      );
    }
    return out;
  }

  it('no GET changes anything, whoever calls it', async () => {
    const changes: string[] = [];
    for (const [route] of gets) {
      const pattern = route.slice(4);
      const url = pattern.includes(':id') ? pattern.replace(':id', String(idFor(pattern, ids))) : pattern;
      for (const name of CALLER_NAMES) {
        const before = await stateOfAllTables();
        const res = await t.app.inject({ url, headers: callers[name].headers, remoteAddress: freshIp() });
        expect(res.statusCode, `${route} as ${name}`).toBeLessThan(500);
        await t.app.afterAnswerSettled();
        const after = await stateOfAllTables();
        for (const table of Object.keys(after)) {
          // Issuing a CSRF token is what GET /api/admin/tokens/csrf is for (api.md); nothing else may move.
          if (route === 'GET /api/admin/tokens/csrf' && table === 'csrf_tokens') continue;
          // Rate limits count requests (GETs included: the account routes, the search) in the counters table.
          if (table === 'counters') continue;
          // A PDF download is written to the account's download history (api.md "Personal library").
          if (route === 'GET /api/documents/:id/download-pdf' && table === 'pdf_downloads') continue;
          if (before[table] !== after[table]) changes.push(`${route} as ${name} changed ${table}`);
        }
      }
    }
    expect(changes).toEqual([]);
  }, 120_000);

  it('a CSRF token is bound to its session: after logout it no longer works with a new session', async () => {
    const user = await createUser(t.deps, { role: 'ROLE_ADMIN' });
    const login = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          remoteAddress: freshIp(),
          payload: { email: user.email, password: user.password },
        })
      ).json().token as string;
    const first = await login();
    const csrf = (
      await t.app.inject({ url: '/api/admin/tokens/csrf', headers: { authorization: `Bearer ${first}` } })
    ).json().token as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    const second = await login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/domaines',
      headers: { authorization: `Bearer ${second}`, 'x-csrf-token': csrf },
      payload: { name: 'Domaine volé' },
    });
    expect(res.statusCode).toBe(403);
  });
});
