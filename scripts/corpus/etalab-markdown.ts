/** Converters for the two Etalab "gitloi" Markdown exports (one file per article, README per folder). */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import {
  assembleCode,
  firstHeading,
  parseArticleFile,
} from '../../apps/api/src/modules/documents/french-codes/etalab-codes.js';
import type { DemoDocument } from '../../apps/api/src/modules/documents/seed/demo-corpus-file.js';
import { frenchDateIn } from './plain-text.js';

async function readMarkdownTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), await readFile(path, 'utf8'));
  }
  return files;
}

/** A whole French code from the extracted seed set (codes-en-vigueur/<slug>/**). */
export async function convertExtractedCode(
  rawDir: string,
  slug: string,
): Promise<{ document: DemoDocument; articles: number }> {
  const files = await readMarkdownTree(
    join(rawDir, 'etalab-codes-juridiques-francais/codes-en-vigueur', slug),
  );
  const { articleCount, ...document } = assembleCode(slug, files);
  return { document, articles: articleCount };
}

const DECREE_PATH = 'decret/1988/decret-n88-753-du-9-juin-1988-copx8800069d';

/** Décret n°88-753 du 9 juin 1988: README title + articles in link order, the annex last. */
export async function convertDecree(rawDir: string): Promise<DemoDocument> {
  const dir = join(rawDir, 'etalab-lois-non-codifiees', DECREE_PATH);
  const files = await readMarkdownTree(dir);
  const readme = files.get('README.md')!;
  const title = firstHeading(readme)!;
  const blocks: string[] = [];
  for (const match of readme.matchAll(/^\s*-\s+\[([^\]]*)\]\(([^)]+)\)/gm)) {
    const target = match[2];
    // 'Annexes' links to a folder holding a single article file.
    const paths = target.endsWith('.md')
      ? [target]
      : [...files.keys()].filter((p) => p.startsWith(`${target}/`));
    for (const path of paths.sort()) {
      const { label, paragraphs } = parseArticleFile(files.get(path)!, path);
      blocks.push(label === 'Article ANNEXE' ? 'Annexe' : label, ...paragraphs);
    }
  }
  return {
    key: 'fr-decret-88-753-1988',
    title,
    docType: 'Décret',
    domaine: 'Droit administratif',
    organisme: 'République française',
    jurisdiction: null,
    publishedAt: frenchDateIn(title),
    preambule: null,
    content: blocks.join('\n\n'),
    source: 'etalab-lois-non-codifiees',
    sourcePath: DECREE_PATH,
  };
}
