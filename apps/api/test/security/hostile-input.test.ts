import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../src/modules/accounts/test-helpers';
import { adminSession, createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../support';
import { type ContentIds, createContent, idFor } from './fixtures';
import { ROUTE_TABLE } from './route-table';

/** What must never reach a client: database errors, stack traces, file paths of the server. */
const LEAK =
  /SQLITE_|syntax error|\brelation\b|\bcolumn\b|SqliteError|PostgresError|DatabaseError|\bat .+\.[jt]s:\d+|node_modules|Kysely|ZodError|TypeError|ReferenceError/i;
/** The safety bound of the security spec: generous on purpose (two cores shared by many test files). */
const MAX_MS = 2_000;

/** Inputs that have broken parsers before: SQL, FTS5 and tsquery syntax, encodings, huge and odd values. */
const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    "1'; SELECT pg_sleep(5); --",
    '\u0000',
    '%00',
    '\ud800',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literal on purpose
    '${{7*7}}',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'NEAR(a b, 2)',
    '"unterminated',
    '*',
    '-',
    '^',
    ':',
    'a:b',
    'AND OR NOT',
    '((((((((((',
    '!(a & b) | c',
    "l'article d'état",
    'droit* -travail "code du"',
    '../../../../etc/passwd',
    '__proto__',
    'constructor',
    '9'.repeat(40),
    '-1',
    '0',
    '1e309',
    'NaN',
    'true',
    'null',
    ' '.repeat(50),
    'é'.repeat(3000),
    'x'.repeat(20_000),
  ),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Field and parameter names the public routes read, plus the dangerous generic ones. */
const KNOWN_KEYS = [
  'q',
  'search',
  'search_type',
  'sort',
  'page',
  'limit',
  'category',
  'categorySlug',
  'categoryId',
  'pinnedOnly',
  'dateFrom',
  'dateTo',
  'domaine',
  'domaines',
  'docType',
  'doc_type',
  'organisme',
  'year',
  'yearFrom',
  'yearTo',
  'jurisdiction',
  'preset',
  'email',
  'password',
  'phone',
  'otp',
  'identifier',
  'selector',
  'token',
  'confirmPassword',
  'firstname',
  'lastname',
  'statut',
  'name',
  'subject',
  'message',
  '__proto__',
  'constructor',
  'id',
];
const hostileRecord = fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS), hostileString), hostileValue, {
  maxKeys: 8,
});

/** Lone surrogates cannot be percent-encoded: they go out as the invalid UTF-8 bytes a client could send. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

/** Query strings as a browser could send them: repeated keys, odd encodings included. */
const hostileQuery = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...KNOWN_KEYS), hostileString), hostileString), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&'));

const publicRoutes = Object.entries(ROUTE_TABLE).filter(
  ([r, rule]) => (rule.who === 'V' || rule.who === 'U') && !r.includes('/docs') && !r.endsWith('/logout'),
);

describe(`hostile input on every public endpoint (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let ids: ContentIds;
  let userHeaders: Record<string, string>;
  let slowest = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // Requests are timed: the search threads load before, as the server loads them at start-up.
    await t.deps.searchRunner.start();
    ids = await createContent(t, (await adminSession(t.deps, 'ROLE_SUPER_ADMIN')).headersWithCsrf);
    userHeaders = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  }, 60_000);
  afterAll(() => t?.close());

  async function check(method: string, url: string, headers: Record<string, string>, payload?: unknown) {
    const started = performance.now();
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: freshIp(),
      headers,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    const ms = performance.now() - started;
    slowest = Math.max(slowest, ms);
    const what = `${method} ${url} ${payload === undefined ? '' : JSON.stringify(payload).slice(0, 300)}`;
    expect(res.statusCode, `${what} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
    expect(res.body, what).not.toMatch(LEAK);
    expect(ms, `${what} took ${Math.round(ms)} ms`).toBeLessThan(MAX_MS);
    if (res.statusCode >= 400)
      expect(res.json(), what).toMatchObject({ success: false, code: expect.any(String) });
  }

  it.each(publicRoutes)(
    '%s',
    async (route) => {
      const [method, pattern] = route.split(' ') as [string, string];
      const headers = { ...userHeaders, 'content-type': 'application/json' };
      const realId = pattern.includes(':id') ? String(idFor(pattern, ids)) : '';
      const idArb = fc.oneof(
        fc.constant(realId),
        hostileString.filter((s) => s.length > 0 && s.length < 150),
      );
      await fc.assert(
        fc.asyncProperty(idArb, hostileQuery, hostileRecord, async (id, query, body) => {
          const path = pattern.replace(':id', enc(id));
          const url = query ? `${path}?${query}` : path;
          if (method === 'GET') await check('GET', url, headers);
          else await check(method, url, headers, body);
        }),
        { numRuns: method === 'GET' ? 40 : 25, seed: Number(process.env.FC_SEED ?? Date.now() % 1e9) },
      );
    },
    120_000,
  );

  it('raw bodies that are not JSON objects are refused cleanly', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"texte"',
      '{',
      '{"a":',
      '\u0000',
      '{"__proto__":{"isAdmin":true}}',
      '1'.repeat(5000),
    ];
    for (const [route] of publicRoutes.filter(([r]) => !r.startsWith('GET '))) {
      const [method, pattern] = route.split(' ') as [string, string];
      for (const raw of bodies) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: pattern.replace(':id', '1'),
          remoteAddress: freshIp(),
          headers: { 'content-type': 'application/json' },
          payload: raw,
        });
        expect(res.statusCode, `${route} ${JSON.stringify(raw)}: ${res.body}`).toBeLessThan(500);
        expect(res.body).not.toMatch(LEAK);
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('reports the slowest answer', () => {
    console.info(`hostile input: slowest answer ${Math.round(slowest)} ms (bound ${MAX_MS} ms)`);
    expect(slowest).toBeLessThan(MAX_MS);
  });
});
