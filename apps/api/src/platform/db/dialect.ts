export type DialectName = 'sqlite' | 'postgres';
