/**
 * The addresses the web app answers (apps/web/src/config/paths.ts, routePatterns, says the same; a web test
 * checks that the two agree). `:name` stands for one segment, a final `*` for anything further. The server
 * answers any other address with the app's 404 page and the status 404, not a soft 404.
 */
export const SITE_ROUTES = [
  '/',
  '/recherche',
  '/document/:id',
  '/actualites',
  '/actualites/:id',
  '/contact',
  '/profile',
  '/favorites',
  '/alerts',
  '/alerts/unsubscribe/:token',
  '/downloads',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/:selector/:token',
  '/verify-email/:selector/:token',
  '/change-email/:selector/:token',
  '/not-me/:selector/:token',
  '/admin/*',
  '/about',
  '/legal',
  '/terms',
  '/privacy',
  '/cookies',
  '/error/404',
  '/error/403',
  '/error/500',
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether `path` (no query string) is one of the app's addresses; a trailing slash is allowed. */
export function isSiteRoute(path: string): boolean {
  const parts = segmentsOf(path);
  return SITE_ROUTES.some((route) => {
    const pattern = segmentsOf(route);
    if (pattern.at(-1) === '*') {
      const fixed = pattern.slice(0, -1);
      return parts.length >= fixed.length && fixed.every((p, i) => p === parts[i]);
    }
    return (
      pattern.length === parts.length &&
      pattern.every((p, i) => (p.startsWith(':') ? !!parts[i] : p === parts[i]))
    );
  });
}
