/**
 * Streaming reader for `codes-en-vigueur.tar.gz` (etalab/codes-juridiques-francais): gunzip + untar
 * in memory, never extracting to disk. The archive holds one Markdown file per article
 * (`# Article L1234-5` + paragraphs) and one README.md per folder (`# <section title>` + ordered links).
 */
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { IMPORT_CLI_MESSAGES } from '@lexfaso/contracts';
import { extract } from 'tar-stream';
import { domaineForFrenchCode, FRENCH_CODES_ORGANISME } from './french-code-domains.js';

export const ETALAB_SOURCE = 'etalab-codes-juridiques-francais';
const ROOT = 'codes-en-vigueur/';

export type EtalabMode = 'article' | 'code';

export interface EtalabReadOptions {
  mode: EtalabMode;
  /** Only these code folders (e.g. ['code-civil']); all codes when omitted. */
  codes?: readonly string[];
}

/** One document read from the archive, in the shape the import writes (the French codes carry no reference). */
export interface CorpusRecord {
  /** Stable key: 'fr-<code>' or 'fr-<code>/<article path>'. */
  key: string;
  title: string;
  docType: string;
  domaine: string;
  organisme: string;
  jurisdiction: string | null;
  publishedAt: string | null;
  preambule: string | null;
  content: string;
  source: string;
  sourcePath: string;
}

interface TarFile {
  path: string;
  text: string;
}

/**
 * The entries of a .tar.gz as a stream. A read or gunzip failure (missing file, damaged archive) reaches the
 * reader's `for await` as an error: with plain `.pipe()` it was an uncaught 'error' event that killed the process.
 */
export function tarEntries(archivePath: string) {
  const untar = extract();
  // The callback only keeps pipeline's own error from being unhandled: pipeline destroys `untar` with it.
  pipeline(createReadStream(archivePath), createGunzip(), untar, () => {});
  return untar;
}

/**
 * An import failure in French. zlib (codes Z_…) and tar-stream ('Invalid tar header…', 'Unexpected end of
 * data') speak English: a damaged archive gets a French sentence, their words in brackets.
 */
export function describeArchiveError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as NodeJS.ErrnoException).code;
  if (code?.startsWith('Z_') || /^(invalid tar header|unexpected end of data)/i.test(err.message))
    return IMPORT_CLI_MESSAGES.unreadableArchive(err.message);
  return err.message;
}

/** Yields the regular files of a .tar.gz in archive order, as UTF-8 text. */
async function* tarFiles(archivePath: string, wanted: (path: string) => boolean): AsyncGenerator<TarFile> {
  const untar = tarEntries(archivePath);
  for await (const entry of untar) {
    const path = entry.header.name.replace(/^\.\//, '');
    if (entry.header.type !== 'file' || !wanted(path)) {
      entry.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    yield { path, text: Buffer.concat(chunks).toString('utf8') };
  }
}

/** 'codes-en-vigueur/code-civil/livre-ier/x.md' -> 'code-civil'. */
function codeSlugOf(path: string): string | null {
  if (!path.startsWith(ROOT)) return null;
  const parts = path.slice(ROOT.length).split('/');
  return parts.length >= 2 ? parts[0] : null;
}

function isArticleFile(path: string): boolean {
  return /\/article-[^/]*\.md$/.test(path);
}

/** First `# ` heading of a Markdown file. */
function firstHeading(markdown: string): string | null {
  const match = /^#\s+(.+)$/m.exec(markdown);
  return match ? match[1].trim() : null;
}

/** Splits an article file into its label ('Article L1234-5') and its body paragraphs. */
function parseArticleFile(markdown: string, fallbackLabel: string): { label: string; paragraphs: string[] } {
  const heading = firstHeading(markdown);
  const body = heading ? markdown.replace(/^#\s+.+$/m, '') : markdown;
  return { label: heading ?? fallbackLabel, paragraphs: cleanBody(body) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** A few article files carry HTML (`<div align="left">`, `<br/>`) from the LEGI export: keep only text. */
function stripHtml(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n\n')
    .replace(/<\/?(p|div)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp);/g, (_all, name: string) => ENTITIES[name]);
}

function cleanBody(body: string): string[] {
  return stripHtml(body)
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean);
}

/** Ordered `[label](target)` links of a README. */
function readmeLinks(markdown: string): { label: string; target: string }[] {
  return [...markdown.matchAll(/^\s*[-*]\s+\[([^\]]*)\]\(([^)]+)\)/gm)].map((m) => ({
    label: m[1],
    target: m[2],
  }));
}

const KEYWORDS: Record<string, string> = {
  partie: 'PARTIE',
  livre: 'LIVRE',
  titre: 'TITRE',
  chapitre: 'CHAPITRE',
  section: 'Section',
  'sous-section': 'Sous-section',
  paragraphe: 'Paragraphe',
};

/** Spells the leading structural keyword the way the structure parser expects ('Livre Ier' -> 'LIVRE Ier'). */
function normalizeSectionHeading(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  const match = /^(sous-section|partie|livre|titre|chapitre|section|paragraphe)\b\s*/i.exec(clean);
  if (!match) return clean;
  const rest = clean.slice(match[0].length);
  const keyword = KEYWORDS[match[1].toLowerCase()];
  // 'Partie législative' has no number: the whole line in capitals reads as a heading.
  if (keyword === 'PARTIE' && !/^[IVXLC\d]/.test(rest)) return clean.toUpperCase();
  return rest ? `${keyword} ${rest}` : keyword;
}

/** Code name from its README heading, without the trailing dot some exports carry ('Code de la route.'). */
function codeName(readme: string | undefined, slug: string): string {
  const heading = readme ? firstHeading(readme) : null;
  return (heading ?? slug).replace(/\.$/, '').trim();
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

function joinPath(dir: string, target: string): string {
  return dir ? `${dir}/${target}` : target;
}

/**
 * Assembles one whole code as plain text: section headings from each folder's README,
 * articles in README link order. `files` maps paths relative to the code folder to their text.
 * Article files that no README links to are appended at the end of their folder so nothing is lost.
 */
function assembleCode(slug: string, files: Map<string, string>): CorpusRecord & { articleCount: number } {
  const name = codeName(files.get('README.md'), slug);
  const blocks: string[] = [];
  const visited = new Set<string>();
  let articleCount = 0;
  // Article files per folder, computed once: scanning all files per folder is quadratic on big codes.
  const articlesByDir = new Map<string, string[]>();
  for (const path of files.keys()) {
    if (!isArticleFile(`/${path}`)) continue;
    const dir = dirOf(path);
    const list = articlesByDir.get(dir);
    if (list) list.push(path);
    else articlesByDir.set(dir, [path]);
  }

  const emitArticle = (path: string) => {
    visited.add(path);
    const text = files.get(path);
    if (text === undefined) return;
    const { label, paragraphs } = parseArticleFile(text, path);
    blocks.push(label, ...paragraphs);
    articleCount += 1;
  };

  const walk = (dir: string) => {
    const readme = files.get(joinPath(dir, 'README.md'));
    if (dir) {
      const heading = readme ? firstHeading(readme) : null;
      if (heading) blocks.push(normalizeSectionHeading(heading));
    }
    for (const link of readme ? readmeLinks(readme) : []) {
      const target = joinPath(dir, link.target.replace(/\/$/, ''));
      if (target.endsWith('.md')) emitArticle(target);
      else walk(target);
    }
    const orphans = (articlesByDir.get(dir) ?? []).filter((p) => !visited.has(p));
    for (const path of orphans.sort()) emitArticle(path);
  };
  walk('');

  return {
    key: `fr-${slug}`,
    title: name,
    docType: 'Code',
    domaine: domaineForFrenchCode(name),
    organisme: FRENCH_CODES_ORGANISME,
    jurisdiction: null,
    publishedAt: null,
    preambule: null,
    content: blocks.join('\n\n'),
    source: ETALAB_SOURCE,
    sourcePath: `${ROOT}${slug}`,
    articleCount,
  };
}

/** One record per article file, titled 'Code du travail, article L1234-5'. */
function articleRecord(slug: string, name: string, relPath: string, text: string): CorpusRecord {
  const { label, paragraphs } = parseArticleFile(text, relPath);
  const number = label.replace(/^article\s+/i, '');
  return {
    key: `fr-${slug}/${relPath.replace(/\.md$/, '')}`,
    title: `${name}, article ${number}`,
    docType: 'Code',
    domaine: domaineForFrenchCode(name),
    organisme: FRENCH_CODES_ORGANISME,
    jurisdiction: null,
    publishedAt: null,
    preambule: null,
    content: [label, ...paragraphs].join('\n\n'),
    source: ETALAB_SOURCE,
    sourcePath: `${ROOT}${slug}/${relPath}`,
  };
}

/**
 * Streams the archive and yields records. In 'code' mode the files of one code are buffered
 * (the archive is ordered by path, so a code's files are contiguous) and the code is emitted
 * when the next code starts. In 'article' mode nothing but the code README heading is kept.
 */
export async function* readEtalabCodes(
  archivePath: string,
  options: EtalabReadOptions,
): AsyncGenerator<CorpusRecord> {
  const keep = options.codes ? new Set(options.codes) : null;
  const wanted = (path: string) => {
    const slug = codeSlugOf(path);
    return slug !== null && path.endsWith('.md') && (!keep || keep.has(slug));
  };
  let currentSlug: string | null = null;
  let buffer = new Map<string, string>();
  let currentName = '';

  for await (const file of tarFiles(archivePath, wanted)) {
    const slug = codeSlugOf(file.path)!;
    const relPath = file.path.slice(ROOT.length + slug.length + 1);
    if (slug !== currentSlug) {
      if (options.mode === 'code' && currentSlug && buffer.size > 0) {
        const { articleCount: _count, ...record } = assembleCode(currentSlug, buffer);
        yield record;
      }
      currentSlug = slug;
      buffer = new Map();
      currentName = slug;
    }
    if (options.mode === 'code') {
      buffer.set(relPath, file.text);
    } else if (relPath === 'README.md') {
      currentName = codeName(file.text, slug);
    } else if (isArticleFile(file.path)) {
      yield articleRecord(slug, currentName, relPath, file.text);
    }
  }
  if (options.mode === 'code' && currentSlug && buffer.size > 0) {
    const { articleCount: _count, ...record } = assembleCode(currentSlug, buffer);
    yield record;
  }
}

/** Counts article files without decoding them (quick sanity check of an archive). */
export async function countEtalabArticles(archivePath: string): Promise<number> {
  let count = 0;
  const untar = tarEntries(archivePath);
  for await (const entry of untar) {
    const path = entry.header.name;
    if (entry.header.type === 'file' && codeSlugOf(path) !== null && isArticleFile(path)) count += 1;
    entry.resume();
  }
  return count;
}
