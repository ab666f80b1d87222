/**
 * The Burkinabè texts of the demo corpus: one manifest per text in apps/api/demo-data/manifests/, read
 * from the official PDF under ../shared/corpus/raw with the official-text pipeline. The PDF is copied
 * into apps/api/demo-data/ to be attached to its document at seed time.
 */
import { chmod, copyFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ExtractionOptions,
  extractOfficialText,
} from '../../apps/api/src/modules/documents/official-text/official-text.js';
import { TextManifest } from '../../apps/api/src/modules/documents/official-text/text-manifest.js';
import type { DemoDocument } from '../../apps/api/src/modules/documents/seed/demo-corpus-file.js';

export interface ConvertedText {
  document: DemoDocument;
  manifest: TextManifest;
  warnings: string[];
}

export async function readManifests(manifestDir: string): Promise<TextManifest[]> {
  const files = (await readdir(manifestDir)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (f) => TextManifest.parse(JSON.parse(await readFile(join(manifestDir, f), 'utf8')))),
  );
}

export async function convertManifest(
  manifest: TextManifest,
  rawDir: string,
  demoDataDir: string,
  options: ExtractionOptions = {},
): Promise<ConvertedText> {
  const pdfPath = join(rawDir, manifest.source.raw);
  const pdf = await readFile(pdfPath);
  const text = await extractOfficialText({ pdf }, manifest.corrections, options);
  const copy = join(demoDataDir, manifest.pdfFile);
  await copyFile(pdfPath, copy);
  await chmod(copy, 0o644); // the raw corpus is read-only; the copy must not be

  const earlierVersions = [];
  for (const version of manifest.earlierVersions) {
    const versionPdf = await readFile(join(rawDir, version.source.raw));
    const read = await extractOfficialText({ pdf: versionPdf }, version.corrections, options);
    text.warnings.push(...read.warnings.map((w) => `${version.label}: ${w}`));
    earlierVersions.push({
      label: version.label,
      validFrom: version.validFrom,
      note: version.note,
      content: read.content,
      preambule: read.preamble,
      source: version.source.id,
      sourcePath: version.source.path,
    });
  }
  const { document: meta } = manifest;
  const document: DemoDocument = {
    key: manifest.key,
    title: meta.title,
    docType: meta.docType,
    domaine: meta.domaine,
    organisme: meta.organisme,
    jurisdiction: meta.jurisdiction,
    publishedAt: meta.publishedAt,
    reference: meta.reference,
    status: meta.status,
    statusNote: meta.statusNote,
    preambule: text.preamble,
    content: text.content,
    pdfFile: manifest.pdfFile,
    numberingGaps: manifest.corrections.expectedGaps,
    source: manifest.source.id,
    sourcePath: manifest.source.path,
    ...(manifest.articleStatuses.length ? { articleStatuses: manifest.articleStatuses } : {}),
    ...(earlierVersions.length ? { earlierVersions } : {}),
    ...(manifest.currentVersion ? { currentVersion: manifest.currentVersion } : {}),
  };
  return { document, manifest, warnings: text.warnings };
}
