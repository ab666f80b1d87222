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

export function contactMail(m: ContactMessage, productName: string) {
  return {
    subject: `[${productName} – Contact] ${oneLine(m.subject)}`.slice(0, 250),
    text: [
      `Nouveau message reçu depuis le formulaire de contact de ${productName}.`,
      '',
      `Nom : ${oneLine(m.name)}`,
      `Email : ${oneLine(m.email)} (répondez à cette adresse)`,
      `Sujet : ${oneLine(m.subject)}`,
      '',
      m.message,
    ].join('\n'),
  };
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
