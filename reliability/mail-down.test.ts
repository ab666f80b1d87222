import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../apps/api/test/smtp-catcher';
import { freePort, type RunningServer, recordFigures, sleep, startServer } from './support/server';

const ADMIN = 'fiabilite@lexfaso.bf';

/**
 * The SMTP server is down when a visitor writes and when someone asks for a reset link: both still succeed,
 * the mails wait in mail_queue, and the worker delivers them once an SMTP server answers on that port.
 * Uses the production retry schedule (first retry after 5 s, worker pass every 5 s): no test-only knob.
 */
describe('mail server down', () => {
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>> | undefined;
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const queue = () => {
    const db = new SQLite(path.join(server.dataDir, 'lexfaso.sqlite'), { readonly: true });
    try {
      return db
        .prepare('SELECT id, kind, status, attempts, last_error FROM mail_queue ORDER BY id')
        .all() as Array<{
        id: number;
        kind: string;
        status: string;
        attempts: number;
        last_error: string | null;
      }>;
    } finally {
      db.close();
    }
  };

  it('contact and forgot-password succeed, mails wait in the queue, then go out when SMTP is back', async () => {
    const smtpPort = await freePort(); // nothing listens there yet
    server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SEED_DEMO: '0' } });
    const post = (url: string, body: unknown) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const down = Date.now();
    const contact = await post('/api/contact/send', {
      name: 'Panne Courriel',
      email: 'visiteur@example.bf',
      subject: 'Serveur de courriel arrêté',
      message: 'Ce message doit attendre le retour du serveur de courriel.',
    });
    expect(contact.status).toBe(200);
    expect(((await contact.json()) as { success: boolean }).success).toBe(true);
    const reset = await post('/api/auth/forgot-password', { identifier: ADMIN });
    expect(reset.status).toBe(200);
    expect(((await reset.json()) as { success: boolean }).success).toBe(true);

    // The first attempts fail (connection refused): the rows stay pending with their error (written after
    // the attempt counter, which is bumped when a worker claims the row).
    let rows = queue();
    // forgot-password queues its mail just after answering (issue 19): wait for both rows.
    const bothTried = () => rows.length === 2 && rows.every((r) => r.attempts >= 1 && r.last_error);
    for (let i = 0; i < 50 && !bothTried(); i += 1) {
      await sleep(100);
      rows = queue();
    }
    expect(rows.map((r) => r.kind).sort()).toEqual(['contact', 'reset']);
    for (const r of rows) {
      expect(r.status).toBe('pending');
      expect(r.attempts).toBeGreaterThanOrEqual(1);
      expect(r.last_error).toBeTruthy();
    }

    // A while later (a worker pass included) they are still waiting, not dropped nor marked failed.
    await sleep(5_500);
    expect(queue().map((r) => r.status)).toEqual(['pending', 'pending']);

    smtp = await startSmtpCatcher(smtpPort);
    const back = Date.now();
    await smtp.waitFor((m) => m.to.includes(ADMIN) && /reset-password\//.test(m.text), 45_000);
    // The contact mail goes to the team's address (CONTACT_EMAIL), not to the account.
    await smtp.waitFor((m) => !m.to.includes(ADMIN) && m.text.includes('attendre le retour'), 45_000);
    const delivered = Date.now();
    let after = queue();
    for (let i = 0; i < 50 && !after.every((r) => r.status === 'sent'); i += 1) {
      await sleep(100);
      after = queue();
    }
    expect(after.map((r) => r.status)).toEqual(['sent', 'sent']);
    recordFigures('mail-down', {
      mailsQueued: rows.length,
      attemptsWhileDown: rows.map((r) => r.attempts),
      secondsDown: Math.round((back - down) / 100) / 10,
      secondsToDeliverAfterSmtpBack: Math.round((delivered - back) / 100) / 10,
      delivered: smtp.mails.length,
    });
    expect(server.output()).not.toMatch(/unhandled error/);
  });
  // The operator's ADMIN_PASSWORD is never echoed in the start banner (nor written to credentials.txt).
  it('the server output never shows the ADMIN_PASSWORD it was given', () => {
    expect(server.output()).toContain('fiabilite@lexfaso.bf');
    expect(server.output()).not.toContain('Fiabilite-Admin-1');
  });
});
