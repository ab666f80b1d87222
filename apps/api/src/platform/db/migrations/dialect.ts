/** The databases a migration is written for (as platform/db/dialect.ts: migrations import nothing outside this folder). */
export type Dialect = 'sqlite' | 'postgres';
