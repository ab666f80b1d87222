import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { HEAVY_CALLER_WORK_BUDGET, WORK_BUDGET } from '../../../search/engine/bounds';
import type { SearchAnswer, SearchRequest } from '../../../search/engine/types';
import type { EngineCall, EngineReply } from './engine-task';
import { createEngineTurns, type EngineMessage } from './engine-turns';

/**
 * The turns over a host that records what it ran (a search's query names it) and answers a search of `costly…`
 * with a whole work budget spent, any other with none.
 */
function turns(engineMsPerMinute = 0) {
  const ran: string[] = [];
  const requests: SearchRequest[] = [];
  const replies: EngineReply[] = [];
  const host = (call: EngineCall): SearchAnswer | null => {
    if (call.op !== 'search') {
      ran.push(call.op);
      return null;
    }
    ran.push(call.request.q ?? '');
    requests.push(call.request);
    return { work: call.request.q?.startsWith('costly') ? WORK_BUDGET : 0 } as SearchAnswer;
  };
  const receive = createEngineTurns(host, (reply) => replies.push(reply), engineMsPerMinute);
  let id = 0;
  const search = (q: string, caller: string): EngineMessage => ({
    id: ++id,
    call: { op: 'search', request: { q } },
    caller,
  });
  return { ran, requests, replies, receive, search, next: () => ++id };
}

const settle = async () => {
  for (let i = 0; i < 8; i++) await nextTurn();
};

describe("the engine thread's turns", () => {
  it('serves the caller who spent the least first: a reader waits for one costly search, not for all', async () => {
    const t = turns();
    t.receive(t.search('costly 1', 'account:1'));
    t.receive(t.search('costly 2', 'account:1'));
    t.receive(t.search('costly 3', 'account:1'));
    t.receive(t.search('other 1', 'account:2'));
    await nextTurn(); // costly 1 ran (the oldest: nobody had spent anything)
    t.receive(t.search('reader', 'account:3'));
    await settle();
    expect(t.ran).toEqual(['costly 1', 'other 1', 'reader', 'costly 2', 'costly 3']);
    expect(t.replies.map((r) => r.ok)).toEqual([true, true, true, true, true]);
  });

  it('cuts the searches of a caller who spent half of what it may spend at once', async () => {
    // 600 ms a minute: 100 ms at once, heavy past 50; a whole budget is charged 27 ms.
    const t = turns(600);
    for (let i = 1; i <= 4; i++) t.receive(t.search(`costly ${i}`, 'account:1'));
    t.receive(t.search('reader', 'account:2'));
    await settle();
    const budgets = Object.fromEntries(t.requests.map((r) => [r.q, r.workBudget]));
    expect(budgets).toEqual({
      'costly 1': undefined,
      'costly 2': undefined,
      'costly 3': HEAVY_CALLER_WORK_BUDGET,
      'costly 4': HEAVY_CALLER_WORK_BUDGET,
      reader: undefined,
    });
  });

  it('serves a background caller (the alert job) after every other search, and never cuts its searches', async () => {
    // 600 ms a minute: a caller is heavy past 50 ms; a whole budget is charged 27 ms.
    const t = turns(600);
    for (let i = 1; i <= 4; i++) t.receive(t.search(`costly ${i}`, 'background:alerts'));
    await nextTurn(); // costly 1 ran: nobody else was waiting
    t.receive(t.search('reader 1', 'account:1'));
    t.receive(t.search('reader 2', 'account:2'));
    t.receive(t.search('costly reader', 'account:3'));
    await settle();
    expect(t.ran).toEqual([
      'costly 1',
      'reader 1',
      'reader 2',
      'costly reader',
      'costly 2',
      'costly 3',
      'costly 4',
    ]);
    expect(t.requests.filter((r) => /^costly \d$/.test(r.q ?? '')).map((r) => r.workBudget)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('runs a catch-up of the live engine after the searches posted before it, at once', () => {
    const t = turns();
    t.receive(t.search('before 1', 'account:1'));
    t.receive(t.search('before 2', 'account:2'));
    t.receive({ id: t.next(), call: { op: 'apply', building: false, rows: [], removed: [] } });
    expect(t.ran).toEqual(['before 1', 'before 2', 'apply']);
    // A rebuild's batches do not touch the live engine: searches keep waiting their turn.
    t.receive(t.search('during the rebuild', 'account:1'));
    t.receive({ id: t.next(), call: { op: 'begin' } });
    t.receive({ id: t.next(), call: { op: 'apply', building: true, rows: [], removed: [] } });
    expect(t.ran).toEqual(['before 1', 'before 2', 'apply', 'begin', 'apply']);
  });

  it('answers a failed call with its message, and goes on', async () => {
    const replies: EngineReply[] = [];
    const receive = createEngineTurns(
      (call) => {
        if (call.op === 'search' && call.request.q === 'panne') throw new Error('panne simulée');
        return { work: 0 } as SearchAnswer;
      },
      (reply) => replies.push(reply),
    );
    receive({ id: 1, call: { op: 'search', request: { q: 'panne' } }, caller: 'account:1' });
    receive({ id: 2, call: { op: 'search', request: { q: 'ok' } }, caller: 'account:1' });
    await settle();
    expect(replies).toEqual([
      { id: 1, ok: false, message: 'panne simulée' },
      expect.objectContaining({ id: 2, ok: true }),
    ]);
  });
});
