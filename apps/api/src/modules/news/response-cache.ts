import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { matchesEtag, PrecompressedBody, sendAnswer } from '../../http/precompressed';
import type { DB } from '../../platform/db/database';
import { readNewsVersion } from './news-version';

/**
 * Serialised answers of the public news routes, keyed by (route, normalised query) under the news
 * version counter (news-version.ts, bumped in the transaction of every news or category write).
 * The version is read from the database on every request (one indexed SELECT), so a write made by any
 * process is seen by the next request of every process. The version is read BEFORE the data, so an
 * entry always holds data at least as new as the version it is filed under.
 */
const MAX_ENTRIES = 500;

interface Entry {
  answer: PrecompressedBody;
  etag: string;
}

export class NewsResponseCache {
  private version = -1;
  private readonly entries = new Map<string, Entry>();

  /** The entry for key under version; a newer version drops every older entry. */
  get(version: number, key: string): Entry | undefined {
    if (version !== this.version) return undefined;
    return this.entries.get(key);
  }

  set(version: number, key: string, entry: Entry) {
    // An answer computed under a version that is no longer current would be stale: never file it.
    if (version < this.version) return;
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/** A query object as a stable key: keys sorted, undefined dropped (JSON.stringify does that). */
export function normaliseQuery(query: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/**
 * Answers from the cache, or runs load once and files its answer serialised by schema (the same
 * parse + JSON.stringify the route's zod serializer performs, so cached bytes equal uncached ones).
 * A 404 is thrown by load, so it is never cached.
 */
export async function sendCached<S extends z.ZodType>(
  db: DB,
  cache: NewsResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: S,
  load: () => Promise<z.input<S>>,
) {
  const version = await readNewsVersion(db);
  let entry = cache.get(version, key);
  if (!entry) {
    const body = Buffer.from(JSON.stringify(schema.parse(await load())));
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16);
    // Weak: the same validator stands for the identity, gzip and br bytes of one answer.
    entry = { answer: new PrecompressedBody(body), etag: `W/"n${version}-${hash}"` };
    cache.set(version, key, entry);
  }
  // no-cache: browsers may keep the answer but must revalidate it, which the ETag makes cheap.
  reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return sendAnswer(request, reply, entry.answer);
}
