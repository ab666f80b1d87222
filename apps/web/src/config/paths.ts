/** Every URL of the front end, built in one place (bulletproof-react's config/paths). */
const withQuery = (path: string, query: Record<string, string | number | boolean | undefined | null>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  home: () => '/',
  search: (query?: { q?: string }) => withQuery('/recherche', { q: query?.q }),
  document: (id: number | string, q?: string, anchor?: string, version?: number) =>
    `${withQuery(`/document/${encodeURIComponent(String(id))}`, { q, version })}${anchor ? `#${anchor}` : ''}`,
  news: (query: Record<string, string | number | boolean | undefined | null> = {}) =>
    withQuery('/actualites', query),
  newsDetail: (id: number | string) => `/actualites/${encodeURIComponent(String(id))}`,
  contact: () => '/contact',
  profile: () => '/profile',
  favorites: () => '/favorites',
  alerts: () => '/alerts',
  downloads: () => '/downloads',
  forgotPassword: (prefill?: string) => withQuery('/forgot-password', { email: prefill }),
  admin: () => '/admin',
  about: () => '/about',
  legal: () => '/legal',
  terms: () => '/terms',
  privacy: () => '/privacy',
  cookies: () => '/cookies',
  error404: () => '/error/404',
  error403: () => '/error/403',
  error500: () => '/error/500',
} as const;

/** Route patterns for the router (kept beside the builders so both change together). */
export const routePatterns = {
  home: '/',
  search: 'recherche',
  document: 'document/:id',
  news: 'actualites',
  newsDetail: 'actualites/:id',
  contact: 'contact',
  profile: 'profile',
  favorites: 'favorites',
  alerts: 'alerts',
  unsubscribeAlert: 'alerts/unsubscribe/:token',
  downloads: 'downloads',
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password/:selector/:token',
  verifyEmail: 'verify-email/:selector/:token',
  changeEmail: 'change-email/:selector/:token',
  notMe: 'not-me/:selector/:token',
  admin: '/admin/*',
  about: 'about',
  legal: 'legal',
  terms: 'terms',
  privacy: 'privacy',
  cookies: 'cookies',
  error404: 'error/404',
  error403: 'error/403',
  error500: 'error/500',
} as const;
