import { CONTACT_MAIL } from '@lexfaso/contracts';
import { nowIso } from '../../platform/clock';
import type { DB } from '../../platform/db/database';
import { enqueueMail } from '../../platform/mailer';
import { withTransaction } from '../../platform/transaction';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Header values must stay on one line whatever a visitor types. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

function contactMail(m: ContactMessage, productName: string) {
  const mail = CONTACT_MAIL({
    productName,
    name: oneLine(m.name),
    email: oneLine(m.email),
    subject: oneLine(m.subject),
    message: m.message,
  });
  return { subject: mail.subject.slice(0, 250), text: mail.text };
}

/**
 * Stores the message and queues its mail to the team in one transaction: either both exist or neither.
 */
export async function storeContactMessage(
  db: DB,
  m: ContactMessage,
  opts: { to: string; productName: string; ip: string | null },
): Promise<number> {
  const mail = contactMail(m, opts.productName);
  return withTransaction(db, async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('contact_messages')
      .values({ ...m, ip: opts.ip, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, { to: opts.to, subject: mail.subject, text: mail.text, kind: 'contact' });
    return row.id;
  });
}
