/** Business constants of public-area.md §9 and back-office.md §9, shared by screens and server. */
export const DEFAULT_PRODUCT_NAME = 'LexFaso';

export const TIMEOUTS_MS = {
  auth: 30_000,
  currentUser: 15_000,
  content: 10_000,
  admin: 10_000,
  csrf: 5_000,
} as const;

export const SEARCH = {
  debounceMs: 500,
  minChars: 3,
  pageSize: 10,
  maxPageSize: 50,
  maxQueryLength: 500,
  cacheMs: 5 * 60_000,
  retries: 1,
  maxDomainChips: 20,
  paginationNeighbours: 2,
} as const;

export const NEWS = {
  homeCount: 3,
  pinnedApi: 5,
  pinnedSidebar: 3,
  listDefault: 12,
  listOptions: [5, 10, 20, 50],
  maxPageNumbers: 5,
  recentDays: 7,
  wordsPerMinute: 200,
  homeMinutesPer1000Chars: 2,
} as const;

export const EXCERPTS = {
  heroTitle: 80,
  heroText: 200,
  cardTitle: 60,
  cardText: 120,
  listCard: 200,
  listCardCompact: 100,
} as const;

export const TIMERS_MS = {
  toast: 3_000,
  share: 2_000,
  downloadSuccess: 2_000,
  downloadError: 3_000,
  resetRedirect: 3_000,
  /** After a confirmed registration: the success message, then /recherche. */
  verifyEmailRedirect: 3_000,
  postLoginReload: 300,
  notificationDefault: 4_000,
  notificationError: 8_000,
  notificationProgress: 0,
  notificationEnter: 100,
  notificationExit: 300,
  comingSoon: 3_000,
  adminUploadSuccess: 3_000,
  /** A PDF stored without its text (too costly to read): long enough to read why. */
  adminUploadWithoutText: 15_000,
  adminDeleteSuccess: 2_000,
  adminSearchDebounce: 300,
} as const;

export const PASSWORD = { minLength: 8, maxLength: 128, maxScore: 5, requiredScore: 4 } as const;
export const OTP = { length: 6, ttlMinutes: 5, maxAttempts: 5 } as const;
export const RESET = { ttlMinutes: 60, maxRequests: 3, windowMinutes: 15 } as const;
/** Email confirmation links mailed at registration: 24 h, single use; resends limited like reset requests. */
export const EMAIL_VERIFICATION = { ttlMinutes: 24 * 60, maxResends: 3, windowMinutes: 15 } as const;
/**
 * A new email asked for on the profile: confirmed by a mailed link within 24 h (a new number: by OTP), by the
 * signed-in account. Once a change is confirmed, the previous address or number may answer "ce n'était pas
 * moi" for `disputeDays`, and no other change of the account's email or phone is possible meanwhile (issue 29).
 */
export const IDENTIFIER_CHANGE = { emailTtlMinutes: 24 * 60, maxRequestsPerHour: 5, disputeDays: 7 } as const;
export const SESSION = {
  ttlDays: 30,
  adminTtlHours: 8,
  csrfTtlMinutes: 60,
  csrfRefreshSeconds: 300,
} as const;

export const ADMIN = { pageSize: 20, usersLimit: 100, notificationBadge: 3 } as const;

/** News category colours (public-area.md §9); a category's own colour wins over these. */
export const NEWS_CATEGORY_COLORS: Record<string, string> = {
  'Réforme législative': '#2563eb',
  Jurisprudence: '#7c3aed',
  'Annonce officielle': '#dc2626',
  Formation: '#059669',
  Événement: '#d97706',
  Partenariat: '#0891b2',
  'Mise à jour plateforme': '#4f46e5',
  'Actualités juridiques': '#be185d',
};
export const DEFAULT_CATEGORY_COLOR = '#6b7280';

/** French month names, lower case, January first (dates written out in French: '1er janvier 2024'). */
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
