// The PDF text thread's entry (as ../search-thread.mjs): TypeScript is loaded through tsx, then the text of the
// PDF given as workerData is read and posted back. The thread is ended from outside past its time limit.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { default: readPdfText } = await import('./extract-text-task.ts');
parentPort.postMessage(await readPdfText(workerData.data));
