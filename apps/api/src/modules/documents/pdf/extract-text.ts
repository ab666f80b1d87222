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

/**
 * Reads a PDF's text layer in a thread of its own, with a time and a memory limit (issue 19): a small file can
 * inflate to tens of megabytes of page content, which held the event loop for seconds when read on the request
 * thread. Past a limit the thread is ended and the caller stores the PDF without its text and says so.
 */
export function extractPdfText(data: Buffer, limits: PdfTextLimits): Promise<PdfText> {
  return new Promise((resolve) => {
    const copy = new Uint8Array(data); // the thread gets its own bytes; the caller still stores `data`
    const worker = new Worker(new URL('./extract-text-thread.mjs', import.meta.url), {
      workerData: { data: copy },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (outcome: PdfText) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle(LIMITED), limits.timeoutMs);
    worker.once('message', (read: PdfTextRead) =>
      settle({ text: read.content, preamble: read.preamble, limited: false }),
    );
    worker.once('error', (err: NodeJS.ErrnoException) =>
      settle(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? LIMITED : NO_TEXT),
    );
    worker.once('exit', () => settle(NO_TEXT));
  });
}
