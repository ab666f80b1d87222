import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { nowIso } from './clock';
import type { DB } from './db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/**
 * Inserts a mail into the queue through the given connection, so a caller can queue it in the same transaction
 * as the change it reports; call `mailer.deliverDue()` once that transaction has committed.
 */
export async function enqueueMail(db: DB, message: MailMessage) {
  await db
    .insertInto('mail_queue')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      kind: message.kind,
      status: 'pending',
      attempts: 0,
      next_attempt_at: Date.now(),
      created_at: nowIso(),
    })
    .execute();
}

const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
const MAX_ATTEMPTS = 20;

/**
 * Mail goes through a persistent queue (the mail_queue table): a request that sends a mail only inserts a row,
 * so it succeeds even when the SMTP server is down; a worker delivers due rows and retries with back-off.
 * Without SMTP_URL each mail is written to DATA_DIR/outbox as an .eml file (decisions.md §6).
 */
export class Mailer {
  private transport: Transporter;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private readonly outboxDir: string;

  constructor(
    private readonly db: DB,
    private readonly opts: { smtpUrl?: string; from: string; dataDir: string; logger: FastifyBaseLogger },
  ) {
    this.outboxDir = path.join(opts.dataDir, 'outbox');
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl, {
          connectionTimeout: 5_000,
          greetingTimeout: 5_000,
          socketTimeout: 10_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get mode() {
    return this.opts.smtpUrl ? 'smtp' : 'outbox';
  }

  /** Queues the mail and starts a delivery attempt without making the caller wait for it. */
  async send(message: MailMessage) {
    await enqueueMail(this.db, message);
    void this.deliverDue();
  }

  start(intervalMs = 5_000) {
    if (this.timer) return;
    this.timer = setInterval(() => void this.deliverDue(), intervalMs);
    this.timer.unref();
    void this.deliverDue();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  /**
   * Delivers every due row. A call during a pass asks for one more pass when it ends, so a mail queued
   * mid-pass is not left waiting for the next tick of the worker.
   */
  deliverDue(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverPass();
      } while (this.again);
    })()
      .catch((err) => this.opts.logger.warn({ err: String(err) }, 'mail queue pass failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async deliverPass() {
    const due = await this.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', Date.now())
      .orderBy('id')
      .limit(50)
      .execute();
    for (const row of due) {
      // Claim the row so a second API process does not send it too.
      const claimed = await this.db
        .updateTable('mail_queue')
        .set({ attempts: row.attempts + 1, next_attempt_at: Date.now() + this.delayFor(row.attempts) })
        .where('id', '=', row.id)
        .where('attempts', '=', row.attempts)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await this.deliver(row.id, {
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? undefined,
          kind: row.kind,
        });
        // A delivered mail keeps no body: reset links carry a live verifier that must not rest in clear.
        await this.db
          .updateTable('mail_queue')
          .set({ status: 'sent', sent_at: nowIso(), last_error: null, text_body: '', html_body: null })
          .where('id', '=', row.id)
          .execute();
        this.opts.logger.info({ mailId: row.id, kind: row.kind, mode: this.mode }, 'mail delivered');
      } catch (err) {
        const failed = row.attempts + 1 >= MAX_ATTEMPTS;
        await this.db
          .updateTable('mail_queue')
          .set({
            last_error: String((err as Error).message ?? err).slice(0, 500),
            status: failed ? 'failed' : 'pending',
          })
          .where('id', '=', row.id)
          .execute();
        this.opts.logger.warn(
          { mailId: row.id, kind: row.kind, attempt: row.attempts + 1 },
          'mail delivery failed, will retry',
        );
      }
    }
  }

  private delayFor(attempts: number) {
    return RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length - 1)]!;
  }

  private async deliver(id: number, message: MailMessage) {
    const info = await this.transport.sendMail({
      from: this.opts.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (!this.opts.smtpUrl) {
      await fs.mkdir(this.outboxDir, { recursive: true });
      const file = path.join(
        this.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}-${message.kind}.eml`,
      );
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      this.opts.logger.info({ file, kind: message.kind }, 'mail written to the outbox');
    }
  }
}
