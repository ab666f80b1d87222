import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../../test/support';

const INDEX_HTML = `<!doctype html>
<html lang="fr"><head><meta name="application-name" content="LexFaso"><!--ssr-head--></head>
<body><div id="root"></div></body></html>`;
// Long enough to be worth compressing, and compressible.
const SCRIPT = `export const articles = [${Array.from({ length: 400 }, (_, i) => `"Article ${i}"`).join(', ')}];\n`;

describe(`the built site's files (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let webDir: string;
  beforeAll(async () => {
    // The shape of a build: hashed assets with the .br and .gz copies vite.config.ts writes, and a public file.
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lexfaso-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    const script = path.join(webDir, 'assets', 'app-A1.js');
    fs.writeFileSync(script, SCRIPT);
    fs.writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset as the build compressed it, cached for a year', async () => {
    const res = await get('/assets/app-A1.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload).toEqual(fs.readFileSync(path.join(webDir, 'assets', 'app-A1.js.br')));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('sends it plain to a client that takes no compression, saying that the answer varies', async () => {
    const res = await get('/assets/app-A1.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('keeps files without a hash in their name for an hour only', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
