/** Converts a SocialGouv legi-data code (recursive {type, data, children} tree) into one document. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { domaineForFrenchCode } from '../../apps/api/src/modules/documents/french-codes/french-code-domains.js';
import type { DemoDocument } from '../../apps/api/src/modules/documents/seed/demo-corpus-file.js';
import { cleanParagraphs, normalizeHeading } from './plain-text.js';

interface LegiNode {
  type: 'section' | 'article' | string;
  data: {
    title?: string;
    num?: string;
    texteHtml?: string;
    texte?: string;
    etat?: string;
    dateDebutVersion?: string;
  };
  children?: LegiNode[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** texteHtml keeps the paragraph breaks that the flat `texte` field lost. */
function htmlToParagraphs(html: string): string[] {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n\n')
    .replace(/<\/(p|div|li|tr|h\d)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (all, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? all;
    });
  return cleanParagraphs(text);
}

export async function convertLegiCode(
  rawDir: string,
  file: string,
  key: string,
): Promise<{ document: DemoDocument; articles: number }> {
  const sourcePath = `data/${file}`;
  const root = JSON.parse(
    await readFile(join(rawDir, 'socialgouv-legi-data', sourcePath), 'utf8'),
  ) as LegiNode;
  const blocks: string[] = [];
  let articles = 0;
  const walk = (node: LegiNode, depth: number) => {
    if (node.type === 'article') {
      // Only the version in force: the tree also carries repealed articles.
      if (node.data.etat && node.data.etat !== 'VIGUEUR') return;
      blocks.push(
        `Article ${node.data.num}`,
        ...htmlToParagraphs(node.data.texteHtml ?? node.data.texte ?? ''),
      );
      articles += 1;
      return;
    }
    if (depth > 0 && node.data.title) blocks.push(normalizeHeading(node.data.title));
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  walk(root, 0);
  const title = root.data.title!;
  return {
    document: {
      key,
      title,
      docType: 'Code',
      domaine: domaineForFrenchCode(title),
      organisme: 'République française',
      jurisdiction: null,
      // The export's version date, not a publication date: left out.
      publishedAt: null,
      preambule: null,
      content: blocks.join('\n\n'),
      source: 'socialgouv-legi-data',
      sourcePath,
    },
    articles,
  };
}
