/**
 * One search thread (SQLite only): runs `searchDocuments` on its own read-only connection, so a search for
 * a word in every article (100–300 ms of SQLite work) no longer holds the event loop every other request
 * waits on, and two searches use two cores. Its facet and page caches are its own, keyed by the documents
 * version the main thread passes.
 */
import { workerData } from 'node:worker_threads';
import type { DocumentSearchAnswer, DocumentSearchParams } from '@lexfaso/contracts';
import { openSqliteReader } from '../../platform/db/database';
import { AppError, type FieldError } from '../../platform/errors';
import { type SearchViewer, searchDocuments } from './search-service';

export interface SearchTask {
  params: DocumentSearchParams;
  viewer: SearchViewer;
  version: number;
}

/** A task that only makes the thread load this module and open its connection (search-runner's start). */
export interface WarmUpTask {
  warmUp: true;
}

/**
 * Errors cross the thread boundary as data: a structured clone of an Error keeps neither its class (a 400
 * for an unknown domain is an AppError) nor its `code` (SQLITE_BUSY, a 503).
 */
export type SearchTaskResult =
  | { ok: true; answer: DocumentSearchAnswer }
  | { ok: false; message: string; code?: string; appError?: { statusCode: number; errors?: FieldError[] } };

const db = openSqliteReader((workerData as { file: string }).file);

export default async function runSearch(task: SearchTask | WarmUpTask): Promise<SearchTaskResult | null> {
  if ('warmUp' in task) return null;
  try {
    return { ok: true, answer: await searchDocuments(db, 'sqlite', task.params, task.viewer, task.version) };
  } catch (err) {
    if (err instanceof AppError)
      return {
        ok: false,
        message: err.message,
        code: err.code,
        appError: { statusCode: err.statusCode, errors: err.errors },
      };
    const e = err as { message?: string; code?: unknown };
    return {
      ok: false,
      message: e.message ?? String(err),
      code: typeof e.code === 'string' ? e.code : undefined,
    };
  }
}
