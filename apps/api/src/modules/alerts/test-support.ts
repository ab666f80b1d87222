import type { TestContext } from '../../../test/support';
import { createDocument, type DocumentInput } from '../documents/document-store';

/** Helpers of the alerts tests. */
export async function docTypeId(t: TestContext, type: string) {
  const row = await t.deps.db
    .selectFrom('doc_types')
    .select('id')
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const publish = (t: TestContext, input: Partial<DocumentInput> & { title: string }) =>
  createDocument(t.deps.db, {
    content: `Article 1\n\n${input.title}.`,
    publishedAt: '2026-01-15',
    ...input,
  });

/** The alert mails queued (the queue's worker is not running in tests: bodies stay). */
export async function alertMails(t: TestContext, to?: string) {
  let query = t.deps.db
    .selectFrom('mail_queue')
    .select(['to_address', 'subject', 'text_body'])
    .where('kind', '=', 'alert')
    .orderBy('id');
  if (to) query = query.where('to_address', '=', to);
  return query.execute();
}

export const unsubscribeTokenIn = (text: string) => {
  const m = /\/alerts\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no unsubscribe link in ${text}`);
  return m[1] as string;
};

/** A date `days` days from now (alerts become due as the pass's clock moves). */
export const daysFromNow = (days: number) => () => new Date(Date.now() + days * 24 * 3600_000);
