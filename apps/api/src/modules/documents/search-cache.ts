import { LRUCache } from 'lru-cache';

// Counts, facets and pages of hits of recent searches, keyed by the documents version counter (bumped by
// every document write, see document-store.ts): a change anywhere makes every entry stale at once.
// The TTL bounds what the version does not see (a domain renamed or deleted in the back-office).
export const SEARCH_CACHE_LIMITS = { max: 1000, ttl: 60_000 } as const;

export class SearchCache<T extends {}> extends LRUCache<string, T> {
  constructor() {
    super(SEARCH_CACHE_LIMITS);
  }
}
