import { Worker } from 'node:worker_threads';
import { DOCUMENTS_API_MESSAGES } from '@lexfaso/contracts';
import type { EngineCall, EngineReply, EngineResult } from './engine-task';
import type { EngineMessage } from './engine-turns';

export const SEARCH_ENGINE_THREAD_ENTRY = new URL('./engine-worker.mjs', import.meta.url);

interface Waiting {
  resolve: (answer: EngineResult) => void;
  reject: (err: Error) => void;
}

/**
 * The thread holding this process's search engine (engine-task.ts): calls are posted in order and
 * answered in the thread's turns (engine-turns.ts). The thread keeps the process alive only while a call waits for it. When it dies (an error, out of
 * memory, ended), every waiting call fails and so does any later one: its owner (DocumentEngine) starts
 * another thread and rebuilds.
 */
export class SearchEngineThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private failure: Error | null = null;

  /** `engineMsPerMinute`: what a caller may spend (engine-turns.ts orders and bounds searches by it). */
  constructor(entry: URL, onExit: () => void, engineMsPerMinute = 0) {
    this.worker = new Worker(entry, { workerData: { engineMsPerMinute } });
    this.worker.on('message', (reply: EngineReply) => {
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) this.worker.unref();
      if (reply.ok) waiting.resolve(reply.answer);
      else waiting.reject(new Error(reply.message));
    });
    this.worker.on('error', (err) => this.fail(err));
    this.worker.once('exit', () => {
      this.fail(new Error(DOCUMENTS_API_MESSAGES.searchEngineThreadExited));
      onExit();
    });
    this.worker.unref();
  }

  get threadId(): number {
    return this.worker.threadId;
  }

  /**
   * `caller`: for a search, whom its engine time is counted to (the thread serves the least spent first).
   * `transfer`: buffers of the call handed over to the thread rather than copied (unusable here after).
   */
  call(call: EngineCall, caller?: string, transfer: ArrayBuffer[] = []): Promise<EngineResult> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.waiting.size === 1) this.worker.ref();
      this.worker.postMessage({ id, call, caller } satisfies EngineMessage, transfer);
    });
  }

  /** Ends the thread, as its death would: calls still waiting fail. */
  async stop() {
    await this.worker.terminate();
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const waiting of this.waiting.values()) waiting.reject(this.failure);
    this.waiting.clear();
    this.worker.unref();
  }
}
