import type { DB } from '../../platform/db/database';

/** The three lookups of the document form (back-office.md §3), sorted for select lists. */
export async function metadata(db: DB) {
  const [domaines, organismes, docTypes] = await Promise.all([
    db.selectFrom('domaines').select(['id', 'name', 'slug']).orderBy('name').execute(),
    db.selectFrom('organismes').select(['id', 'name', 'slug']).orderBy('name').execute(),
    db.selectFrom('doc_types').select(['id', 'type', 'slug', 'category']).orderBy('type').execute(),
  ]);
  return { success: true as const, domaines, organismes, docTypes };
}
