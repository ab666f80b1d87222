// Counts, facets and pages of hits of recent searches, keyed by the documents version counter (bumped by
// every document write, see document-store.ts): a change anywhere makes every entry stale at once.
// The TTL bounds what the version does not see (a domain renamed or deleted in the back-office).
const MAX_ENTRIES = 1000;
const TTL_MS = 60_000;

interface Entry<T> {
  value: T;
  expires: number;
}

export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.expires < Date.now()) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + TTL_MS });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
