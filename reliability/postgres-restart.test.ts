import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { havePostgresBinaries, startPrivateCluster } from './support/postgres';
import { loginToken, ROOT, type RunningServer, recordFigures, sleep, startServer } from './support/server';

type Cluster = Awaited<ReturnType<typeof startPrivateCluster>>;

/**
 * PostgreSQL stopped (pg_ctl stop -m fast) and started again while clients keep calling: in between the API
 * answers 503 in the error envelope (health included), it never answers 500, it comes back by itself without a
 * restart, and every contact message it acknowledged (2xx) before, during or after is in the database.
 * Runs on a private cluster on its own port: the shared PostgreSQL on 5432 is never touched.
 */
describe.runIf(havePostgresBinaries())('PostgreSQL stopped and restarted under load', () => {
  let cluster: Cluster | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.kill('SIGKILL');
    cluster?.destroy();
  });

  it('503 while down, recovery without restart, no acknowledged write lost', async () => {
    cluster = await startPrivateCluster();
    server = await startServer({ env: { DATABASE_URL: cluster.url, SEED_DEMO: '0', TRUST_PROXY: '1' } });
    const base = server.url;
    // The account the server creates at first start (ADMIN_EMAIL): signed in on the public site for the searches.
    const token = await loginToken(base, { email: 'fiabilite@lexfaso.bf', password: 'Fiabilite-Admin-1' });

    const statuses = new Map<number, number>();
    const acked: number[] = [];
    const badBodies: string[] = [];
    let n = 0;
    let running = true;
    const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
    const check503 = (status: number, body: string) => {
      if (status !== 503) return;
      const ok = /"code":"SERVICE_UNAVAILABLE"/.test(body) || /"status":"degraded"/.test(body);
      if (!ok) badBodies.push(body.slice(0, 200));
    };

    // Writes that run transactions (message + its mail) widen the window where a client is lent and idle.
    const writeContact = async () => {
      const id = n++;
      const res = await fetch(`${base}/api/contact/send`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.7.${(id >> 8) & 255}.${id & 255}`,
        },
        body: JSON.stringify({
          name: 'Charge Pg',
          email: 'charge.pg@example.bf',
          subject: `Écriture ${id}`,
          message: `Message ${id} pendant la coupure de PostgreSQL.`,
        }),
      });
      const body = await res.text();
      count(res.status);
      check503(res.status, body);
      if (res.ok) acked.push(id);
    };

    // Six clients: three writing contact messages, one searching, one reading news, one polling health.
    const loops = [
      writeContact,
      writeContact,
      writeContact,
      async () => {
        const res = await fetch(`${base}/api/documents/filtered?q=travail`, {
          headers: { authorization: `Bearer ${token}` },
        });
        count(res.status);
        check503(res.status, await res.text());
      },
      async () => {
        const res = await fetch(`${base}/api/v1/actualities`);
        count(res.status);
        check503(res.status, await res.text());
      },
      async () => {
        const res = await fetch(`${base}/api/health`);
        count(res.status);
        check503(res.status, await res.text());
      },
    ].map(async (once) => {
      while (running) {
        try {
          await once();
        } catch {
          count(-1); // a connection error: the API process itself must stay up
        }
        await sleep(20);
      }
    });

    await sleep(4_000);
    const ackedBeforeStop = acked.length;
    cluster.stop();
    const stoppedAt = Date.now();

    // While down: health 503, search 503, contact 503, all in the envelope.
    await sleep(1_000);
    if (server.process.exitCode !== null || server.process.signalCode !== null)
      throw new Error(`the API process died when PostgreSQL stopped:\n${server.output()}`);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { database: { ok: boolean } }).database.ok).toBe(false);
    const search = await fetch(`${base}/api/documents/filtered?q=code`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(search.status).toBe(503);
    expect(search.headers.get('retry-after')).toBeTruthy();
    expect(await search.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    await sleep(3_000);
    const ackedWhileDown = acked.length;

    cluster.start();
    const startedAt = Date.now();
    let healthyAt = 0;
    let writeAt = 0;
    const before = acked.length;
    while (Date.now() - startedAt < 30_000 && (!healthyAt || !writeAt)) {
      if (!healthyAt && (await fetch(`${base}/api/health`)).status === 200) healthyAt = Date.now();
      if (!writeAt && acked.length > before) writeAt = Date.now();
      await sleep(25);
    }
    expect(healthyAt, 'the API did not come back by itself').toBeGreaterThan(0);
    expect(writeAt, 'no write acknowledged after the restart').toBeGreaterThan(0);
    await sleep(4_000);
    running = false;
    await Promise.all(loops);

    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const rows = await client.query<{ subject: string }>(`SELECT subject FROM contact_messages`);
    await client.end();
    const stored = new Set(rows.rows.map((r) => Number(r.subject.replace('Écriture ', ''))));
    const lost = acked.filter((id) => !stored.has(id));

    const figures = {
      statuses: Object.fromEntries(statuses),
      writesAcknowledged: acked.length,
      writesAckedBeforeStop: ackedBeforeStop,
      writesAckedWhileDown: ackedWhileDown - ackedBeforeStop,
      writesStored: stored.size,
      writesLost: lost.length,
      downSeconds: Math.round((startedAt - stoppedAt) / 100) / 10,
      recoveryMsHealth: healthyAt - startedAt,
      recoveryMsFirstWrite: writeAt - startedAt,
    };
    recordFigures('postgres-restart', figures);
    expect(statuses.get(500) ?? 0, 'no 500 at any time').toBe(0);
    expect(statuses.get(-1) ?? 0, 'no connection error: the API process stays up').toBe(0);
    expect(statuses.get(503) ?? 0, 'some calls met the outage').toBeGreaterThan(0);
    expect(badBodies, '503 answers outside the envelope').toEqual([]);
    expect(lost, 'acknowledged writes missing').toEqual([]);
    expect(server.process.exitCode).toBeNull();
  });
  it('a transaction idle when PostgreSQL stops does not crash the process', async () => {
    const own = await startPrivateCluster();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'reliability/support/idle-transaction.ts'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: own.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const until = Date.now() + 60_000;
      while (!output.includes('in-transaction') && child.exitCode === null && Date.now() < until)
        await sleep(20);
      expect(output).toContain('in-transaction');
      own.stop();
      const code = await exited;
      expect(output, output).toContain('survived');
      expect(code, output).toBe(0);
    } finally {
      own.destroy();
    }
  });
});
