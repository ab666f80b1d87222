import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the URLs with their query and anchor', () => {
    expect(paths.search({ q: 'code du travail' })).toBe('/recherche?q=code+du+travail');
    expect(paths.search()).toBe('/recherche');
    expect(paths.document(12, 'loi', 'article-3')).toBe('/document/12?q=loi#article-3');
    expect(paths.news({ page: 2, category: '', q: undefined })).toBe('/actualites?page=2');
    expect(paths.resetPassword('a/b', 'c d')).toBe('/reset-password/a%2Fb/c%20d');
    expect(paths.admin('/users')).toBe('/admin/users');
  });
});
