import { type PdfText, type PdfTextLimits, PdfTextProcess } from './pdf-text-process';

export type { PdfText, PdfTextLimits } from './pdf-text-process';

// One child process per API process, started on first use or by `warmPdfTextProcess` at server start.
const reader = new PdfTextProcess(new URL('./extract-text-process.mjs', import.meta.url));

/**
 * Reads a PDF's text layer in a process of its own, with a time and a memory limit (issues 19 and 29): a small
 * file can inflate to gigabytes of page content, which held the event loop for seconds when read on the request
 * thread and the memory of the whole API process when read in a thread. Past a limit the process is killed and
 * the caller stores the PDF without its text and says so.
 */
export function extractPdfText(data: Buffer, limits: PdfTextLimits): Promise<PdfText> {
  return reader.read(data, limits);
}

export function warmPdfTextProcess(limits: PdfTextLimits) {
  reader.warm(limits.memoryMb);
}

/** Ends the process once the uploads being read are done (the app's close hook). */
export function stopPdfTextProcess() {
  return reader.stop();
}
