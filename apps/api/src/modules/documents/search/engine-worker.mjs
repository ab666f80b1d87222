// The search engine thread's entry (engine-thread.ts), long-lived, one per process: TypeScript is loaded
// through tsx (a dependency of the API) whatever started the process (`tsx src/server.ts`, vitest, the bench),
// then each message is a call on the engine, answered with its id; searches in turns (engine-turns.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { createEngineHost } = await import('./engine-task.ts');
const { createEngineTurns } = await import('./engine-turns.ts');
const receive = createEngineTurns(
  createEngineHost(),
  (reply) => parentPort.postMessage(reply),
  workerData?.engineMsPerMinute ?? 0,
);

parentPort.on('message', receive);
