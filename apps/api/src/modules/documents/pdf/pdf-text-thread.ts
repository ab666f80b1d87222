import { Worker } from 'node:worker_threads';
import type { PdfTextRead } from './extract-text-task';

export interface PdfTextLimits {
  timeoutMs: number;
  memoryMb: number;
}

/**
 * The PDF's text as an official text's content and preamble ('' when it has none or cannot be read), or
 * `limited` when reading it went past the limits.
 */
export type PdfText =
  | { text: string; preamble: string | null; limited: false }
  | { text: ''; preamble: null; limited: true };

const NO_TEXT = { text: '', preamble: null, limited: false } as const;
const LIMITED = { text: '', preamble: null, limited: true } as const;

interface Job {
  data: Buffer;
  limits: PdfTextLimits;
  resolve: (text: PdfText) => void;
}

interface ThreadAnswer {
  id: number;
  read: PdfTextRead | null;
}

/**
 * One long-lived thread that reads PDFs one at a time, queued: starting a thread and loading pdf.js, the
 * official-text pipeline and the word list costs seconds, so it is paid once, not per upload. Issue 19's limits
 * still hold per job: past its time or memory limit the thread is ended, the job answers `limited`, and the
 * next job starts a fresh thread. The thread never keeps the process alive while it waits.
 */
export class PdfTextThread {
  private worker: Worker | null = null;
  private workerMemoryMb = 0;
  private readonly queue: Job[] = [];
  private busy = false;
  private nextId = 0;
  private readonly drained: (() => void)[] = [];

  constructor(private readonly entry: URL) {}

  /** The running thread's id, null when there is none (for the tests of its reuse). */
  get threadId(): number | null {
    return this.worker?.threadId ?? null;
  }

  read(data: Buffer, limits: PdfTextLimits): Promise<PdfText> {
    return new Promise((resolve) => {
      this.queue.push({ data, limits, resolve });
      this.runNext();
    });
  }

  /** Starts the thread ahead of the first upload (server start), so that upload does not wait for it. */
  warm(memoryMb: number) {
    if (!this.worker) this.start(memoryMb);
  }

  /** Lets the queued jobs finish (each within its limits), then ends the thread. */
  async stop() {
    if (this.busy || this.queue.length) await new Promise<void>((resolve) => this.drained.push(resolve));
    this.end();
  }

  private start(memoryMb: number) {
    const worker = new Worker(this.entry, {
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    // A thread that fails or exits between jobs is simply replaced by the next job.
    worker.on('error', () => {});
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    worker.unref();
    this.worker = worker;
    this.workerMemoryMb = memoryMb;
  }

  private end() {
    const worker = this.worker;
    this.worker = null;
    if (worker) void worker.terminate();
  }

  private runNext() {
    if (this.busy) return;
    const job = this.queue.shift();
    if (!job) {
      for (const resolve of this.drained.splice(0)) resolve();
      return;
    }
    this.busy = true;
    void this.run(job).then((text) => {
      job.resolve(text);
      this.busy = false;
      this.runNext();
    });
  }

  private run({ data, limits }: Job): Promise<PdfText> {
    if (this.worker && this.workerMemoryMb !== limits.memoryMb) this.end();
    if (!this.worker) this.start(limits.memoryMb);
    const worker = this.worker!;
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const settle = (outcome: PdfText, keepThread: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        worker.unref();
        if (!keepThread && this.worker === worker) this.end();
        resolve(outcome);
      };
      const onMessage = (answer: ThreadAnswer) => {
        if (answer.id !== id) return;
        settle(
          answer.read
            ? { text: answer.read.content, preamble: answer.read.preamble, limited: false }
            : NO_TEXT,
          true,
        );
      };
      const onError = (err: NodeJS.ErrnoException) =>
        settle(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? LIMITED : NO_TEXT, false);
      const onExit = () => settle(NO_TEXT, false);
      const timer = setTimeout(() => settle(LIMITED, false), limits.timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref();
      const copy = new Uint8Array(data); // the thread gets its own bytes; the caller still stores `data`
      worker.postMessage({ id, data: copy }, [copy.buffer]);
    });
  }
}
