import { threadId } from 'node:worker_threads';
import { API_ERRORS } from '@lexfaso/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../../test/support';
import { createDocument } from '../document-store';
import { insertFixtures } from '../test-fixtures';
import type { SearchEngineThread } from './engine-thread';

/**
 * The search engine lives in a thread of its own (engine-thread.ts): the request thread posts the
 * search and waits. A thread that dies fails the searches waiting on it with the general 500, and the next
 * search starts another thread, rebuilt from the database.
 */
describe(`search engine thread (${TEST_DIALECT})`, () => {
  let t: TestContext;
  let headers: Record<string, string>;
  const search = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/documents/filtered?q=${encodeURIComponent(q)}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixtures(t.deps);
    headers = (await signedInAs(t.deps, 'ROLE_USER')).headers;
  });
  afterAll(() => t.close());

  it('answers from a thread other than the request thread', async () => {
    expect(t.deps.searchRunner.engineThread).toBeNull(); // built at the first search (the server builds at start-up)
    const res = await search('travail');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pagination.total).toBeGreaterThan(0);
    const thread = t.deps.searchRunner.engineThread;
    expect(thread).not.toBeNull();
    expect(thread?.threadId).not.toBe(threadId);
  });

  it('fails a search waiting on a dying thread with a 500, then rebuilds in a new thread', async () => {
    // The port shows the thread's id and end; this module's runner gives its SearchEngineThread.
    const dying = t.deps.searchRunner.engineThread as SearchEngineThread | null;
    if (!dying) throw new Error('no engine thread');
    const call = dying.call.bind(dying);
    // The thread ends as the search is posted to it: the search waits on a thread that will never answer.
    vi.spyOn(dying, 'call').mockImplementation((engineCall) => {
      if (engineCall.op === 'search') void dying.stop();
      return call(engineCall);
    });
    const failed = await search('arbitrage');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({
      success: false,
      message: API_ERRORS.internal,
      code: 'INTERNAL_ERROR',
    });

    // Written while no engine is running: the new thread's engine is built from the database.
    await createDocument(t.deps.db, {
      title: 'Arrêté sur la protection du baobab',
      content: 'Article 1\n\nLa coupe du baobab est soumise à autorisation.',
      publishedAt: '2024-05-02',
    });
    const res = await search('baobab');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().documents.map((d: { title: string }) => d.title)).toEqual([
      'Arrêté sur la protection du baobab',
    ]);
    const replaced = t.deps.searchRunner.engineThread;
    expect(replaced).not.toBeNull();
    expect(replaced).not.toBe(dying);
    expect(replaced?.threadId).not.toBe(dying.threadId);
    expect((await search('arbitrage')).statusCode).toBe(200);
  });
});
