import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, sleep } from './server';

/**
 * Whether the Redis tests run: always under CI (.ci/run installs redis-server; a missing one then fails with a
 * clear message), and locally only when redis-server is installed (Vitest then lists those tests as skipped).
 */
export function haveRedisServer() {
  if (process.env.CI === 'true' || process.env.CI === '1') return true;
  if (spawnSync('redis-server', ['--version']).status === 0) return true;
  console.warn(
    'redis-server not found: the Redis reliability tests are skipped (apt-get install redis-server)',
  );
  return false;
}

/**
 * A private Redis for one test: its own port on 127.0.0.1, nothing saved to disk, so the test neither reads
 * nor clears anyone else's keys (a Redis on 6379 may serve other work on the machine).
 */
export async function startPrivateRedis() {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') break;
    } catch {}
    if (Date.now() > until || child.exitCode !== null)
      throw new Error(`redis-server did not start on ${port}`);
    client.disconnect();
    await sleep(100);
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    client,
    async stop() {
      client.disconnect();
      child.kill('SIGTERM');
      await exited;
    },
  };
}
