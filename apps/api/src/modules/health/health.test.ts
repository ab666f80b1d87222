import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';
import { createDocument } from '../documents/document-store';

describe(`foundation at the HTTP edge (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 with the database state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ dialect: TEST_DIALECT, ok: true });
  });

  it('GET /api/health/ready answers 503 until the search engine is built, then 200; it stays caught up with writes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    // The test app does not build at start, as the server does: the check starts the build, never waits for it.
    expect(first.statusCode).toBe(503);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toMatchObject({ status: 'starting', searchEngine: { version: null } });
    const ready = async () => {
      const until = Date.now() + 20_000;
      for (;;) {
        const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
        if (res.statusCode === 200 || Date.now() > until) return res;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const built = await ready();
    expect(built.statusCode).toBe(200);
    const body = built.json();
    expect(body.status).toBe('ready');
    expect(body.searchEngine.version).toBe(body.documentsVersion);

    // A write through another process (straight into the database): the check catches the engine up first.
    const id = await createDocument(t.deps.db, { title: 'Loi prête', content: 'Article 1 : texte.' });
    const after = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json().documentsVersion).toBeGreaterThan(body.documentsVersion);
    expect(after.json().searchEngine.version).toBe(after.json().documentsVersion);
    expect(id).toBeGreaterThan(0);

    // Its engine thread gone (out of memory): not ready until a new engine is built, then ready again.
    await t.deps.searchRunner.engineThread?.stop();
    const lost = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toMatchObject({ status: 'starting', searchEngine: { version: null } });
    expect((await ready()).statusCode).toBe(200);
  });

  it('GET /api/health/ready answers 503 "degraded" when the database does not answer', async () => {
    const readiness = t.deps.searchRunner.readiness;
    t.deps.searchRunner.readiness = () =>
      Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', documentsVersion: null });
    } finally {
      t.deps.searchRunner.readiness = readiness;
    }
  });

  it('an unknown API path is a JSON 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      success: false,
      error: 'Ressource non trouvée',
      message: 'Ressource non trouvée',
      code: 'NOT_FOUND',
    });
  });

  it('a POST to an unknown path is a JSON 404 too, never HTML', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('invalid JSON is a 400 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });

  it('every answer carries the security headers and no CORS echo', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('a non-API path without a web build says how to build it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/recherche' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm start');
  });
});
