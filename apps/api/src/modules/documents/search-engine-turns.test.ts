import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../search/engine/types';
import type { EngineCall, EngineReply } from './search-engine-task';
import { createEngineTurns, type EngineMessage } from './search-engine-turns';

/** The turns over a host that records what it ran (a search's query names it). */
function turns() {
  const ran: string[] = [];
  const replies: EngineReply[] = [];
  const host = (call: EngineCall): SearchAnswer | null => {
    ran.push(call.op === 'search' ? (call.request.q ?? '') : call.op);
    return null;
  };
  const receive = createEngineTurns(host, (reply) => replies.push(reply));
  let id = 0;
  const search = (q: string, spent: number): EngineMessage => ({
    id: ++id,
    call: { op: 'search', request: { q } },
    spent,
  });
  return { ran, replies, receive, search, next: () => ++id };
}

describe("the engine thread's turns", () => {
  it('serves the waiting search whose caller spent the least, the oldest among equals', async () => {
    const t = turns();
    t.receive(t.search('costly 1', 900));
    t.receive(t.search('costly 2', 900));
    t.receive(t.search('reader', 3));
    t.receive(t.search('other', 3));
    for (let i = 0; i < 6; i++) await nextTurn();
    expect(t.ran).toEqual(['reader', 'other', 'costly 1', 'costly 2']);
    expect(t.replies.map((r) => r.ok)).toEqual([true, true, true, true]);
  });

  it('takes the searches that arrive while one runs into the choice of the next', async () => {
    const t = turns();
    t.receive(t.search('costly 1', 900));
    t.receive(t.search('costly 2', 900));
    await nextTurn(); // costly 1 ran
    t.receive(t.search('reader', 0));
    for (let i = 0; i < 4; i++) await nextTurn();
    expect(t.ran).toEqual(['costly 1', 'reader', 'costly 2']);
  });

  it('runs a catch-up of the live engine after the searches posted before it, at once', () => {
    const t = turns();
    t.receive(t.search('before 1', 50));
    t.receive(t.search('before 2', 0));
    t.receive({ id: t.next(), call: { op: 'apply', building: false, rows: [], removed: [] } });
    expect(t.ran).toEqual(['before 2', 'before 1', 'apply']);
    // A rebuild's batches do not touch the live engine: searches keep waiting their turn.
    t.receive(t.search('during the rebuild', 0));
    t.receive({ id: t.next(), call: { op: 'begin' } });
    t.receive({ id: t.next(), call: { op: 'apply', building: true, rows: [], removed: [] } });
    expect(t.ran).toEqual(['before 2', 'before 1', 'apply', 'begin', 'apply']);
  });

  it('answers a failed call with its message, and goes on', async () => {
    const replies: EngineReply[] = [];
    const receive = createEngineTurns(
      (call) => {
        if (call.op === 'search' && call.request.q === 'panne') throw new Error('panne simulée');
        return null;
      },
      (reply) => replies.push(reply),
    );
    receive({ id: 1, call: { op: 'search', request: { q: 'panne' } } });
    receive({ id: 2, call: { op: 'search', request: { q: 'ok' } } });
    for (let i = 0; i < 4; i++) await nextTurn();
    expect(replies).toEqual([
      { id: 1, ok: false, message: 'panne simulée' },
      expect.objectContaining({ id: 2, ok: true }),
    ]);
  });
});
