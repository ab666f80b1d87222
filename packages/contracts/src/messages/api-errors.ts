import { ADMIN_MESSAGES } from '../admin';
import { AUTH_MESSAGES } from '../messages';

/** The API's error envelope (decisions.md §2): the message of each status when nothing more precise is said. */
export const API_ERRORS = {
  badRequest: 'Requête invalide',
  unauthorized: AUTH_MESSAGES.authRequired,
  forbidden: ADMIN_MESSAGES.forbidden,
  notFound: ADMIN_MESSAGES.notFound,
  conflict: ADMIN_MESSAGES.conflict,
  methodNotAllowed: 'Méthode non autorisée',
  notAcceptable: 'Format de réponse non disponible',
  payloadTooLarge: 'Requête trop volumineuse',
  unsupportedMediaType: 'Type de contenu non pris en charge',
  rateLimited: 'Trop de requêtes. Veuillez réessayer plus tard.',
  /** The per-route rate limits (@fastify/rate-limit), with the wait in seconds. */
  rateLimitedFor: (seconds: number) => `Trop de requêtes. Veuillez réessayer dans ${seconds} secondes.`,
  /** Searches per account or per client (decisions.md §4), with the wait in seconds. */
  searchRateLimited: (seconds: number) =>
    `Trop de recherches en peu de temps. Veuillez réessayer dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  /** An account (or a client) past its engine time per minute (docs/search-engine.md, "Fair sharing"). */
  searchEngineBudget: (seconds: number) =>
    `Vos dernières recherches ont demandé beaucoup de calcul. Veuillez réessayer dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  /** Brute-force counters, with the wait already worded ('5 minutes'). */
  tooManyAttempts: (wait: string) => `Trop de tentatives. Veuillez réessayer dans ${wait}.`,
  serviceUnavailable: 'Service temporairement indisponible. Veuillez réessayer.',
  internal: 'Erreur serveur interne. Veuillez réessayer plus tard.',
  invalidJson: 'Corps de requête JSON invalide',
  jsonTooDeep: 'Corps de requête JSON trop imbriqué',
  invalidValue: 'Valeur invalide',
  fileTooLarge: ADMIN_MESSAGES.pdfTooLarge,
  multipartRequired: 'Le formulaire doit être envoyé en multipart/form-data',
  multipartMalformed: 'Formulaire multipart invalide',
} as const;

/** A wait in words: '1 seconde', '45 secondes', '15 minutes'. */
export const WAIT_UNITS = {
  seconds: (n: number) => `${n} seconde${n > 1 ? 's' : ''}`,
  minutes: (n: number) => `${n} minute${n > 1 ? 's' : ''}`,
} as const;
