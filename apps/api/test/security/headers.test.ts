import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../support';

/** A minimal built front end, so the HTML answers (SPA fallback, static files) go through the real server. */
function fakeWebDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-webdist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="application-name" content="LexFaso"><!--ssr-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);');
  return dir;
}

function expectSecurityHeaders(res: LightMyRequestResponse, what: string, production: boolean) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).toContain("object-src 'none'");
  expect(csp, `${what}: CSP`).toMatch(/base-uri '(self|none)'/);
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: CSP`).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: Referrer-Policy`).toBeTruthy();
  if (production) expect(String(res.headers['strict-transport-security']), what).toMatch(/max-age=\d{7,}/);
  else
    expect(res.headers['strict-transport-security'], `${what}: no HSTS outside production`).toBeUndefined();
  expect(res.headers['access-control-allow-origin'], `${what}: CORS`).toBeUndefined();
  expect(res.headers['access-control-allow-credentials'], `${what}: CORS`).toBeUndefined();
}

for (const production of [false, true]) {
  describe(`security headers on every kind of answer (${production ? 'production' : 'test'}, ${TEST_DIALECT})`, () => {
    let t: TestContext;
    let webDist: string;
    let userHeaders: Record<string, string>;
    beforeAll(async () => {
      webDist = fakeWebDist();
      t = await createTestApp({
        env: { WEB_DIST_DIR: webDist, ...(production ? { NODE_ENV: 'production' } : {}) },
      });
      userHeaders = (await signedInAs(t.deps, 'ROLE_USER')).headers;
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    });

    const evil = { origin: 'https://evil.example' };
    const cases: Array<[string, () => Promise<LightMyRequestResponse>]> = [
      ['JSON 200', () => t.app.inject({ url: '/api/health', headers: evil })],
      [
        'JSON 200 signed in',
        () => t.app.inject({ url: '/api/auth/me', headers: { ...evil, ...userHeaders } }),
      ],
      ['JSON 401', () => t.app.inject({ url: '/api/documents/filtered', headers: evil })],
      ['JSON 404', () => t.app.inject({ url: '/api/nowhere', headers: evil })],
      [
        'JSON 400',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/contact/send',
            headers: { ...evil, 'content-type': 'application/json' },
            payload: '{not json',
          }),
      ],
      [
        'JSON 413',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/contact/send',
            headers: { ...evil, 'content-type': 'application/json' },
            payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
          }),
      ],
      [
        'CORS preflight',
        () =>
          t.app.inject({
            method: 'OPTIONS',
            url: '/api/auth/login',
            headers: { ...evil, 'access-control-request-method': 'POST' },
          }),
      ],
      ['HTML page', () => t.app.inject({ url: '/recherche', headers: evil })],
      ['HTML home', () => t.app.inject({ url: '/', headers: evil })],
      ['static asset', () => t.app.inject({ url: '/assets/app.js', headers: evil })],
      ['OpenAPI', () => t.app.inject({ url: '/api/docs/json', headers: evil })],
    ];

    it.each(cases)('%s', async (what, send) => {
      const res = await send();
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expectSecurityHeaders(res, what, production);
      if (what.startsWith('JSON 4')) {
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
      }
      if (what.startsWith('HTML')) expect(res.headers['content-type']).toMatch(/^text\/html/);
    });
  });
}
