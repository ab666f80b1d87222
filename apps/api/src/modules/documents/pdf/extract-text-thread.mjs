// The PDF text thread's entry (as ../search-thread.mjs), long-lived: it reads one PDF per message and posts the
// text back with the job's id. pdf.js's worker module is loaded here before tsx is registered, so Node loads it
// natively once (tsx would transform its 2 MB on the first read) and pdf.js finds it on globalThis instead of
// importing it per document. The thread is ended from outside past a job's limits (extract-text.ts).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
await import('pdfjs-dist/legacy/build/pdf.mjs');
register();
const { default: readPdfText, warmUp } = await import('./extract-text-task.ts');

parentPort.on('message', async ({ id, data }) => {
  try {
    parentPort.postMessage({ id, read: await readPdfText(data) });
  } catch {
    parentPort.postMessage({ id, read: null });
  }
});
await warmUp();
