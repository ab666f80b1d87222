/**
 * Issue 31 figures (docs/benchmarks.md, "Links between texts at scale"):
 * 1. link extraction over the bench corpus (the French codes archive, one record per article, as the bench
 *    imports it): structure recognition and reference recognition per article, articles per second;
 * 2. the import with links: N articles into a fresh database (every createDocument records its keys,
 *    articles and references), documents per second, and the citations stored;
 * 3. the largest document's answer (the whole Code du travail, the bench's largest): p95 of
 *    GET /api/documents/{id} as the bench asks it (cached answer, ETag not sent), and its first (built) answer.
 *
 *   npx tsx bench/law/links.ts [--size 90000] [--import 10000] [--db sqlite|postgres]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { createDeps } from '../../apps/api/src/create-deps';
import { readEtalabCodes } from '../../apps/api/src/modules/documents/french-codes/etalab-codes';
import { importEtalabArchive } from '../../apps/api/src/modules/documents/french-codes/import-etalab';
import { parseDocumentStructure } from '../../apps/api/src/modules/documents/structure';
import { articleReferences } from '../../apps/api/src/modules/law/citations/article-references';
import { loadTextNames } from '../../apps/api/src/search/lexicon/lexicon';
import { TextNames } from '../../apps/api/src/search/references/text-names';
import { benchSession, importLargestDocument, openTarget, prepareTarget } from '../database';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '90000' },
    import: { type: 'string', default: '10000' },
    db: { type: 'string', default: 'sqlite' },
    archive: {
      type: 'string',
      default: path.resolve('../shared/corpus/raw/etalab-codes-juridiques-francais/codes-en-vigueur.tar.gz'),
    },
    requests: { type: 'string', default: '300' },
  },
});
const size = Number(values.size);
const importSize = Number(values.import);
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(0.95 * (xs.length - 1))];

// 1. Extraction alone, in this thread.
const names = new TextNames(loadTextNames());
let articles = 0;
let references = 0;
let parseMs = 0;
let recogniseMs = 0;
for await (const record of readEtalabCodes(values.archive, { mode: 'article' })) {
  if (articles >= size) break;
  const t0 = performance.now();
  const blocks = parseDocumentStructure(record.content).blocks;
  const t1 = performance.now();
  references += articleReferences(blocks, { names, treaty: null }).length;
  const t2 = performance.now();
  parseMs += t1 - t0;
  recogniseMs += t2 - t1;
  articles++;
}
console.log(
  `extraction: ${articles} articles, ${references} references; recognition ${(articles / (recogniseMs / 1000)).toFixed(0)} articles/s (${recogniseMs.toFixed(0)} ms), with the structure parse ${(articles / ((parseMs + recogniseMs) / 1000)).toFixed(0)} articles/s`,
);

// 2 and 3. A fresh database: the import with links, then the largest document's answer.
const work = mkdtempSync(path.join(tmpdir(), 'lexfaso-law-bench-'));
const target = await prepareTarget(values.db as 'sqlite' | 'postgres', work, true);
const handle = await openTarget(target);
const started = performance.now();
const imported = await importEtalabArchive(handle.db, handle.dialect, {
  archivePath: values.archive,
  mode: 'article',
  limit: importSize,
});
const seconds = (performance.now() - started) / 1000;
const stored = await handle.db
  .selectFrom('citations')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(
  `import: ${imported.imported} articles in ${seconds.toFixed(1)} s (${(imported.imported / seconds).toFixed(0)} documents/s), ${Number(stored.n)} references stored`,
);
const largest = await importLargestDocument(handle, values.archive);
const { token } = await benchSession(handle);
await handle.close();
const config = loadConfig({ ...process.env, ...target.env, NODE_ENV: 'production' });
const deps = createDeps(config);
const app = await buildApp(deps, { logger: false });
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br' };
const t0 = performance.now();
const first = await app.inject({ method: 'GET', url: `/api/documents/${largest.id}`, headers });
const firstMs = performance.now() - t0;
const times: number[] = [];
for (let i = 0; i < Number(values.requests); i++) {
  const t = performance.now();
  await app.inject({ method: 'GET', url: `/api/documents/${largest.id}`, headers });
  times.push(performance.now() - t);
}
const blockTimes: number[] = [];
for (let i = 0; i < 50; i++) {
  const t = performance.now();
  await app.inject({
    method: 'GET',
    url: `/api/documents/${largest.id}/blocks?from=${200 + i * 500}&limit=500`,
    headers,
  });
  blockTimes.push(performance.now() - t);
}
const plain = await app.inject({
  method: 'GET',
  url: `/api/documents/${largest.id}`,
  headers: { authorization: headers.authorization },
});
const links = (plain.json() as { blocks?: Array<{ links?: unknown[] }> }).blocks?.reduce(
  (n, b) => n + (b.links?.length ?? 0),
  0,
);
console.log(
  `largest document (${largest.chars} characters): first answer ${firstMs.toFixed(0)} ms (status ${first.statusCode}, ${links ?? 'n/a'} links in its first window); cached answer p95 ${p95(times).toFixed(2)} ms over ${times.length}; block windows p95 ${p95(blockTimes).toFixed(2)} ms`,
);
await app.close();
rmSync(work, { recursive: true, force: true });
