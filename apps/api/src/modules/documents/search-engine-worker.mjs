// The search engine thread's entry (search-engine-thread.ts), long-lived, one per process: TypeScript is loaded
// through tsx (a dependency of the API) whatever started the process (`tsx src/server.ts`, vitest, the bench),
// then each message is a call on the engine, answered with its id, in the order posted.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { createEngineHost } = await import('./search-engine-task.ts');
const host = createEngineHost();

parentPort.on('message', ({ id, call }) => {
  try {
    parentPort.postMessage({ id, ok: true, answer: host(call) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
