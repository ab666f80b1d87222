import type { DocumentSearchAnswer, DocumentSearchParams } from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import { DocumentEngine } from './document-engine';
import type { SearchEngineThread } from './search-engine-thread';
import { type SearchViewer, searchDocuments } from './search-service';

/** Where a search is computed: this process's engine, in its own thread. */
export interface SearchRunner {
  search(params: DocumentSearchParams, viewer: SearchViewer, version: number): Promise<DocumentSearchAnswer>;
  /** Builds the engine now (the server at start-up) rather than at the first search. */
  start(): Promise<void>;
  /** Ends the engine's thread (app close). */
  close(): Promise<void>;
  /** The engine's thread, null before the first build or search (tests). */
  readonly engineThread: SearchEngineThread | null;
}

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
    close: () => documents.close(),
    get engineThread() {
      return documents.runningThread;
    },
  };
}
