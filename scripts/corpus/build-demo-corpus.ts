/**
 * One-off conversion of the raw corpus (../shared/corpus/raw, not part of the repository) into the
 * committed demo data: apps/api/src/seed/data/demo-corpus.json.gz (gzip of a DemoDocument[] array)
 * and apps/api/src/seed/data/SOURCES.md.
 *
 *   npx tsx scripts/corpus/build-demo-corpus.ts [corpusDir]   (default: ../shared/corpus)
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { DemoDocument } from '../../apps/api/src/modules/documents/seed/demo-corpus-file.js';
import { DOC_TYPE_CATEGORIES, JURISDICTIONS } from '../../packages/contracts/src/document-constants.js';
import { convertDecree, convertExtractedCode } from './etalab-markdown.js';
import { convertJudilibre } from './judilibre.js';
import { convertLahalex } from './lahalex.js';
import { convertLegiCode } from './legi-data.js';
import { renderSourcesMd } from './sources-md.js';
import { readTarGz } from './tar-gz-files.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(repoRoot, 'apps/api/src/seed/data');

function rawDirFrom(arg: string | undefined): string {
  const corpusDir = resolve(repoRoot, arg ?? '../shared/corpus');
  const raw = join(corpusDir, 'raw');
  return existsSync(raw) ? raw : corpusDir;
}

const DOC_TYPES = new Set<string>(Object.values(DOC_TYPE_CATEGORIES).flatMap((c) => c.types));
const JURISDICTION_SET = new Set<string>(JURISDICTIONS);

/** Fails loudly on anything the seed or the structure parser would trip on. */
function validate(documents: DemoDocument[]): void {
  const keys = new Set<string>();
  for (const doc of documents) {
    const where = `${doc.key} (${doc.title})`;
    if (keys.has(doc.key)) throw new Error(`duplicate key ${where}`);
    keys.add(doc.key);
    if (!DOC_TYPES.has(doc.docType)) throw new Error(`unknown docType ${doc.docType} for ${where}`);
    if (doc.jurisdiction !== null && !JURISDICTION_SET.has(doc.jurisdiction))
      throw new Error(`unknown jurisdiction ${doc.jurisdiction} for ${where}`);
    if (doc.publishedAt !== null && !/^\d{4}-\d{2}-\d{2}$/.test(doc.publishedAt))
      throw new Error(`bad date ${doc.publishedAt} for ${where}`);
    if (doc.content.length < 200) throw new Error(`content too short for ${where}`);
    if (/<\/?[a-z][^>]*>|\*\*|^#/m.test(doc.content)) throw new Error(`markup left in ${where}`);
  }
}

/** Same text under two folders of the source: keep the first, report the other. */
function dropDuplicates(documents: DemoDocument[]): { kept: DemoDocument[]; dropped: string[] } {
  const seen = new Map<string, string>();
  const kept: DemoDocument[] = [];
  const dropped: string[] = [];
  for (const doc of documents) {
    const original = seen.get(doc.content);
    if (original) {
      dropped.push(`${doc.sourcePath} (identical text to ${original})`);
      continue;
    }
    seen.set(doc.content, doc.sourcePath);
    kept.push(doc);
  }
  return { kept, dropped };
}

async function main(): Promise<void> {
  const rawDir = rawDirFrom(process.argv[2]);
  console.log(`Reading ${rawDir}`);

  const lahalexFiles = await readTarGz(join(rawDir, 'lahalex-v0/content-documents.tar.gz'));
  const lahalex = convertLahalex(lahalexFiles);
  const civil = await convertExtractedCode(rawDir, 'code-civil');
  const penal = await convertExtractedCode(rawDir, 'code-penal');
  const decree = await convertDecree(rawDir);
  const judilibre = await convertJudilibre(rawDir);
  const pce = await convertLegiCode(
    rawDir,
    'LEGITEXT000025024948.json',
    'fr-code-procedures-civiles-execution',
  );

  const all = [
    ...lahalex.documents,
    { ...civil.document, key: 'fr-code-civil' },
    { ...penal.document, key: 'fr-code-penal' },
    pce.document,
    decree,
    ...judilibre,
  ];
  const { kept: documents, dropped: duplicates } = dropDuplicates(all);
  const dropped = [...lahalex.skipped, ...duplicates];
  validate(documents);

  const json = JSON.stringify(documents);
  const gz = gzipSync(json, { level: 9 });
  await writeFile(join(outDir, 'demo-corpus.json.gz'), gz);
  await writeFile(join(outDir, 'SOURCES.md'), renderSourcesMd(documents, dropped));

  const perType = new Map<string, number>();
  for (const doc of documents) perType.set(doc.docType, (perType.get(doc.docType) ?? 0) + 1);
  const chars = documents.reduce((sum, doc) => sum + doc.content.length, 0);
  console.log(`\n${documents.length} documents`);
  for (const [type, count] of [...perType].sort((a, b) => b[1] - a[1]))
    console.log(`  ${type.padEnd(26)} ${count}`);
  console.log(`Articles: Code civil ${civil.articles}, Code pénal ${penal.articles}, CPCE ${pce.articles}`);
  console.log(`lahalex articles: ${lahalex.stats.reduce((s, x) => s + x.articles, 0)}`);
  if (dropped.length) console.log(`Left out:\n  ${dropped.join('\n  ')}`);
  const longest = [...documents].sort((a, b) => b.content.length - a.content.length).slice(0, 3);
  console.log(`Longest: ${longest.map((d) => `${d.key} ${d.content.length}`).join(', ')}`);
  console.log(
    `Total content: ${chars.toLocaleString('en')} chars; JSON ${json.length.toLocaleString('en')} chars`,
  );
  console.log(`demo-corpus.json.gz: ${(gz.length / 1024 / 1024).toFixed(2)} MB`);
}

await main();
