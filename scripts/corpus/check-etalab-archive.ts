/**
 * Sanity check of the streaming reader on the real archive (not needed at runtime):
 *   npx tsx scripts/corpus/check-etalab-archive.ts [path/to/codes-en-vigueur.tar.gz]
 */
import { resolve } from 'node:path';
import {
  countEtalabArticles,
  readEtalabCodes,
} from '../../apps/api/src/modules/documents/french-codes/etalab-codes.js';

const archive = resolve(
  process.argv[2] ?? '../shared/corpus/raw/etalab-codes-juridiques-francais/codes-en-vigueur.tar.gz',
);

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

const count = await timed('count', () => countEtalabArticles(archive));
console.log(`article files: ${count}`);

const articles = await timed('article mode', async () => {
  let n = 0;
  let chars = 0;
  for await (const record of readEtalabCodes(archive, { mode: 'article' })) {
    n += 1;
    chars += record.content.length;
  }
  return { n, chars };
});
console.log(`article records: ${articles.n}, ${articles.chars.toLocaleString('en')} chars`);

const codes = await timed('code mode', async () => {
  const rows: string[] = [];
  for await (const record of readEtalabCodes(archive, { mode: 'code' })) {
    const articleLines = record.content.split('\n\n').filter((b) => /^Article\s/.test(b)).length;
    rows.push(
      `${record.title} (${record.domaine}): ${articleLines} articles, ${record.content.length} chars`,
    );
  }
  return rows;
});
console.log(`codes: ${codes.length}`);
for (const row of codes.slice(0, 5)) console.log(`  ${row}`);
