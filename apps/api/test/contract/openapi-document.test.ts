import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_DOCS } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperationDocs } from '../../src/modules';
import { ROUTE_TABLE, registeredRoutes, type Who } from '../security/route-table';
import { createTestApp, TEST_DIALECT, type TestContext } from '../support';
import { type OpenApiDocument, operationsOf, schemesOf, servedDocument } from './served-document';

const ROOT = path.resolve(__dirname, '../../../..');

/** The credentials the document must require for each kind of caller of the security suite's table. */
const SCHEMES_OF: Record<Who, string[]> = {
  V: [],
  U: ['readerBearer'],
  P: ['premiumBearer'],
  A: ['adminBearer'],
  S: ['superAdminBearer'],
};

describe(`the OpenAPI document (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    doc = await servedDocument(t.app);
  });
  afterAll(() => t?.close());

  it('describes every API route the app registers, from an entry of the operation tables', () => {
    const routes = registeredRoutes(t.app).filter((r) => / \/api\//.test(r) && !/ \/api\/docs\b/.test(r));
    const documented = operationsOf(doc).map((o) => o.route);
    expect(
      routes.filter((r) => !(r in apiOperationDocs)),
      'add them to their module’s api-docs.ts',
    ).toEqual([]);
    expect(
      Object.keys(apiOperationDocs).filter((r) => !routes.includes(r)),
      'no such route',
    ).toEqual([]);
    expect([...documented].sort()).toEqual([...routes].sort());
  });

  it('gives every operation a unique operationId, a summary, a tag of the reference, and leaves no gap', () => {
    const operations = operationsOf(doc);
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    const tags = Object.keys(API_DOCS.tags);
    const wrong = operations.filter(
      ({ operation: o }) =>
        !o.operationId ||
        !o.summary ||
        o.tags?.length !== 1 ||
        !tags.includes(o.tags[0]!) ||
        o['x-lexfaso-undocumented'],
    );
    expect(
      wrong.map((o) => `${o.route}: ${JSON.stringify(o.operation['x-lexfaso-undocumented'] ?? '')}`),
    ).toEqual([]);
  });

  it('requires on each operation the credentials the access table of the security suite demands', () => {
    const mismatches = operationsOf(doc).flatMap(({ route, operation }) => {
      const rule = ROUTE_TABLE[route];
      if (!rule) return [`${route}: not in test/security/route-table.ts`];
      const expected = [...SCHEMES_OF[rule.who], ...(rule.csrf ? ['csrfToken'] : [])].sort();
      const actual = schemesOf(operation);
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [`${route}: ${actual} instead of ${expected}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('refers to the shared error envelope for every error it documents', () => {
    const inline = operationsOf(doc).flatMap(({ route, operation }) =>
      Object.entries(operation.responses)
        // The health checks answer 503 with their own body, which load balancers read.
        .filter(([status, r]) => Number(status) >= 400 && !r.$ref && !route.startsWith('GET /api/health'))
        .map(([status]) => `${route} ${status}`),
    );
    expect(inline).toEqual([]);
    expect(doc.components.schemas.Error).toMatchObject({ required: ['success', 'error', 'message', 'code'] });
  });

  // The document is the same on both databases: linted once, on the SQLite run.
  it.skipIf(TEST_DIALECT !== 'sqlite')(
    'passes Redocly lint with the recommended rules (redocly.yaml)',
    () => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-openapi-')), 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(doc));
      const cli = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
      const run = spawnSync(
        process.execPath,
        [cli, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      const report = JSON.parse(run.stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const lines = report.problems.map(
        (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
      );
      expect(lines.filter((l) => l.startsWith('error'))).toEqual([]);
      // The only warning allowed: the test server's own address is localhost (PUBLIC_URL in production).
      expect(lines.filter((l) => !l.includes('no-server-example.com'))).toEqual([]);
    },
    60_000,
  );
});
