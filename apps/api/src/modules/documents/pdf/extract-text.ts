import { type PdfText, type PdfTextLimits, PdfTextThread } from './pdf-text-thread';

export type { PdfText, PdfTextLimits } from './pdf-text-thread';

// One thread per process, started on first use or by `warmPdfTextThread` at server start.
const thread = new PdfTextThread(new URL('./extract-text-thread.mjs', import.meta.url));

/**
 * Reads a PDF's text layer in a thread of its own, with a time and a memory limit (issue 19): a small file can
 * inflate to tens of megabytes of page content, which held the event loop for seconds when read on the request
 * thread. Past a limit the thread is ended and the caller stores the PDF without its text and says so.
 */
export function extractPdfText(data: Buffer, limits: PdfTextLimits): Promise<PdfText> {
  return thread.read(data, limits);
}

export function warmPdfTextThread(limits: PdfTextLimits) {
  thread.warm(limits.memoryMb);
}

/** Ends the thread once the uploads being read are done (the app's close hook). */
export function stopPdfTextThread() {
  return thread.stop();
}
