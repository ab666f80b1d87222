import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECT, type TestContext } from '../../test/support';
import { type CounterStore, DbCounterStore, RedisCounterStore } from './counters';

/** What the brute-force guard relies on, for both stores: parallel increments each see their own value. */
function behavesAsACounter(name: string, store: () => CounterStore) {
  describe(name, () => {
    it('40 parallel increments return 40 distinct counts', async () => {
      const hits = await Promise.all(Array.from({ length: 40 }, () => store().increment('t:par', 60_000)));
      expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
    });

    it('decrement takes one back, never below zero; resetPrefix clears only its keys', async () => {
      const s = store();
      await s.increment('t:dec', 60_000);
      await s.decrement('t:dec');
      await s.decrement('t:dec');
      expect((await s.peek('t:dec'))?.count ?? 0).toBe(0);
      await s.increment('t:pre:a:1', 60_000);
      await s.increment('t:pre:a:2', 60_000);
      await s.increment('t:pre:b:1', 60_000);
      await s.resetPrefix('t:pre:a:');
      expect(await s.peek('t:pre:a:1')).toBeNull();
      expect(await s.peek('t:pre:a:2')).toBeNull();
      expect((await s.peek('t:pre:b:1'))?.count).toBe(1);
      await expect(s.resetPrefix('t:%')).rejects.toThrow();
    });
  });
}

describe(`counter stores (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  behavesAsACounter('database', () => new DbCounterStore(t.deps.db));
});

const hasRedis = TEST_DIALECT === 'sqlite' && spawnSync('redis-server', ['--version']).status === 0;

describe.runIf(hasRedis)('counter stores (redis)', () => {
  let server: ChildProcess;
  let redis: Redis;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(port);
    redis = new Redis({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    redis?.disconnect();
    server?.kill();
  });
  behavesAsACounter('redis', () => new RedisCounterStore(redis, `test:${process.pid}:`));
});

async function waitForPort(port: number) {
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not start on ${port}`);
}
