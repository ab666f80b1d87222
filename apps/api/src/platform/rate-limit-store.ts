import type { CounterStore } from './counters';

/**
 * Adapter so @fastify/rate-limit (headers, 429, Retry-After) keeps its counts in our shared CounterStore,
 * which lets several API processes agree on a client's budget.
 */
export function rateLimitStoreFor(counters: CounterStore) {
  return class SharedRateLimitStore {
    private readonly prefix: string;
    constructor(options: { routeInfo?: { method?: string; url?: string } } = {}) {
      const r = options.routeInfo;
      // Limiters made with app.createRateLimit have no route: their keys name what they limit.
      this.prefix = r?.method && r.url ? `rl:${r.method}:${r.url}:` : 'rl:';
    }
    incr(
      key: string,
      callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters
        .increment(this.prefix + key, timeWindow)
        .then((hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt - Date.now()) }))
        .catch((err: Error) => callback(err));
    }
    // biome-ignore lint/suspicious/noExplicitAny: the plugin passes its merged route options here
    child(routeOptions: any) {
      return new SharedRateLimitStore(routeOptions as { routeInfo?: { method?: string; url?: string } });
    }
  };
}
