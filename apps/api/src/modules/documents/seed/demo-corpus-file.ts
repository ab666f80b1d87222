import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { DocumentStatus } from '@lexfaso/contracts';
import type { ManifestArticleStatus } from '../../law/statuses/manifest-statuses';

/**
 * One document of the shipped demo corpus, apps/api/demo-data/demo-corpus.json.gz (built by
 * scripts/corpus/build-demo-corpus.ts): Burkinabè texts first, each with its official PDF beside the file.
 */
export interface DemoDocument {
  /** Stable unique id, e.g. 'bf-code-du-travail-2008'. */
  key: string;
  title: string;
  /** Exactly one of the type names in DOC_TYPE_CATEGORIES. */
  docType: string;
  domaine: string;
  organisme: string;
  /** One of JURISDICTIONS for case law and OHADA texts; null otherwise. */
  jurisdiction: string | null;
  /** 'YYYY-MM-DD' when the text states it, else null (never guessed). */
  publishedAt: string | null;
  /** How users cite it: 'Loi n°028-2008/AN du 13 mai 2008'. */
  reference: string;
  status: DocumentStatus;
  /** What repealed it, or which parts are repealed and by what; null when in force as a whole. */
  statusNote: string | null;
  preambule: string | null;
  /** Plain text: paragraphs separated by a blank line, headings on their own line, notes as '[Note N] …' paragraphs. */
  content: string;
  /** File name of the official PDF in apps/api/demo-data, null when the source has none. */
  pdfFile: string | null;
  /** Gaps in the article numbering that the source itself has (checked by the cleanliness test). */
  numberingGaps: { after: string; next: string; reason: string }[];
  /** Short id of the source, matching a heading of apps/api/demo-data/SOURCES.md. */
  source: string;
  /** Path inside the source repository. */
  sourcePath: string;
  /** Its articles' statuses (manifest `articleStatuses`); absent in corpora built before issue 31. */
  articleStatuses?: ManifestArticleStatus[];
  /** Earlier consolidations, oldest first, each with its own text (manifest `earlierVersions`). */
  earlierVersions?: Array<{
    label: string;
    validFrom: string;
    note: string;
    content: string;
    preambule: string | null;
    source: string;
    sourcePath: string;
  }>;
  /** The version `content` is, when earlier versions are recorded. */
  currentVersion?: { label: string; validFrom: string; note: string };
}

const gunzipAsync = promisify(gunzip);

/** apps/api/demo-data: the corpus file, its official PDFs, manifests and SOURCES.md (data only). */
const DEMO_DATA_DIR = new URL('../../../../demo-data/', import.meta.url);

/** Reads the gzipped JSON array of apps/api/demo-data; it is the only runtime input of the demo seed. */
export async function loadDemoCorpus(
  file = new URL('demo-corpus.json.gz', DEMO_DATA_DIR),
): Promise<DemoDocument[]> {
  const json = (await gunzipAsync(await readFile(file))).toString('utf8');
  return JSON.parse(json) as DemoDocument[];
}

/** The official PDF shipped beside the corpus, or null when the document has none. */
export async function readDemoPdf(doc: Pick<DemoDocument, 'pdfFile'>): Promise<Buffer | null> {
  return doc.pdfFile ? readFile(new URL(doc.pdfFile, DEMO_DATA_DIR)) : null;
}
