import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Cached answers are compressed once per encoding and then sent as they are: compressing on every
// request cost more than producing the answer (7 KB of news), or queued requests for seconds (the first
// window of a whole code). Used by the news and document answer caches.

export type Encoding = 'br' | 'gzip';

/** Same floor as the compression plugin (app.ts): smaller answers go as they are. */
const COMPRESS_THRESHOLD = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** br, else gzip, when the client accepts it (q=0 refuses); undefined: send the bytes as they are. */
function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * One answer's bytes and their compressed forms, made on first demand. Compression runs on libuv's
 * thread pool, so a multi-megabyte body never blocks the event loop; concurrent first requests share
 * one compression. Brotli quality 5: within a few percent of 11 on JSON, tens of times faster.
 */
export class PrecompressedBody {
  private readonly encoded: Partial<Record<Encoding, Promise<Buffer>>> = {};

  constructor(readonly body: Buffer) {}

  /** The encoding to send for this Accept-Encoding, or undefined for the identity bytes. */
  encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
    return this.body.length >= COMPRESS_THRESHOLD ? pickEncoding(acceptEncoding) : undefined;
  }

  bytes(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded[encoding];
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliAsync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipAsync(this.body);
      // A failed compression is not kept: the next request tries again.
      bytes.catch(() => delete this.encoded[encoding]);
      this.encoded[encoding] = bytes;
    }
    return bytes;
  }

  /** Bytes held, compressed forms included once made (for cache bounds). */
  get size() {
    return this.body.length;
  }
}

/** Sends a cached JSON answer in the best encoding the client accepts. */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: PrecompressedBody) {
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding = answer.encodingFor(request.headers['accept-encoding']);
  // With Content-Encoding set, the compression plugin leaves the bytes alone.
  if (encoding) return reply.header('Content-Encoding', encoding).send(await answer.bytes(encoding));
  return reply.send(answer.body);
}

/**
 * True when If-None-Match names etag (or '*'). Weak comparison, as RFC 9110 §13.1.2 asks for this
 * header: W/"x" and "x" are the same validator. The header may list several tags.
 */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const value = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  const opaque = etag.replace(/^W\//, '');
  return value.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}
