/**
 * Converts the lahalex-v0 documents (content-documents.tar.gz) into whole-document plain text.
 *
 * The packaging is inconsistent: metadata.json's structure tree often misses articles or points
 * to the wrong folder, `articles/` folders duplicate files, and a few "articles" are sentence
 * fragments cut at the word "article". So the article files themselves are the truth: each
 * folder becomes a heading (title from metadata.json when it has one), and siblings (articles
 * and sub-folders) are ordered by article number, a sub-folder taking its smallest article
 * number, which restores document order even where numbering restarts inside annexes.
 */
import type { DemoDocument } from '../../apps/api/src/modules/documents/seed/demo-corpus-file.js';
import { LAHALEX_CATALOG } from './lahalex-catalog.js';
import { collapseSpaces, headingFor, reflowParagraphs } from './plain-text.js';

const DOCS_PREFIX = 'content/documents/';

interface Section {
  id: string;
  title: string;
  type: string;
  order: number;
}

interface Metadata {
  id: string;
  title: string;
  type?: string;
  structure?: { sections?: Section[] };
}

interface ArticleFile {
  id: string;
  label: string;
  folder: string[];
  paragraphs: string[];
  /** Sentence fragment wrongly split off as an article: appended to the previous article. */
  fragment: boolean;
  /** Filed under the flat `articles/` folder, which mostly duplicates sectioned files. */
  inFlatCopy: boolean;
}

interface FolderNode {
  name: string;
  articles: ArticleFile[];
  children: Map<string, FolderNode>;
}

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

function romanToNumber(roman: string): number {
  let total = 0;
  for (let i = 0; i < roman.length; i += 1) {
    const value = ROMAN[roman[i]];
    const next = ROMAN[roman[i + 1]] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

const LATIN_SUFFIX: Record<string, number> = {
  bis: 1,
  ter: 2,
  quater: 3,
  quinquies: 4,
  sexies: 5,
  septies: 6,
};

/** Sort key of an article label: 'Article 12-1 bis' -> [12, 1, 0.1]. */
function articleSortKey(label: string): number[] {
  const rest = label.replace(/^article\s*/i, '').trim();
  if (/^(premier|1er|unique)\b/i.test(rest)) return [1];
  const roman = /^([IVXLC]+)\b/.exec(rest);
  const key: number[] = roman ? [romanToNumber(roman[1])] : [];
  for (const match of rest.matchAll(/\d+|bis|ter|quater|quinquies|sexies|septies/gi)) {
    const token = match[0].toLowerCase();
    key.push(token in LATIN_SUFFIX ? LATIN_SUFFIX[token] / 10 : Number(token));
  }
  return key.length > 0 ? key : [Number.POSITIVE_INFINITY];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
}

/** 'Article 75 :' -> 'Article 75'; a numero that is not a number marks a split fragment. */
function articleLabel(json: { title?: string; numero?: string; id?: string }): {
  label: string;
  fragment: boolean;
} {
  const raw = collapseSpaces(json.title ?? `Article ${json.numero ?? json.id ?? ''}`)
    .replace(/\s*[:.-]+\s*$/, '')
    .replace(/^ARTICLE\b/i, 'Article');
  const rest = raw.replace(/^Article\s*/i, '');
  const fragment = !/^(\d|premier|1er|unique|[IVXLC]+\b|[LRDA]\.?\s?\d)/i.test(rest);
  return { label: /^Article\b/.test(raw) ? raw : `Article ${raw}`, fragment };
}

function parseJson<T>(text: string | undefined): T | null {
  if (text === undefined) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function readArticles(docDir: string, files: Map<string, string>): ArticleFile[] {
  const articles: ArticleFile[] = [];
  for (const [path, text] of files) {
    if (!path.startsWith(docDir) || !/\/article-[^/]*\.md$/.test(path)) continue;
    const rel = path.slice(docDir.length);
    const folder = rel.split('/').slice(0, -1);
    const fileId = rel.split('/').pop()!.replace(/\.md$/, '');
    // A few sidecar .json files are not valid JSON: fall back to the file name.
    const json = parseJson<{ id?: string; title?: string; numero?: string }>(
      files.get(path.replace(/\.md$/, '.json')),
    );
    const { label, fragment } = articleLabel(
      json ?? { numero: fileId.replace(/^article-/, '').replace(/-/g, ' ') },
    );
    articles.push({
      id: json?.id ?? fileId,
      label,
      // `articles/` holds flat copies (or the only copy) of articles: treat it as the document root.
      folder: folder[0] === 'articles' ? [] : folder,
      paragraphs: reflowParagraphs(withoutRepeatedTitle(text, label)),
      fragment,
      inFlatCopy: folder[0] === 'articles',
    });
  }
  return articles.filter((article) => !article.inFlatCopy || !hasSectionedTwin(article, articles));
}

/** Some bodies repeat the article's label or its title ('Domaine d'application') as their first line. */
function withoutRepeatedTitle(text: string, label: string): string {
  const title = /^Article\s+\S+\s*:\s*(.+)$/.exec(label)?.[1];
  const trimmed = text.trimStart();
  const newline = trimmed.indexOf('\n');
  const firstLine = letters(newline < 0 ? trimmed : trimmed.slice(0, newline));
  const repeated = firstLine === letters(label) || (title !== undefined && firstLine === letters(title));
  return repeated && newline >= 0 ? trimmed.slice(newline + 1) : text;
}

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** A flat `articles/` copy is a duplicate when a sectioned article has its id and starts with its text. */
function hasSectionedTwin(copy: ArticleFile, articles: ArticleFile[]): boolean {
  const head = letters(copy.paragraphs.join(' ')).slice(0, 200);
  return articles.some((other) => {
    if (other.inFlatCopy || other.id !== copy.id) return false;
    const text = letters(other.paragraphs.join(' '));
    return text.includes(head) || head.includes(text.slice(0, 200));
  });
}

function buildTree(articles: ArticleFile[]): FolderNode {
  const root: FolderNode = { name: '', articles: [], children: new Map() };
  for (const article of articles) {
    let node = root;
    for (const name of article.folder) {
      let child = node.children.get(name);
      if (!child) {
        child = { name, articles: [], children: new Map() };
        node.children.set(name, child);
      }
      node = child;
    }
    node.articles.push(article);
  }
  return root;
}

function minKey(node: FolderNode): number[] {
  let best = [Number.POSITIVE_INFINITY];
  for (const article of node.articles) {
    const key = articleSortKey(article.label);
    if (compareKeys(key, best) < 0) best = key;
  }
  for (const child of node.children.values()) {
    const key = minKey(child);
    if (compareKeys(key, best) < 0) best = key;
  }
  return best;
}

function folderNumber(name: string): number {
  const match = /(\d+)$/.exec(name);
  return match ? Number(match[1]) : 0;
}

/**
 * A fragment ('articles 44 à 48 ci-dessus…', cut off an article at the word 'article') goes back to the
 * end of the article of its folder whose text stops mid-sentence; its own number must not sort the folder.
 */
function reattachFragments(node: FolderNode): void {
  const fragments = node.articles.filter((a) => a.fragment);
  const hosts = node.articles.filter((a) => !a.fragment);
  for (const fragment of fragments) {
    const host = hosts.find((a) => a.paragraphs.length > 0 && !/[.;:!?»)]\s*$/.test(a.paragraphs.at(-1)!));
    if (!host) continue;
    const rest = fragment.label.replace(/^Article\s*/, 'article');
    const [first = '', ...others] = fragment.paragraphs;
    host.paragraphs[host.paragraphs.length - 1] += ` ${[rest, first].join(' ').trim()}`;
    host.paragraphs.push(...others);
    node.articles = node.articles.filter((a) => a !== fragment);
  }
  for (const child of node.children.values()) reattachFragments(child);
}

/** Walks the folder tree in document order and renders headings and articles as text blocks. */
function render(root: FolderNode, sections: Map<string, Section>): string[] {
  reattachFragments(root);
  const blocks: string[] = [];
  const walk = (node: FolderNode) => {
    type Item = { key: number[]; tie: number; article?: ArticleFile; folder?: FolderNode };
    const items: Item[] = [
      ...node.articles.map((article) => ({ key: articleSortKey(article.label), tie: 0, article })),
      ...[...node.children.values()].map((folder) => ({
        key: minKey(folder),
        tie: sections.get(folder.name)?.order ?? folderNumber(folder.name),
        folder,
      })),
    ];
    // Fragments keep their file's position only roughly: they are glued to the previous article.
    items.sort((a, b) => compareKeys(a.key, b.key) || a.tie - b.tie);
    for (const item of items) {
      if (item.article) {
        if (item.article.fragment && blocks.length > 0) {
          const restOfSentence = item.article.label.replace(/^Article\s*/, 'article');
          blocks.push([restOfSentence, ...item.article.paragraphs].join(' '));
        } else {
          blocks.push(item.article.label, ...item.article.paragraphs);
        }
      } else if (item.folder) {
        const kind = item.folder.name.replace(/-\d+$/, '');
        const title = sections.get(item.folder.name)?.title;
        blocks.push(headingFor(kind, String(folderNumber(item.folder.name)), title));
        walk(item.folder);
      }
    }
  };
  walk(root);
  return blocks;
}

/** A lahalex document as converted, before the demo's fixes give it its reference, status and gaps. */
export type LahalexDocument = Omit<
  DemoDocument,
  'reference' | 'status' | 'statusNote' | 'pdfFile' | 'numberingGaps'
>;

export interface LahalexStats {
  key: string;
  articles: number;
}

/** All lahalex documents listed in the catalog, in catalog order. */
export function convertLahalex(files: Map<string, string>): {
  documents: LahalexDocument[];
  stats: LahalexStats[];
  skipped: string[];
} {
  const documents: LahalexDocument[] = [];
  const stats: LahalexStats[] = [];
  const skipped: string[] = [];
  for (const [folder, entry] of Object.entries(LAHALEX_CATALOG)) {
    if (entry.skip) {
      skipped.push(`${DOCS_PREFIX}${folder}: ${entry.skip}`);
      continue;
    }
    const docDir = `${DOCS_PREFIX}${folder}/`;
    const metadata = parseJson<Metadata>(files.get(`${docDir}metadata.json`));
    if (!metadata) throw new Error(`lahalex: no metadata.json for ${folder}`);
    const sections = new Map(
      (metadata.structure?.sections ?? []).filter((s) => s.type !== 'article').map((s) => [s.id, s]),
    );
    const articles = readArticles(docDir, files);
    const content = render(buildTree(articles), sections).join('\n\n');
    documents.push({
      key: entry.key,
      title: entry.title ?? collapseSpaces(metadata.title),
      docType: entry.docType,
      domaine: entry.domaine,
      organisme: entry.organisme,
      jurisdiction: entry.jurisdiction ?? null,
      publishedAt: entry.publishedAt ?? null,
      preambule: null,
      content,
      source: 'lahalex-v0',
      sourcePath: `${DOCS_PREFIX}${folder}`,
    });
    stats.push({ key: entry.key, articles: articles.filter((a) => !a.fragment).length });
  }
  return { documents, stats, skipped };
}
