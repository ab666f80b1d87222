import { SITE_ROUTES } from '@lexfaso/contracts';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds the URLs with their query and anchor', () => {
    expect(paths.search({ q: 'code du travail' })).toBe('/recherche?q=code+du+travail');
    expect(paths.search()).toBe('/recherche');
    expect(paths.document(12, 'loi', 'article-3')).toBe('/document/12?q=loi#article-3');
    expect(paths.news({ page: 2, category: '', q: undefined })).toBe('/actualites?page=2');
    expect(paths.newsDetail('a/b')).toBe('/actualites/a%2Fb');
    expect(paths.forgotPassword('awa@exemple.bf')).toBe('/forgot-password?email=awa%40exemple.bf');
    expect(paths.admin()).toBe('/admin');
  });

  it('has the routes the server knows (contracts SITE_ROUTES), so that any other address answers 404', () => {
    const asServerPattern = (route: string) => (route.startsWith('/') ? route : `/${route}`);
    expect(Object.values(routePatterns).map(asServerPattern).sort()).toEqual([...SITE_ROUTES].sort());
  });
});
