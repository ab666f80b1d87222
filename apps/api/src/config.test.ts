import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe('/srv/app/data');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.productName).toBe('LexFaso');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.searchThreads).toBeGreaterThanOrEqual(1);
    expect(c.searchThreads).toBeLessThanOrEqual(4);
  });

  it('refuses bad values with a clear French message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT doit être compris entre 0 et 65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL doit commencer par postgres/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'pas-un-email' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'court' })).toThrow(/au moins 8 caractères/);
    expect(() => loadConfig({ PUBLIC_URL: 'lexfaso' })).toThrow(/PUBLIC_URL/);
    for (const bad of ['deux', '-1', '1.5', '17'])
      expect(() => loadConfig({ SEARCH_THREADS: bad })).toThrow(
        /SEARCH_THREADS doit être un nombre entier de 0 à 16/,
      );
    expect(loadConfig({ SEARCH_THREADS: '0' }).searchThreads).toBe(0);
    expect(loadConfig({ SEARCH_THREADS: '' }).searchThreads).toBe(loadConfig({}).searchThreads);
  });

  it('chooses PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });
});
