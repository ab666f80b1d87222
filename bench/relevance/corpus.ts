import path from 'node:path';
import { readCaseLawFile } from '../../apps/api/src/modules/case-law/seed/case-law-file';
import {
  type DemoDocument,
  loadDemoCorpus,
} from '../../apps/api/src/modules/documents/seed/demo-corpus-file';
import { type Block, parseDocumentStructure } from '../../apps/api/src/modules/documents/structure';
import { REPO_ROOT } from '../args';

/** A document of the shipped demo corpus with its articles, as the product's structure parser reads them. */
export interface CorpusText {
  doc: DemoDocument;
  articles: Block[];
}

/** The demo corpus that `npm start` seeds, keyed by its documents' `key`. */
export async function loadCorpusTexts(): Promise<Map<string, CorpusText>> {
  const corpus = await loadDemoCorpus();
  return new Map(
    corpus.map((doc) => [
      doc.key,
      { doc, articles: parseDocumentStructure(doc.content).blocks.filter((b) => b.kind === 'article') },
    ]),
  );
}

/** The shipped case law's decisions by key: their title and text (issue 32). */
export async function loadCaseLawTexts(): Promise<Map<string, { title: string; content: string }>> {
  const decisions = await readCaseLawFile(path.join(REPO_ROOT, 'apps/api/demo-data/case-law.json.gz'));
  return new Map(decisions.map((d) => [d.key, { title: d.title, content: d.content }]));
}

export const normalizeSpace = (s: string) => s.replace(/\s+/g, ' ').trim();

/** 'Article premier', 'Article 1er' and 'Article 1' name the same article; case and accents aside. */
export function articleKey(label: string): string {
  return normalizeSpace(label)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/^art(?:icle|\.)?\s*/, '')
    .replace(/^(premier|premiere|1er|1re)\b/, '1');
}

/** The searchable text of an article: its heading and its body. */
export const articleText = (a: Block) => normalizeSpace(`${a.heading ?? ''} ${a.text}`);
