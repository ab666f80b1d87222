/**
 * Builds the shipped demo corpus from the raw corpus (../shared/corpus/raw, not part of the repository):
 * apps/api/demo-data/demo-corpus.json.gz (gzip of a DemoDocument[] array: Burkinabè texts first, then
 * the OHADA texts, then the other international texts), the official PDFs beside it,
 * and apps/api/demo-data/SOURCES.md. Run by hand; CI only reads the committed output.
 *
 *   npx tsx scripts/corpus/build-demo-corpus.ts [corpusDir]   (default: ../shared/corpus)
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  checkCleanliness,
  cleanlinessProblems,
  foldWord,
  wordCheckerFrom,
} from '../../apps/api/src/modules/documents/official-text/cleanliness.js';
import { LEGAL_WORDS } from '../../apps/api/src/modules/documents/official-text/legal-words.js';
import type { DemoDocument } from '../../apps/api/src/modules/documents/seed/demo-corpus-file.js';
import { parseDocumentStructure } from '../../apps/api/src/modules/documents/structure.js';
import { DOC_TYPE_CATEGORIES, JURISDICTIONS } from '../../packages/contracts/src/document-constants.js';
import { convertManifest, readManifests } from './burkina.js';
import { caseLawSectionOf } from './case-law-sources-md.js';
import { renderDemoSourcesMd } from './demo-sources-md.js';
import { convertLahalexDemo } from './lahalex-fixes.js';
import { readTarGz } from './tar-gz-files.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const demoDataDir = join(repoRoot, 'apps/api/demo-data');

function rawDirFrom(arg: string | undefined): string {
  const corpusDir = resolve(repoRoot, arg ?? '../shared/corpus');
  const raw = join(corpusDir, 'raw');
  return existsSync(raw) ? raw : corpusDir;
}

const DOC_TYPES = new Set<string>(Object.values(DOC_TYPE_CATEGORIES).flatMap((c) => c.types));
const JURISDICTION_SET = new Set<string>(JURISDICTIONS);

/** Fails loudly on anything the seed, the structure parser or a reader would trip on. */
function validate(documents: DemoDocument[]): void {
  const keys = new Set<string>();
  const contents = new Set<string>();
  for (const doc of documents) {
    const where = `${doc.key} (${doc.title})`;
    if (keys.has(doc.key)) throw new Error(`duplicate key ${where}`);
    if (contents.has(doc.content)) throw new Error(`same text twice: ${where}`);
    keys.add(doc.key);
    contents.add(doc.content);
    if (!DOC_TYPES.has(doc.docType)) throw new Error(`unknown docType ${doc.docType} for ${where}`);
    if (doc.jurisdiction !== null && !JURISDICTION_SET.has(doc.jurisdiction))
      throw new Error(`unknown jurisdiction ${doc.jurisdiction} for ${where}`);
    if (doc.publishedAt !== null && !/^\d{4}-\d{2}-\d{2}$/.test(doc.publishedAt))
      throw new Error(`bad date ${doc.publishedAt} for ${where}`);
    if (doc.content.length < 200) throw new Error(`content too short for ${where}`);
    if (/<\/?[a-z][^>]*>|\*\*|^#/m.test(doc.content)) throw new Error(`markup left in ${where}`);
  }
}

async function main(): Promise<void> {
  const rawDir = rawDirFrom(process.argv[2]);
  console.log(`Reading ${rawDir}`);
  const require = createRequire(import.meta.url);
  const words = wordCheckerFrom(require('an-array-of-french-words') as string[], LEGAL_WORDS);
  const isWord = (word: string) => words.isWord(foldWord(word));

  const manifests = await readManifests(join(demoDataDir, 'manifests'));
  const burkina = [];
  for (const manifest of manifests) {
    const converted = await convertManifest(manifest, rawDir, demoDataDir, { isWord });
    for (const warning of converted.warnings) console.warn(`${manifest.key}: ${warning}`);
    burkina.push(converted.document);
  }
  const lahalexFiles = await readTarGz(join(rawDir, 'lahalex-v0/content-documents.tar.gz'));
  const lahalex = convertLahalexDemo(lahalexFiles, isWord);
  const documents = [...burkina, ...lahalex.documents];
  validate(documents);

  let failures = 0;
  console.log('\nkey | articles | first … last | reference | date');
  for (const doc of documents) {
    const articles = parseDocumentStructure(doc.content).blocks.filter((b) => b.kind === 'article');
    const report = checkCleanliness({ ...doc, articleLabels: articles.map((a) => a.label) }, words);
    const problems = cleanlinessProblems(report);
    failures += problems.length ? 1 : 0;
    console.log(
      `${doc.key} | ${articles.length} | ${articles[0]?.label ?? '-'} … ${articles.at(-1)?.label ?? '-'} | ${doc.reference} | ${doc.publishedAt ?? '-'}`,
    );
    for (const problem of problems) console.log(`    ✗ ${problem}`);
    for (const version of doc.earlierVersions ?? []) {
      const labels = parseDocumentStructure(version.content)
        .blocks.filter((b) => b.kind === 'article')
        .map((b) => b.label);
      const versionProblems = cleanlinessProblems(
        checkCleanliness({ ...doc, ...version, numberingGaps: [], articleLabels: labels }, words),
      );
      failures += versionProblems.length ? 1 : 0;
      console.log(`  ${version.label} | ${labels.length} | ${labels[0] ?? '-'} … ${labels.at(-1) ?? '-'}`);
      for (const problem of versionProblems) console.log(`    ✗ ${problem}`);
    }
  }

  const json = JSON.stringify(documents);
  const gz = gzipSync(json, { level: 9 });
  await writeFile(join(demoDataDir, 'demo-corpus.json.gz'), gz);
  // the case-law section is build-case-law.ts's: carried over as it is
  const sourcesPath = join(demoDataDir, 'SOURCES.md');
  const caseLaw = existsSync(sourcesPath) ? caseLawSectionOf(await readFile(sourcesPath, 'utf8')) : '';
  const sourcesMd = renderDemoSourcesMd(documents, manifests, lahalex);
  await writeFile(sourcesPath, caseLaw ? `${sourcesMd.trimEnd()}\n\n${caseLaw}\n` : sourcesMd);
  console.log(`\n${documents.length} documents, ${(gz.length / 1024 / 1024).toFixed(2)} MB gzip`);
  if (failures) console.log(`${failures} document(s) fail the cleanliness check`);
}

await main();
