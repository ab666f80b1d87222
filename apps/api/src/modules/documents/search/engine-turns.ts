import { HEAVY_CALLER_WORK_BUDGET } from '../../../search/engine/bounds';
import type { SearchAnswer } from '../../../search/engine/types';
import { chargedMs } from '../../../search/engine/work-budget';
import { EngineTimeBudget } from './engine-budget';
import type { EngineCall, EngineReply, EngineResult, SnapshotOutcome } from './engine-task';

/** A call as the engine thread receives it: a search names whom its engine time is counted to. */
export interface EngineMessage {
  id: number;
  call: EngineCall;
  /** 'account:12', 'client:1.2.3.4'. */
  caller?: string;
}

/**
 * A background caller ('background:alerts', the alert job): its searches run only when no other search waits,
 * and are never cut (its answers must be whole: an alert mails what the search page would find). A reader
 * then waits for at most the one background search running; the job waits for everyone.
 */
const isBackgroundCaller = (caller: string | undefined) => caller?.startsWith('background:') === true;

/**
 * The engine thread's order of work (docs/search-engine.md, "Fair sharing"). Searches wait in the thread, and
 * each time it is free it runs the one whose caller spent the least engine time lately (the oldest among
 * equals), counted here as each search ends, from its work (`chargedMs`): a reader's search waits for the one
 * search running, not for the queue of a caller who sent many at once. A caller who spent half of what it may
 * spend at once (`engineMsPerMinute`) gets HEAVY_CALLER_WORK_BUDGET: its searches are cut short, so the one
 * running is short. The thread takes new messages between two searches. A catch-up of the live engine (and a
 * rebuild's swap) runs after the searches posted before it, as in posting order, and no search is posted
 * during a catch-up (DocumentEngine): none sees half of one.
 */
export function createEngineTurns(
  host: (call: EngineCall) => EngineResult | Promise<SnapshotOutcome>,
  reply: (message: EngineReply) => void,
  engineMsPerMinute = 0,
) {
  const spent = new EngineTimeBudget(engineMsPerMinute);
  const waiting: EngineMessage[] = [];
  let scheduled = false;

  const run = ({ id, call, caller }: EngineMessage) => {
    try {
      if (call.op !== 'search' || caller === undefined) {
        const answer = host(call);
        // A snapshot is written after its turn: the thread takes other calls meanwhile.
        if (answer instanceof Promise)
          answer.then(
            (written) => reply({ id, ok: true, answer: written }),
            (err) => reply({ id, ok: false, message: err instanceof Error ? err.message : String(err) }),
          );
        else reply({ id, ok: true, answer });
        return;
      }
      const request =
        !isBackgroundCaller(caller) && spent.isHeavy(caller)
          ? { ...call.request, workBudget: HEAVY_CALLER_WORK_BUDGET }
          : call.request;
      const answer = host({ op: 'search', request }) as SearchAnswer | null;
      if (answer !== null && !isBackgroundCaller(caller)) spent.charge(caller, chargedMs(answer.work));
      reply({ id, ok: true, answer });
    } catch (err) {
      reply({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
    }
  };
  const runNext = () => {
    const spentBy = (m: EngineMessage) =>
      m.caller === undefined ? 0 : isBackgroundCaller(m.caller) ? Infinity : spent.spentBy(m.caller);
    let best = 0;
    for (let i = 1; i < waiting.length; i++) if (spentBy(waiting[i]) < spentBy(waiting[best])) best = i;
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
