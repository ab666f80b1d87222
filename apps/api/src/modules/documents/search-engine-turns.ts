import type { SearchAnswer } from '../../search/engine/types';
import type { EngineCall, EngineReply } from './search-engine-task';

/** A call as the engine thread receives it: searches carry how much engine time their caller spent lately. */
export interface EngineMessage {
  id: number;
  call: EngineCall;
  /** The caller's recent engine milliseconds (EngineTimeBudget): the least spent is served first. */
  spent?: number;
}

/**
 * The engine thread's order of work (docs/search-engine.md, "Fair sharing"). Searches wait in the thread,
 * and each time it is free it runs the one whose caller spent the least engine time lately (the oldest
 * among equals), not the oldest: a reader's search waits for the one search running, not for every search
 * of a caller who sent many costly ones. The thread takes new messages between two searches. A catch-up of
 * the live engine (and a rebuild's swap) runs after the searches posted before it, as in posting order, and
 * no search is posted during a catch-up (DocumentEngine): none sees half of one.
 */
export function createEngineTurns(
  host: (call: EngineCall) => SearchAnswer | null,
  reply: (message: EngineReply) => void,
) {
  const waiting: EngineMessage[] = [];
  let scheduled = false;

  const run = ({ id, call }: EngineMessage) => {
    try {
      reply({ id, ok: true, answer: host(call) });
    } catch (err) {
      reply({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
    }
  };
  const runNext = () => {
    let best = 0;
    for (let i = 1; i < waiting.length; i++)
      if ((waiting[i].spent ?? 0) < (waiting[best].spent ?? 0)) best = i;
    run(waiting.splice(best, 1)[0]);
  };
  const schedule = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    // After the messages that arrived meanwhile (the thread's event loop reads them between two searches).
    setImmediate(() => {
      scheduled = false;
      if (waiting.length > 0) runNext();
      schedule();
    });
  };

  return (message: EngineMessage) => {
    const { call } = message;
    if (call.op === 'search') {
      waiting.push(message);
      schedule();
      return;
    }
    // Writes to the live engine, and a rebuild's swap, come after the searches posted before them.
    const changesLive = call.op === 'commit' || (call.op === 'apply' && !call.building);
    if (changesLive) while (waiting.length > 0) runNext();
    run(message);
  };
}
