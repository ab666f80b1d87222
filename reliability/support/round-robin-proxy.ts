import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One API process behind the proxy. */
interface Backend {
  name: string;
  url: URL;
  /** Its last GET /api/health/ready answered 200. */
  ready: boolean;
  /** Taken out by the operator (a rolling restart drains a process before stopping it). */
  drained: boolean;
  inFlight: number;
  /** Requests sent to it (connection made), answered or not. */
  sent: number;
}

/** A request the proxy could not answer with the backend's own answer, or a 5xx a backend answered. */
export interface ProxyFailure {
  backend: string;
  method: string;
  path: string;
  /** When the request was sent to that backend, and when it failed (ms since epoch). */
  sentAt: number;
  failedAt: number;
  reason: string;
}

const READY_POLL_MS = 100;
/** Headers that belong to one connection, not to the request (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

const endToEnd = (headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_BY_HOP.has(k.toLowerCase())));

/**
 * A small load balancer for the several-processes scenario, as an operator would put nginx or HAProxy in front:
 * round-robin over the processes whose readiness check answers 200 and that are not drained; X-Forwarded-For
 * appended; a process that refuses the connection is taken out and the request sent to the next one (nothing
 * reached it, so any request may be retried, as nginx's `proxy_next_upstream error`). A failure once the
 * request was sent is answered 502 and recorded: the process had it in flight. One connection per request to
 * the processes, so a dead one is seen at the next request, not through a stale kept-alive connection.
 */
export class RoundRobinProxy {
  readonly failures: ProxyFailure[] = [];
  private readonly backends: Backend[] = [];
  private next = 0;
  private server: http.Server | null = null;
  private poller: NodeJS.Timeout | null = null;
  url = '';

  async start() {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.poller = setInterval(() => void this.pollReadiness(), READY_POLL_MS);
    return this.url;
  }

  /** A process joins (or replaces the one of that name): it gets requests once its readiness says 200. */
  set(name: string, url: string) {
    const backend = { name, url: new URL(url), ready: false, drained: false, inFlight: 0, sent: 0 };
    const i = this.backends.findIndex((b) => b.name === name);
    if (i >= 0) this.backends[i] = backend;
    else this.backends.push(backend);
  }

  /** No new request goes to that process (the ones it has in flight go on). */
  drain(name: string) {
    this.backend(name).drained = true;
  }

  inFlight(name: string) {
    return this.backend(name).inFlight;
  }

  sent(name: string) {
    return this.backend(name).sent;
  }

  /** Resolves once the process's readiness check answered 200 (seen by the proxy's own polling). */
  async waitReady(name: string, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while (!this.backend(name).ready) {
      if (Date.now() > until) throw new Error(`${name} never became ready`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async close() {
    if (this.poller) clearInterval(this.poller);
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private backend(name: string) {
    const b = this.backends.find((x) => x.name === name);
    if (!b) throw new Error(`no backend ${name}`);
    return b;
  }

  private async pollReadiness() {
    await Promise.all(
      this.backends.map(async (b) => {
        try {
          const res = await fetch(new URL('/api/health/ready', b.url), {
            signal: AbortSignal.timeout(1_000),
          });
          await res.arrayBuffer();
          b.ready = res.status === 200;
        } catch {
          b.ready = false;
        }
      }),
    );
  }

  private pick(tried: Set<Backend>) {
    for (let i = 0; i < this.backends.length; i += 1) {
      const b = this.backends[(this.next + i) % this.backends.length]!;
      if (b.ready && !b.drained && !tried.has(b)) {
        this.next = (this.next + i + 1) % this.backends.length;
        return b;
      }
    }
    return null;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const headers = {
      ...endToEnd(req.headers),
      'x-forwarded-for': forwardedFor,
      'content-length': String(body.length),
      connection: 'close',
    };
    const tried = new Set<Backend>();
    for (;;) {
      const backend = this.pick(tried);
      if (!backend) {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('no ready backend');
        this.failures.push({
          backend: '-',
          method: req.method ?? '',
          path: req.url ?? '',
          sentAt: Date.now(),
          failedAt: Date.now(),
          reason: 'no ready backend',
        });
        return;
      }
      tried.add(backend);
      const outcome = await this.forward(backend, req, res, headers, body);
      if (outcome !== 'refused') return;
      backend.ready = false; // until its readiness check answers again
    }
  }

  /** 'refused': the connection was never made, so the request can go elsewhere. */
  private forward(
    backend: Backend,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
  ) {
    return new Promise<'done' | 'refused'>((resolve) => {
      const sentAt = Date.now();
      let connected = false;
      let settled = false;
      let failed = false;
      const fail = (reason: string) => {
        if (failed) return;
        failed = true;
        this.failures.push({
          backend: backend.name,
          method: req.method ?? '',
          path: req.url ?? '',
          sentAt,
          failedAt: Date.now(),
          reason,
        });
      };
      const finish = (outcome: 'done' | 'refused') => {
        if (settled) return;
        settled = true;
        backend.inFlight -= 1;
        resolve(outcome);
      };
      backend.inFlight += 1;
      const upstream = http.request(
        {
          host: backend.url.hostname,
          port: backend.url.port,
          method: req.method,
          path: req.url,
          headers,
          agent: false,
        },
        (answer) => {
          const status = answer.statusCode ?? 502;
          if (status >= 500) fail(`status ${status}`);
          res.writeHead(status, endToEnd(answer.headers));
          answer.pipe(res);
          answer.on('error', () => {
            fail('answer cut short');
            res.destroy();
            finish('done');
          });
          answer.on('end', () => finish('done'));
        },
      );
      upstream.on('socket', (socket) =>
        socket.once('connect', () => {
          connected = true;
          backend.sent += 1;
        }),
      );
      upstream.on('error', (err) => {
        if (!connected) return finish('refused');
        if (settled) return;
        fail((err as NodeJS.ErrnoException).code ?? err.message);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
        else res.destroy();
        finish('done');
      });
      upstream.end(body);
    });
  }
}
