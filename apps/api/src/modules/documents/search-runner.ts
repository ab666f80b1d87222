import type { DocumentSearchAnswer, DocumentSearchParams } from '@lexfaso/contracts';
import { Piscina } from 'piscina';
import type { DatabaseHandle } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type SearchViewer, searchDocuments } from './search-service';
// Types only: the task module opens its connection when loaded, which only a search thread may do.
import type { SearchTask, SearchTaskResult, WarmUpTask } from './search-thread-task';

const WARM_UP: WarmUpTask = { warmUp: true };

/** Where a search is computed: in the request's own thread, or in a search thread (SQLite). */
export interface SearchRunner {
  search(params: DocumentSearchParams, viewer: SearchViewer, version: number): Promise<DocumentSearchAnswer>;
  /** Searches computed in search threads so far. */
  readonly threadedSearches: number;
  /**
   * Starts the threads now rather than at the first search, resolving once they have loaded the search
   * code (about a second): the server at start-up, tests that time their requests.
   */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * better-sqlite3 runs a statement on the thread that calls it: in the request thread, a search for a word in
 * every article holds every other request (news, documents, sign-in) for its whole 100–300 ms, and the second
 * core idles. With `threads` > 0 SQLite searches run in that many threads, each with a read-only connection
 * (started by `start()` or at the first search). PostgreSQL computes in its own server processes: searched in place.
 */
export function createSearchRunner(handle: DatabaseHandle, threads: number): SearchRunner {
  const inPlace = (params: DocumentSearchParams, viewer: SearchViewer, version: number) =>
    searchDocuments(handle.db, handle.dialect, params, viewer, version);
  const file = handle.sqlite?.name;
  if (handle.dialect !== 'sqlite' || threads === 0 || !file || handle.sqlite?.memory) {
    return { search: inPlace, threadedSearches: 0, start: async () => {}, close: async () => {} };
  }
  let pool: Piscina<SearchTask | WarmUpTask, SearchTaskResult | null> | undefined;
  const started = () => {
    pool ??= new Piscina<SearchTask | WarmUpTask, SearchTaskResult | null>({
      filename: new URL('./search-thread.mjs', import.meta.url).href,
      workerData: { file },
      minThreads: threads,
      maxThreads: threads,
      // SQLite's work is synchronous: a second task in the same thread would only wait behind the first.
      concurrentTasksPerWorker: 1,
      // Kept alive: a thread started again would load the search code again.
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    return pool;
  };
  let threaded = 0;
  return {
    async start() {
      const pool = started();
      // One warm-up task per thread at once: each thread takes one as soon as it has loaded.
      await Promise.all(Array.from({ length: threads }, () => pool.run(WARM_UP)));
    },
    async search(params, viewer, version) {
      const result = (await started().run({ params, viewer, version })) as SearchTaskResult;
      threaded += 1;
      if (result.ok) return result.answer;
      if (result.appError)
        throw new AppError(
          result.appError.statusCode,
          result.code ?? 'ERROR',
          result.message,
          result.appError.errors,
        );
      throw Object.assign(new Error(result.message), { code: result.code });
    },
    get threadedSearches() {
      return threaded;
    },
    async close() {
      await pool?.destroy();
    },
  };
}
