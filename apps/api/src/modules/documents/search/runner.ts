import type { SearchRunner } from '../../../deps';
import type { DB } from '../../../platform/db/database';
import { chargedMs } from '../../../search/engine/work-budget';
import { readDocumentsVersion } from '../documents-version';
import { DocumentEngine, type EngineSnapshots } from './document-engine';
import { EngineTimeBudget } from './engine-budget';
import { searchDocuments } from './service';

/** How long a readiness check waits for a catch-up before answering "not yet". */
const CATCH_UP_WAIT_MS = 500;

/**
 * The SearchRunner port (deps.ts) of this process's engine. One engine per process, in one thread beside the request thread: its index (about 1 KB per passage) is not
 * copied per thread, and its CPU (a search takes 0.1–25 ms at 90,000 articles, the build 7–9 s) no longer
 * holds the requests. The request thread keeps the database reads, the page's rows and snippets
 * (docs/search-engine.md, "Integration"), and counts each caller's engine time from the work its searches
 * did (`engineMsPerMinute`, 0: no limit): past the limit a caller waits ("Fair sharing"). The thread keeps
 * the same count to serve the least spent first and to cut the searches of a caller who spent much.
 */
export function createSearchRunner(
  db: DB,
  engineMsPerMinute = 0,
  snapshots: EngineSnapshots | null = null,
): SearchRunner {
  const documents = new DocumentEngine(db, undefined, engineMsPerMinute, snapshots);
  const budget = new EngineTimeBudget(engineMsPerMinute);
  return {
    search: async (params, viewer, version, caller, scope, extracts) => {
      let reproducible = true;
      const answer = await searchDocuments(
        db,
        async (request) => {
          const answer = await documents.search(request, version, caller);
          budget.charge(caller, chargedMs(answer.work));
          // Cut by the clock, or by the smaller budget of a caller who spent much: not what others would get.
          if (answer.timedOut || (answer.partial && answer.budgetReduced)) reproducible = false;
          return answer;
        },
        params,
        viewer,
        scope,
        extracts,
      );
      return { answer, reproducible };
    },
    engineWait: (caller) => budget.waitFor(caller),
    start: () => documents.build(),
    saveSnapshot: () => documents.saveSnapshot(),
    async readiness() {
      const documentsVersion = await readDocumentsVersion(db);
      const ready = await documents.isReady(documentsVersion, CATCH_UP_WAIT_MS);
      return { ready, engineVersion: documents.appliedVersion, documentsVersion };
    },
    close: () => documents.close(),
    get engineBuiltFrom() {
      return documents.builtFrom;
    },
    get engineThread() {
      return documents.runningThread;
    },
  };
}
