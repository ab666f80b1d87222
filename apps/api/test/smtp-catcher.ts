import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives (decisions.md §6: no mocked mailer). */
export async function startSmtpCatcher(port = 0) {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '');
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n\n');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: decodeBody(raw, body),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    mails,
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    // 20 s: on a loaded CI machine a mail once took longer than 10 s (cause not found); a delivery that fails
    // once is tried again 5 s later (mailer.ts, RETRY_DELAYS_MS), which 20 s covers with room.
    async waitFor(predicate: (m: CaughtMail) => boolean, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = mails.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('mail not received in time');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeHeader(value: string) {
  return (
    value
      .replace(/\r?\n[ \t]/g, ' ')
      // Whitespace between two encoded words is folding, not text (RFC 2047 §6.2).
      .replace(/(\?=)\s+(=\?)/g, '$1$2')
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
        enc.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
      )
  );
}

function decodeQuotedPrintable(text: string) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Plain-text part of a nodemailer message, decoded (quoted-printable or base64). */
function decodeBody(raw: string, body: string) {
  const textPart = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const part = textPart?.[1] ?? body;
  if (/Content-Transfer-Encoding: base64/i.test(raw.slice(0, raw.indexOf(part)))) {
    return Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/Content-Transfer-Encoding: quoted-printable/i.test(raw)) return decodeQuotedPrintable(part);
  return part;
}
