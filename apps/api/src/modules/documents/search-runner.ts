import type { DocumentSearchAnswer, DocumentSearchParams } from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import { DocumentEngine } from './document-engine';
import { readDocumentsVersion } from './documents-version';
import type { SearchEngineThread } from './search-engine-thread';
import { type SearchViewer, searchDocuments } from './search-service';

/** Whether this process answers searches without a build to wait for (GET /api/health/ready). */
export interface SearchReadiness {
  ready: boolean;
  /** The documents version the engine has applied; null before its first build. */
  engineVersion: number | null;
  /** The newest documents version in the database. */
  documentsVersion: number;
}

/** Where a search is computed: this process's engine, in its own thread. */
export interface SearchRunner {
  search(params: DocumentSearchParams, viewer: SearchViewer, version: number): Promise<DocumentSearchAnswer>;
  /** Builds the engine now (the server at start-up) rather than at the first search. */
  start(): Promise<void>;
  /** Built and caught up with the writes logged in search_changes; throws when the database does not answer. */
  readiness(): Promise<SearchReadiness>;
  /** Ends the engine's thread (app close). */
  close(): Promise<void>;
  /** The engine's thread, null before the first build or search (tests). */
  readonly engineThread: SearchEngineThread | null;
}

/** How long a readiness check waits for a catch-up before answering "not yet". */
const CATCH_UP_WAIT_MS = 500;

/**
 * One engine per process, in one thread beside the request thread: its index (about 1 KB per passage) is not
 * copied per thread, and its CPU (a search takes 0.1–13 ms at 90,000 articles, the build 7–9 s) no longer
 * holds the requests. The request thread keeps the database reads, the page's rows and snippets
 * (docs/search-engine.md, "Integration").
 */
export function createSearchRunner(db: DB): SearchRunner {
  const documents = new DocumentEngine(db);
  return {
    search: (params, viewer, version) =>
      searchDocuments(db, (request) => documents.search(request, version), params, viewer),
    start: () => documents.build(),
    async readiness() {
      const documentsVersion = await readDocumentsVersion(db);
      const ready = await documents.isReady(documentsVersion, CATCH_UP_WAIT_MS);
      return { ready, engineVersion: documents.appliedVersion, documentsVersion };
    },
    close: () => documents.close(),
    get engineThread() {
      return documents.runningThread;
    },
  };
}
