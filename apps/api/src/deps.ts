import type { DocumentSearchAnswer, DocumentSearchParams } from '@lexfaso/contracts';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { CounterStore } from './platform/counters';
import type { DatabaseHandle, DB } from './platform/db/database';
import type { FileStorage } from './platform/file-storage';
import type { Mailer } from './platform/mailer';
import type { SmsProvider } from './platform/sms-provider';

/** Who asks for a search: what its answer may show. */
export interface SearchViewer {
  role: string;
  canDownloadPdf: boolean;
}

/** Where a search looks beyond the page's filters: only some documents (an alert's new texts). */
export interface SearchScope {
  documentIds?: readonly number[];
}

/**
 * What a search's hits carry beyond their metadata. Without snippets (`snippets: false`) a hit's `snippet` is
 * '', its `articles` empty and its `article` null: the texts' passages, article statuses and starts of texts
 * are not read, nor extracts highlighted. For searches whose answers list titles only (an alert's mail, the
 * count of new texts); never the search page's, and never cached as its (the answer cache always asks with).
 */
export interface HitExtracts {
  snippets: boolean;
}

/** Whether this process answers searches without a build to wait for (GET /api/health/ready). */
export interface SearchReadiness {
  ready: boolean;
  /** The documents version the engine has applied; null before its first build. */
  engineVersion: number | null;
  /** The newest documents version in the database. */
  documentsVersion: number;
}

/** A computed answer, and whether another run would give the same (not when cut by the engine's clock). */
export interface SearchOutcome {
  answer: DocumentSearchAnswer;
  reproducible: boolean;
}

/** The engine's thread as the tests see it: its id, and its end. */
export interface EngineThreadHandle {
  readonly threadId: number;
  stop(): Promise<void>;
}

/**
 * Where GET /api/documents/filtered computes its answers: a port, declared here where the layers are put
 * together, and implemented by the documents module (modules/documents/search/runner.ts: this process's engine,
 * in its own thread).
 */
export interface SearchRunner {
  /** `caller`: the account (or client) the engine time is counted to ('account:12', 'client:1.2.3.4'). */
  search(
    params: DocumentSearchParams,
    viewer: SearchViewer,
    version: number,
    caller: string,
    /** Only these documents (alerts); the page's searches look everywhere. */
    scope?: SearchScope,
    /** By default with snippets, as the search page shows them. */
    extracts?: HitExtracts,
  ): Promise<SearchOutcome>;
  /** Seconds before the caller's engine time allows another search in this process (0: now). */
  engineWait(caller: string): number;
  /** Builds the engine now (the server at start-up), from the stored snapshot if valid, rather than at the first search. */
  start(): Promise<void>;
  /** Writes a snapshot of the engine now if the stored one is older (false: nothing written). */
  saveSnapshot(): Promise<boolean>;
  /** Built and caught up with the writes logged in search_changes; throws when the database does not answer. */
  readiness(): Promise<SearchReadiness>;
  /** Ends the engine's thread (app close). */
  close(): Promise<void>;
  /** Where the engine was built from: the stored snapshot, or every document; null before its first build. */
  readonly engineBuiltFrom: 'snapshot' | 'documents' | null;
  /** The engine's thread, null before the first build or search (tests). */
  readonly engineThread: EngineThreadHandle | null;
}

/** Everything a route needs, built once at start and reachable as `app.deps`. */
export interface AppDeps {
  config: AppConfig;
  handle: DatabaseHandle;
  db: DB;
  dialect: DatabaseHandle['dialect'];
  mailer: Mailer;
  storage: FileStorage;
  counters: CounterStore;
  sms: SmsProvider;
  /** Where GET /api/documents/filtered computes its answers. */
  searchRunner: SearchRunner;
  redis?: Redis;
}
