import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mailDomainOf } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c.port).toBe(3000);
    expect(c.dataDir).toBe('/srv/app/data');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.productName).toBe('LexFaso');
    expect(c.publicUrl).toBe('http://localhost:3000');
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
  });

  it('makes up addresses that forms accept, whatever PUBLIC_URL is (decisions.md §8)', () => {
    expect(mailDomainOf('https://lexfaso.bf')).toBe('lexfaso.bf');
    expect(mailDomainOf('https://droit.example.org:8443/')).toBe('droit.example.org');
    for (const url of [
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://[::1]:3000',
      'http://intranet',
    ])
      expect([url, mailDomainOf(url)]).toEqual([url, 'lexfaso.bf']);
    const c = loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' });
    expect(c.contactEmail).toBe('contact@lexfaso.bf');
    expect(c.mailDomain).toBe('lexfaso.bf');
  });

  it('reads the footer social links from SOCIAL_LINKS (none by default)', () => {
    expect(loadConfig({}).socialLinks).toEqual([]);
    expect(
      loadConfig({
        SOCIAL_LINKS: 'Facebook=https://www.facebook.com/lexfaso; X (Twitter)=https://x.com/lexfaso?a=1;',
      }).socialLinks,
    ).toEqual([
      { label: 'Facebook', href: 'https://www.facebook.com/lexfaso' },
      { label: 'X (Twitter)', href: 'https://x.com/lexfaso?a=1' },
    ]);
    for (const bad of [
      'Facebook',
      '=https://x.com/a',
      'Facebook=javascript:alert(1)',
      'Facebook=www.facebook.com',
    ])
      expect(() => loadConfig({ SOCIAL_LINKS: bad })).toThrow(/SOCIAL_LINKS/);
  });

  it('chooses PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });

  it('keeps PDFs in DATA_DIR/uploads unless STORAGE_URL names an S3-compatible bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE_URL: ' ' }).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE_URL: 's3://lexfaso-pdf' }).storage).toEqual({
      kind: 's3',
      bucket: 'lexfaso-pdf',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    // A secret with '/' and '+' is percent-encoded, as a password in DATABASE_URL.
    const minio = loadConfig({
      STORAGE_URL:
        's3://lexfaso:s%2Fe%2Bcret@pdfs/prod/documents/?endpoint=http://10.0.0.7:9000&region=bf-ouaga-1',
    }).storage;
    expect(minio).toEqual({
      kind: 's3',
      bucket: 'pdfs',
      prefix: 'prod/documents/',
      endpoint: 'http://10.0.0.7:9000',
      region: 'bf-ouaga-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'lexfaso', secretAccessKey: 's/e+cret' },
    });
    expect(
      loadConfig({ STORAGE_URL: 's3://pdfs?endpoint=https://s3.example.bf&path-style=false' }).storage,
    ).toMatchObject({ endpoint: 'https://s3.example.bf', forcePathStyle: false });
    for (const bad of [
      'pdfs',
      'https://pdfs.s3.amazonaws.com',
      's3://',
      's3://Majuscules',
      's3://a',
      's3://pdfs:9000',
      's3://pdfs?endpoint=ftp://x',
      's3://pdfs?endpoint=localhost:9000',
      's3://pdfs?path-style=oui',
      's3://pdfs?bucket=autre',
      's3://cle-sans-secret@pdfs',
      's3://pdfs/%E0%A4%A',
    ])
      expect(() => loadConfig({ STORAGE_URL: bad }), bad).toThrow(
        /STORAGE_URL doit être de la forme s3:\/\//,
      );
  });
});
