import type { DocumentSearchAnswer, DocumentSearchParams } from '@lexfaso/contracts';
import type { DB } from '../../platform/db/database';
import { DocumentEngine } from './document-engine';
import { type SearchViewer, searchDocuments } from './search-service';

/** Where a search is computed: this process's engine, in the request thread. */
export interface SearchRunner {
  search(params: DocumentSearchParams, viewer: SearchViewer, version: number): Promise<DocumentSearchAnswer>;
  /** Builds the engine now (the server at start-up) rather than at the first search. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One engine per process, held by the request thread: a search takes 0.1–13 ms at 90,000 articles, and
 * its index (about 1 KB per passage) must not be copied per thread (docs/search-engine.md, "Integration").
 */
export function createSearchRunner(db: DB): SearchRunner {
  const documents = new DocumentEngine(db);
  return {
    async search(params, viewer, version) {
      return searchDocuments(db, await documents.current(version), params, viewer);
    },
    start: () => documents.build(),
    close: async () => {},
  };
}
