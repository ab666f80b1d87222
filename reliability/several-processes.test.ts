import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, multipart } from '../apps/api/test/back-office-support';
import { haveS3Server, type S3TestServer, startS3Server } from '../apps/api/test/s3-server';
import { havePostgresBinaries, startPrivateCluster } from './support/postgres';
import { haveRedisServer, startPrivateRedis } from './support/redis';
import { type ProxyFailure, RoundRobinProxy } from './support/round-robin-proxy';
import { type RunningServer, recordFigures, sleep, startServer, tempDir } from './support/server';

/** Per-client searches per minute in this scenario: the load comes from many addresses, the limit test from one. */
const SEARCH_LIMIT = 40;
const LOAD_SECONDS = Number(process.env.RELIABILITY_SEVERAL_LOAD_SECONDS ?? 8);
const NAMES = ['A', 'B', 'C'] as const;
type Name = (typeof NAMES)[number];

type Headers = Record<string, string>;
interface LoadResult {
  requests: number;
  /** Answers other than 2xx (a 429 excepted), and requests that got no answer, seen by the client. */
  failures: { at: number; what: string }[];
  /** Documents the API acknowledged (201), by id. */
  written: number[];
  writesFailed: number;
}

/**
 * Three API processes (the production entry point) on one PostgreSQL, one Redis and one S3-compatible object
 * storage, behind a round-robin proxy, as docs/deployment.md describes N processes.
 */
describe.runIf(havePostgresBinaries() && haveRedisServer() && haveS3Server())(
  'several API processes on one PostgreSQL, one Redis and one object storage',
  () => {
    let cluster: Awaited<ReturnType<typeof startPrivateCluster>>;
    let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
    let s3: S3TestServer;
    let db: pg.Client;
    const proxy = new RoundRobinProxy();
    const servers = {} as Record<Name, RunningServer>;
    let env: Record<string, string>;
    let admin: Headers;
    let reader: Headers;
    let premium: Headers;
    let lockoutTarget: { email: string; password: string };
    let domaineId: number;
    const figures: Record<string, unknown> = {};

    const start = async (name: Name) => {
      const began = Date.now();
      // Each its own data folder: nothing is shared through the disk (the PDFs are in the bucket).
      const server = await startServer({ dataDir: tempDir(`several-${name}`), env });
      servers[name] = server;
      proxy.set(name, server.url);
      await proxy.waitReady(name, 120_000);
      return Date.now() - began;
    };
    const json = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(url, init);
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    };
    let searches = 0;
    /** A search; from an address of its own unless one is given (the per-client limit is tested apart). */
    const search = async (url: string, q: string, extra: Headers = {}) => {
      searches += 1;
      return json(`${url}/api/documents/filtered?q=${encodeURIComponent(q)}`, {
        headers: {
          ...reader,
          'x-forwarded-for': `10.88.${(searches >> 8) & 255}.${searches & 255}`,
          ...extra,
        },
      });
    };
    const createDocument = (url: string, title: string, word: string) =>
      json(`${url}/api/documents`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({
          title,
          content: `Article 1 : ${word} figure dans ce texte.\nArticle 2 : disposition finale.`,
          domaineId,
          publishedAt: '2025-01-15',
        }),
      });

    beforeAll(async () => {
      [cluster, redis, s3] = await Promise.all([startPrivateCluster(), startPrivateRedis(), startS3Server()]);
      db = new pg.Client({ connectionString: cluster.url });
      await db.connect();
      await proxy.start();
      env = {
        DATABASE_URL: cluster.url,
        REDIS_URL: redis.url,
        STORAGE_URL: s3.storageUrl(),
        // The proxy on 127.0.0.1 appends the client's address; the processes trust it.
        TRUST_PROXY: 'loopback',
        // The load's readers share one account: its per-account limits (the count, and the engine time each
        // account may spend) would refuse it, and then the checks after it, by how fast the machine is.
        SEARCH_RATE_LIMIT_PER_ACCOUNT: '0',
        SEARCH_ENGINE_MS_PER_MINUTE: '0',
        SEARCH_RATE_LIMIT_PER_CLIENT: String(SEARCH_LIMIT),
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        // A small corpus made here: the demo corpus's seed and build would make every start longer.
        SEED_DEMO: '0',
      };
      // The first process migrates the database; the others find it done.
      figures.firstStartMs = await start('A');
      const others = Date.now();
      await Promise.all([start('B'), start('C')]);
      figures.nextStartsMs = Date.now() - others;

      const login = await json(`${servers.A.url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'fiabilite@lexfaso.bf', password: 'Fiabilite-Admin-1' }),
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const bearer = { authorization: `Bearer ${login.body.token}` };
      const csrf = await json(`${servers.B.url}/api/admin/tokens/csrf`, { headers: bearer });
      admin = { ...bearer, 'x-csrf-token': csrf.body.token };
      // Accounts made by the administrator, as in the back office.
      let accounts = 0;
      const account = async (role: string) => {
        accounts += 1;
        const email = `compte-${accounts}@fiabilite.bf`;
        const password = 'Plusieurs-Processus-1';
        const res = await json(`${servers.A.url}/api/admin/users`, {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({
            firstname: 'Awa',
            lastname: 'Test',
            email,
            password,
            roles: [role],
            isVerified: true,
          }),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return { email, password };
      };
      const signIn = async (credentials: { email: string; password: string }) => {
        const res = await json(`${servers.C.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(credentials),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return { authorization: `Bearer ${res.body.token}` };
      };
      reader = await signIn(await account('ROLE_USER'));
      premium = await signIn(await account('ROLE_PREMIUM'));
      lockoutTarget = await account('ROLE_USER');
      domaineId = (await db.query<{ id: number }>('SELECT id FROM domaines ORDER BY id LIMIT 1')).rows[0]!.id;
      // Something to search for besides what the tests write.
      for (const [i, subject] of ['travail', 'mariage', 'impôt', 'société', 'code pénal'].entries()) {
        const res = await createDocument(servers[NAMES[i % 3]!].url, `Loi sur ${subject}`, subject);
        expect(res.status).toBe(201);
      }
      // Processes that have answered searches before, as in service (the first one compiles the code paths).
      for (const name of NAMES) expect((await search(servers[name].url, 'travail')).status).toBe(200);
    }, 300_000);

    afterAll(async () => {
      recordFigures('several-processes', figures);
      await Promise.all(Object.values(servers).map((s) => s.kill('SIGKILL')));
      await proxy.close();
      await db?.end();
      await redis?.stop();
      await s3?.stop();
      cluster?.destroy();
    });

    it('a document saved through one process is found by a search on every other within 1 s', async () => {
      const latencies: number[] = [];
      /** Searches each reader made until it found the document (1: its first search already did). */
      const attempts: number[] = [];
      for (const writer of NAMES) {
        const word = `zqvisible${writer.toLowerCase()}${Date.now() % 100_000}`;
        const saved = await createDocument(servers[writer].url, `Arrêté ${word}`, word);
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
        const savedAt = Date.now();
        // Each other process searches at once, again until it finds it or 1 s has passed.
        await Promise.all(
          NAMES.filter((n) => n !== writer).map(async (other) => {
            let total = 0;
            let tries = 0;
            do {
              const res = await search(servers[other].url, word);
              tries += 1;
              expect(res.status).toBe(200);
              total = res.body.pagination.total;
            } while (total === 0 && Date.now() - savedAt < 1_000);
            latencies.push(Date.now() - savedAt);
            attempts.push(tries);
            expect(total, `${writer} → ${other} after ${Date.now() - savedAt} ms`).toBe(1);
          }),
        );
      }
      figures.foundElsewhereMs = latencies;
      figures.foundElsewhereSearches = attempts;
      expect(Math.max(...latencies)).toBeLessThan(1_000);
    });

    it('a PDF uploaded through one process downloads through the others; a replaced one is gone from the bucket', async () => {
      const saved = await createDocument(servers.A.url, 'Décret au PDF partagé', 'zqpdfpartage');
      const id = saved.body.document.id as number;
      const upload = async (url: string, pdf: Buffer) => {
        const form = await multipart({}, { name: 'decret.pdf', data: pdf });
        const res = await json(`${url}/api/admin/documents/${id}/upload-pdf`, {
          method: 'POST',
          headers: { ...admin, ...form.headers },
          body: new Uint8Array(form.payload),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.pdfPath as string;
      };
      const download = async (url: string) => {
        const res = await fetch(`${url}/api/documents/${id}/download-pdf`, { headers: premium });
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      };
      const first = await makePdf(['Décret n° 1 : premier texte.']);
      const firstKey = await upload(servers.A.url, first);
      expect((await download(servers.B.url)).equals(first)).toBe(true);
      expect((await download(servers.C.url)).equals(first)).toBe(true);
      const second = await makePdf(['Décret n° 1 : texte remplacé, plus long que le premier.']);
      const secondKey = await upload(servers.B.url, second);
      expect((await download(servers.C.url)).equals(second)).toBe(true);
      expect((await download(servers.A.url)).equals(second)).toBe(true);
      expect(s3.storedKeys()).toContain(secondKey);
      expect(s3.storedKeys()).not.toContain(firstKey);
    });

    it('rate limits and lock-outs are shared (REDIS_URL): spreading requests over the processes gains nothing', async () => {
      // Searches from one client address, round-robin over the three processes: the 41st is refused anywhere.
      const client = { 'x-forwarded-for': '10.77.0.1' };
      for (let i = 0; i < SEARCH_LIMIT; i += 1) {
        const res = await search(servers[NAMES[i % 3]!].url, 'travail', client);
        expect(res.status, `search ${i + 1}`).toBe(200);
      }
      for (const name of NAMES) expect((await search(servers[name].url, 'travail', client)).status).toBe(429);

      // Five wrong passwords for one account from one address, spread over the processes: then even the
      // right one is refused, on every process (LIMITS.loginPerAccountAndClient).
      const account = lockoutTarget;
      const attempt = (name: Name, password: string) =>
        json(`${servers[name].url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.2' },
          body: JSON.stringify({ email: account.email, password }),
        });
      for (let i = 0; i < 5; i += 1) expect((await attempt(NAMES[i % 3]!, `faux-${i}`)).status).toBe(401);
      for (const name of NAMES) expect((await attempt(name, account.password)).status).toBe(429);
      // From another address the owner still gets in (the lock is per account and client).
      const owner = await json(`${servers.A.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.3' },
        body: JSON.stringify(account),
      });
      expect(owner.status).toBe(200);

      // The counts live in Redis, not in the database's counters table.
      const keys = await redis.client.keys('lexfaso:counter:*');
      expect(keys.some((k) => k.includes('10.77.0.1'))).toBe(true);
      expect(keys.some((k) => k.includes('login:'))).toBe(true);
      const inDatabase = await db.query(
        "SELECT key FROM counters WHERE key LIKE '%10.77.0.%' OR key LIKE 'login:%'",
      );
      expect(inDatabase.rows).toEqual([]);
    });

    /** Reads and writes through the proxy until `done()`, from many client addresses. */
    const runLoad = async (tag: string, done: () => boolean): Promise<LoadResult> => {
      const result: LoadResult = { requests: 0, failures: [], written: [], writesFailed: 0 };
      let n = 0;
      const address = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const call = async (what: string, request: () => Promise<Response>) => {
        n += 1;
        result.requests += 1;
        try {
          const res = await request();
          const body = await res.text();
          if ((res.status < 200 || res.status >= 300) && res.status !== 429) {
            result.failures.push({ at: Date.now(), what: `${what} ${res.status} ${body.slice(0, 120)}` });
            return null;
          }
          return { status: res.status, body };
        } catch (err) {
          result.failures.push({ at: Date.now(), what: `${what} ${(err as Error).message}` });
          return null;
        }
      };
      const writer = async () => {
        while (!done()) {
          const k = n;
          const res = await call('write', () =>
            fetch(`${proxy.url}/api/documents`, {
              method: 'POST',
              headers: { ...admin, 'content-type': 'application/json', 'x-forwarded-for': address() },
              body: JSON.stringify({
                title: `Charge ${tag} ${k}`,
                content: `Article 1 : zq${tag} texte écrit sous charge ${k}.`,
                domaineId,
                publishedAt: '2025-02-01',
              }),
            }),
          );
          if (res?.status === 201) result.written.push(JSON.parse(res.body).document.id);
          else result.writesFailed += 1;
        }
      };
      const words = ['travail', 'mariage', 'impôt', 'société', `zq${tag}`, 'code pénal'];
      const readerLoop = async () => {
        while (!done()) {
          await call('search', () =>
            fetch(`${proxy.url}/api/documents/filtered?q=${encodeURIComponent(words[n % words.length]!)}`, {
              headers: { ...reader, 'x-forwarded-for': address() },
            }),
          );
          await call('news', () => fetch(`${proxy.url}/api/v1/actualities?page=1&limit=12`));
        }
      };
      await Promise.all([writer(), writer(), readerLoop(), readerLoop(), readerLoop()]);
      return result;
    };

    /** Every acknowledged write is in the database and found by a search on every process. */
    const expectNoLostWrite = async (load: LoadResult, tag: string) => {
      const stored = await db.query<{ id: number }>('SELECT id FROM documents WHERE id = ANY($1::int[])', [
        load.written,
      ]);
      expect(stored.rows.length, 'acknowledged writes in the database').toBe(load.written.length);
      const all = Number(
        (
          await db.query<{ c: string }>('SELECT COUNT(*) AS c FROM documents WHERE title LIKE $1', [
            `Charge ${tag} %`,
          ])
        ).rows[0]!.c,
      );
      // A write cut short by the kill was committed whole or not at all.
      expect(all).toBeGreaterThanOrEqual(load.written.length);
      expect(all).toBeLessThanOrEqual(load.written.length + load.writesFailed);
      for (const name of NAMES) {
        const res = await search(servers[name].url, `zq${tag}`);
        expect(res.status, `search through ${name}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.pagination.total, `found through ${name}`).toBe(all);
      }
    };

    it('one process killed (SIGKILL) under load: no acknowledged write lost, only its in-flight requests fail', async () => {
      const failuresBefore = proxy.failures.length;
      const until = Date.now() + LOAD_SECONDS * 1000;
      const loading = runLoad('tue', () => Date.now() > until);
      await sleep((LOAD_SECONDS * 1000) / 3);
      const inFlightAtKill = proxy.inFlight('B');
      const sentAtKill = proxy.sent('B');
      const killedAt = Date.now();
      await servers.B.kill('SIGKILL');
      const deadAt = Date.now();
      const sentWhileDying = proxy.sent('B') - sentAtKill;
      const load = await loading;
      const failures: ProxyFailure[] = proxy.failures.slice(failuresBefore);

      // Only B's requests failed, each sent before B was seen dead, no more than it had in flight.
      expect(failures.filter((f) => f.backend !== 'B')).toEqual([]);
      expect(failures.filter((f) => f.sentAt > deadAt)).toEqual([]);
      expect(failures.length).toBeLessThanOrEqual(inFlightAtKill + sentWhileDying);
      // The client saw exactly those failures, nothing else (no 5xx from A or C).
      expect(load.failures.length, JSON.stringify(load.failures.slice(0, 5))).toBe(failures.length);
      expect(load.written.length).toBeGreaterThan(0);
      // B comes back, builds its engine from the database and takes its share again once ready.
      figures.restartMs = await start('B');
      await expectNoLostWrite(load, 'tue');
      Object.assign(figures, {
        killLoadRequests: load.requests,
        killAcknowledgedWrites: load.written.length,
        killInFlightAtKill: inFlightAtKill,
        killFailed: failures.length,
        killDeathMs: deadAt - killedAt,
      });
    }, 200_000);

    it('a rolling restart of the three under load fails no request that reached a ready process', async () => {
      const failuresBefore = proxy.failures.length;
      let restarted = false;
      const loading = runLoad('roule', () => restarted);
      const restarts: number[] = [];
      for (const name of NAMES) {
        await sleep(1_000);
        // An operator's deploy: out of the balancer, a moment for the connections it had just opened, then
        // SIGTERM (the requests in flight finish), a new process, back in once its readiness says 200.
        proxy.drain(name);
        await sleep(300);
        const began = Date.now();
        await servers[name].stop();
        await start(name);
        restarts.push(Date.now() - began);
      }
      await sleep(1_000);
      restarted = true;
      const load = await loading;
      expect(proxy.failures.slice(failuresBefore)).toEqual([]);
      expect(load.failures).toEqual([]);
      // Each new process took requests once ready.
      for (const name of NAMES) expect(proxy.sent(name)).toBeGreaterThan(0);
      await expectNoLostWrite(load, 'roule');
      Object.assign(figures, {
        rollingLoadRequests: load.requests,
        rollingAcknowledgedWrites: load.written.length,
        rollingRestartMs: restarts,
      });
    }, 400_000);
  },
);
