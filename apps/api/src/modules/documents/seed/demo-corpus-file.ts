import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/** One document of the committed demo corpus (built by scripts/corpus/build-demo-corpus.ts). */
export interface DemoDocument {
  /** Stable unique id, e.g. 'ohada-audcg-2010'. */
  key: string;
  title: string;
  /** Exactly one of the type names in DOC_TYPE_CATEGORIES. */
  docType: string;
  domaine: string;
  organisme: string;
  /** One of JURISDICTIONS for case law and OHADA texts; null otherwise. */
  jurisdiction: string | null;
  /** 'YYYY-MM-DD' when the source states it, else null (never guessed). */
  publishedAt: string | null;
  preambule: string | null;
  /** Plain text: paragraphs separated by one blank line, headings and 'Article N' lines on their own. */
  content: string;
  /** Short id of the source, matching a heading in SOURCES.md next to this file. */
  source: string;
  /** Path inside the source repository. */
  sourcePath: string;
}

const gunzipAsync = promisify(gunzip);

/** Reads the gzipped JSON array (apps/api/src/seed/data); it is the only runtime input of the demo seed. */
export async function loadDemoCorpus(): Promise<DemoDocument[]> {
  const compressed = await readFile(new URL('../../../seed/data/demo-corpus.json.gz', import.meta.url));
  const json = (await gunzipAsync(compressed)).toString('utf8');
  return JSON.parse(json) as DemoDocument[];
}
