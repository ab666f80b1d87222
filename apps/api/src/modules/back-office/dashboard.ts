import { toCount } from '../../http/paging';
import type { DB } from '../../platform/db/database';

/** The four figures of the dashboard cards: users, documents, published documents, domains. */
export async function dashboard(db: DB) {
  const [users, documents, published, domains] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('is_published', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('domaines')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    success: true as const,
    users: toCount(users.n),
    documents: toCount(documents.n),
    published: toCount(published.n),
    domains: toCount(domains.n),
  };
}
