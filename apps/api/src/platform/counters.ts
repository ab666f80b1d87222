import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { DB } from './db/database';

/** Fixed-window counters shared by every API process (database by default, Redis when REDIS_URL is set). */
export interface CounterHit {
  count: number;
  resetAt: number; // epoch ms
}

export interface CounterStore {
  /** Adds one and returns the new count, atomically: parallel callers each see their own value. */
  increment(key: string, windowMs: number): Promise<CounterHit>;
  /** Takes one back (never below 0), in the same window; for an attempt that turned out not to count. */
  decrement(key: string): Promise<void>;
  peek(key: string): Promise<CounterHit | null>;
  reset(key: string): Promise<void>;
  /** Resets every counter whose key starts with `prefix` (a prefix of letters, digits, ':' and '-'). */
  resetPrefix(prefix: string): Promise<void>;
}

const SAFE_PREFIX = /^[A-Za-z0-9:.-]+$/;
function assertSafePrefix(prefix: string) {
  if (!SAFE_PREFIX.test(prefix)) throw new Error(`unsafe counter prefix: ${prefix}`);
}

export class DbCounterStore implements CounterStore {
  constructor(private readonly db: DB) {}

  async increment(key: string, windowMs: number): Promise<CounterHit> {
    const now = Date.now();
    const resetAt = now + windowMs;
    // One atomic upsert: a window that has ended starts again at 1.
    const { rows } = await sql<{ count: number; reset_at: number }>`
      INSERT INTO counters (key, count, reset_at) VALUES (${key}, 1, ${resetAt})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN counters.reset_at <= ${now} THEN 1 ELSE counters.count + 1 END,
        reset_at = CASE WHEN counters.reset_at <= ${now} THEN ${resetAt} ELSE counters.reset_at END
      RETURNING count, reset_at`.execute(this.db);
    const row = rows[0]!;
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }

  async decrement(key: string) {
    await this.db
      .updateTable('counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  }

  async resetPrefix(prefix: string) {
    assertSafePrefix(prefix);
    await this.db.deleteFrom('counters').where('key', 'like', `${prefix}%`).execute();
  }

  async peek(key: string) {
    const row = await this.db
      .selectFrom('counters')
      .select(['count', 'reset_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || Number(row.reset_at) <= Date.now()) return null;
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }

  async reset(key: string) {
    await this.db.deleteFrom('counters').where('key', '=', key).execute();
  }

  /** Drops finished windows; called now and then so the table stays small. */
  async prune() {
    await this.db.deleteFrom('counters').where('reset_at', '<=', Date.now()).execute();
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'lexfaso:counter:',
  ) {}

  async increment(key: string, windowMs: number): Promise<CounterHit> {
    const k = this.prefix + key;
    const results = await this.redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    const count = Number(results?.[1]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
  }

  async decrement(key: string) {
    // DECR only when the key still exists and is positive, in one step.
    await this.redis.eval(
      "local v = redis.call('GET', KEYS[1]) if v and tonumber(v) > 0 then redis.call('DECR', KEYS[1]) end return 0",
      1,
      this.prefix + key,
    );
  }

  async resetPrefix(prefix: string) {
    assertSafePrefix(prefix);
    const keys: string[] = [];
    for await (const batch of this.redis.scanStream({ match: `${this.prefix}${prefix}*`, count: 500 }))
      keys.push(...(batch as string[]));
    if (keys.length) await this.redis.del(...keys);
  }

  async peek(key: string) {
    const k = this.prefix + key;
    const [value, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    if (value === null || ttl <= 0) return null;
    return { count: Number(value), resetAt: Date.now() + ttl };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
