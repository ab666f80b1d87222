import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, TEST_DIALECT, type TestContext } from '../../../test/support';
import { runAlertPass } from './alert-pass';
import { alertMails, publish } from './test-support';

const ALERTS = 30;
const LEASE_MS = 60_000;

/** Runs a pass in a child process and kills it (SIGKILL) once it has committed `after` alerts. */
async function killedPass(t: TestContext, after: number): Promise<{ committed: number; finished: boolean }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../../test/alert-pass-process.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: t.config.dataDir,
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
        LOG_LEVEL: 'silent',
        SEED_DEMO: '0',
        PUBLIC_URL: t.config.publicUrl,
        SEARCH_ENGINE_MS_PER_MINUTE: '0',
        LEASE_MS: String(LEASE_MS),
        SEARCH_DELAY_MS: '40',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let committed = 0;
  let finished = false;
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line === 'done') finished = true;
      else if (/^(mailed|moved) \d+$/.test(line)) committed += 1;
      if (committed >= after && !finished) child.kill('SIGKILL');
    }
  });
  await new Promise((resolve) => child.on('exit', resolve));
  return { committed, finished };
}

/**
 * A process killed in the middle of a pass neither loses an alert nor sends one twice: each alert's mail and
 * its move past the texts it covered commit in one transaction, and what the killed process had claimed but
 * not committed is taken over once its claim expires.
 */
describe(`alert pass killed mid-way (${TEST_DIALECT})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is finished by the next pass once the claims expire: every alert mailed exactly once', async () => {
    const users = await Promise.all(Array.from({ length: ALERTS / 3 }, () => signedInAs(t.deps)));
    const ids: number[] = [];
    for (const [i, u] of users.entries())
      for (let j = 0; j < 3; j++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/me/saved-searches',
          headers: u.headers,
          payload: { name: `Néré ${i}-${j}`, q: 'néré', alert: 'weekly' },
        });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().savedSearch.id);
      }
    await publish(t, { title: 'Arrêté sur la cueillette du néré' });

    const killed = await killedPass(t, 7);
    expect(killed.finished, 'the child was killed before the end of its pass').toBe(false);
    const mailedBefore = (await alertMails(t)).length;
    expect(mailedBefore).toBeGreaterThanOrEqual(7);
    expect(mailedBefore).toBeLessThan(ALERTS);
    // What it had claimed and not committed is still held: a pass now leaves it alone.
    const held = await t.deps.db
      .selectFrom('saved_searches')
      .select('id')
      .where('lease_token', 'is not', null)
      .execute();
    expect(held.length).toBeGreaterThan(0);
    expect(await runAlertPass(t.deps)).toMatchObject({ mailed: ALERTS - mailedBefore - held.length });

    // Once the claims expire, a pass takes them over.
    const later = () => new Date(Date.now() + LEASE_MS + 1_000);
    await runAlertPass(t.deps, { now: later });
    const mails = await alertMails(t);
    const names = mails.map((m) => /« (.+) »/.exec(m.subject)?.[1]);
    expect(names.length).toBe(ALERTS);
    expect(new Set(names).size).toBe(ALERTS);
    const due = await t.deps.db
      .selectFrom('saved_searches')
      .select('next_alert_at')
      .where('id', 'in', ids)
      .execute();
    for (const row of due)
      expect(new Date(row.next_alert_at as string).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  }, 60_000);
});
