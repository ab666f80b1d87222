import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { passPacer } from './pacing';

/** Holds the thread, as SQLite's synchronous queries do. */
const holdThread = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

const timed = async (fn: () => Promise<void>) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};

describe('the alert pass pace', () => {
  it('rests so that its hold on the request thread is its share of the time', async () => {
    const pace = passPacer(0.25);
    holdThread(20);
    // Held 20 ms at a quarter: 60 ms of rest.
    expect(await timed(pace)).toBeGreaterThanOrEqual(55);
  });

  it('does not count its waits (for PostgreSQL, for the engine thread) as a hold', async () => {
    const pace = passPacer(0.25);
    await sleep(60);
    // A hold of 60 ms would rest 180 ms; the wait left the thread free: only a yield.
    expect(await timed(pace)).toBeLessThan(100);
  });

  it('never rests at a share of 1', async () => {
    const pace = passPacer(1);
    holdThread(30);
    expect(await timed(pace)).toBeLessThan(60);
  });
});
