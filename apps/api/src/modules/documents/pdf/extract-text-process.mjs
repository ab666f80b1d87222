// The PDF text process's entry, long-lived: it reads one PDF per message and sends the text back with the job's
// id. pdf.js's worker module is loaded here before tsx is registered, so Node loads it natively once (tsx would
// transform its 2 MB on the first read) and pdf.js finds it on globalThis instead of importing it per document.
// The process is killed from outside past a job's limits (pdf-text-process.ts).
import { register } from 'tsx/esm/api';

// Without the API process there is no one to answer, nor anyone to enforce the limits: end at once.
process.on('disconnect', () => process.exit(0));

globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
await import('pdfjs-dist/legacy/build/pdf.mjs');
register();
const { default: readPdfText, warmUp } = await import('./extract-text-task.ts');

process.on('message', async ({ id, data }) => {
  let answer;
  try {
    answer = await readPdfText(data);
  } catch {
    answer = null;
  }
  process.send?.({ id, answer }, () => {});
});
await warmUp();
// Messages sent before a listener exists are lost: the API process sends the first job after this one.
process.send?.({ ready: true }, () => {});
