import { sql } from 'kysely';

/** The collection list envelope of back-office.md §7: items, totalItems, totalPages, plus the spec's pagination. */
export function paged<T>(items: T[], total: number, page: number, limit: number) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return {
    success: true as const,
    items,
    totalItems: total,
    totalPages: pages,
    page,
    limit,
    pagination: { total, page, limit, pages },
  };
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/** `%text%` for LIKE, with the wildcard characters of the user's text escaped. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring match, the same on SQLite and PostgreSQL. */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(text)} escape '\\'`;

/** COUNT(*) comes back as a string on PostgreSQL and a number on SQLite. */
export const toCount = (value: unknown) => Number(value ?? 0);
