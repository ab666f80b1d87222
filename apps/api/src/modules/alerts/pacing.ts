/**
 * The alert pass's pace: the job shares the API process with the readers, and on SQLite its queries run on the
 * request thread itself, so a pass at full speed holds that thread (and one of the machine's cores) from its
 * first alert to its last, and every reader's request waits its turn behind it. The pass has far more time
 * than it needs (issue 30: ≤ 60 s for 10,000 alerts), so it works in short slices and rests between them,
 * holding the request thread for at most a share of the time (docs/benchmarks.md, "Alert pass").
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep, setImmediate as yieldToRequests } from 'node:timers/promises';
import type { DialectName } from '../../platform/db/dialect';

/**
 * The share of the request thread's time a pass may hold on SQLite: a fifth leaves the thread to readers four
 * times as long as the pass holds it, and spreads the few longer moments of a pass (a commit that checkpoints
 * SQLite's log, a search's page of its own) over five times as long, so fewer readers meet one; five times the
 * pass's full speed still runs 10,000 alerts well under issue 30's minute (docs/benchmarks.md). On PostgreSQL
 * the pass runs at full speed: each of its queries is waited for off the thread, a turn for readers' requests,
 * and it met the readers' target so; held to a fifth, its many short pieces of work (each query's driver
 * work) stretched it past the minute.
 */
const SQLITE_THREAD_SHARE = 0.2;

/** The share a pass holds by default on a database (a share of 1 never rests). */
export const passThreadShare = (dialect: DialectName) => (dialect === 'sqlite' ? SQLITE_THREAD_SHARE : 1);

/**
 * The pass's hold on the thread between two rests: alerts take a fraction of a millisecond each, a rest shorter
 * than a timer's millisecond would not be one, and a reader arriving mid-slice still only waits for the one
 * alert running (the pass yields to pending requests after each).
 */
const SLICE_MS = 10;

/**
 * Called by the pass after each alert: yields to pending requests, and once the pass has held the request
 * thread SLICE_MS since its last rest, rests so that its hold is `share` of the elapsed time. The hold is the
 * thread's busy time between two calls (its event-loop utilisation): what the pass runs on it, SQLite's
 * queries included, not its waits for PostgreSQL or the engine thread, which leave the thread to readers
 * (their own work in those waits is counted too, which only lengthens the rests). A share of 1 never rests
 * (`npm run alerts:send`, alone in its process).
 */
export function passPacer(share: number) {
  let resumed = performance.eventLoopUtilization();
  let held = 0;
  return async function pace() {
    held += performance.eventLoopUtilization(resumed).active;
    if (share < 1 && held >= SLICE_MS) {
      await sleep((held * (1 - share)) / share);
      held = 0;
    } else await yieldToRequests();
    resumed = performance.eventLoopUtilization();
  };
}
