import { z } from 'zod';
import { DocumentSearchQuery } from './documents';
import { ALERTS_API_MESSAGES } from './messages/api-alerts';

// Saved searches and their e-mail alerts (api.md "Personal library", issue 30).

export const ALERT_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Days between two alerts of a frequency. */
export const ALERT_INTERVAL_DAYS: Record<Exclude<AlertFrequency, 'none'>, number> = { daily: 1, weekly: 7 };

export type AlertPlan = 'free' | 'premium';

/**
 * What each plan may ask of alerts (issue 30: "free users up to 3 alerts, weekly; premium up to 50, daily or
 * weekly"). A saved search without an alert counts only against SAVED_SEARCH_LIMITS.maxPerUser.
 */
export const ALERT_PLAN_LIMITS: Record<
  AlertPlan,
  { maxAlerts: number; frequencies: readonly AlertFrequency[] }
> = {
  free: { maxAlerts: 3, frequencies: ['weekly'] },
  premium: { maxAlerts: 50, frequencies: ['daily', 'weekly'] },
};

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per account, with or without an alert. */
  maxPerUser: 100,
  nameMax: 120,
  /** Texts listed in one alert mail; the rest are counted ("et N autres"). */
  mailedTexts: 20,
} as const;

/** The search's own filter fields (GET /api/documents/filtered), as a saved search keeps them. */
export const SavedSearchFilters = DocumentSearchQuery.pick({
  documentType: true,
  category: true,
  typeCategory: true,
  domain: true,
  jurisdiction: true,
  period: true,
  dateFrom: true,
  dateTo: true,
  withPdf: true,
  status: true,
});
export type SavedSearchFilters = z.output<typeof SavedSearchFilters>;

/** The same fields as an answer gives them back. */
export const SavedSearchFiltersAnswer = z.object({
  documentType: z.string().optional(),
  category: z.string().optional(),
  typeCategory: z.string().optional(),
  domain: z.string().optional(),
  jurisdiction: z.string().optional(),
  period: z.string().optional(),
  dateFrom: z.string().optional(),
  dateTo: z.string().optional(),
  withPdf: z.boolean().optional(),
  status: z.string().optional(),
});

const name = z
  .string({ message: ALERTS_API_MESSAGES.nameRequired })
  .trim()
  .min(1, ALERTS_API_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_LIMITS.nameMax, ALERTS_API_MESSAGES.nameTooLong(SAVED_SEARCH_LIMITS.nameMax));
const q = z
  .string({ message: ALERTS_API_MESSAGES.queryInvalid })
  .trim()
  .max(500, ALERTS_API_MESSAGES.queryTooLong(500));
const alert = z.enum(ALERT_FREQUENCIES, { message: ALERTS_API_MESSAGES.alertInvalid });

/** POST /api/me/saved-searches. */
export const SavedSearchCreate = z.object({
  name,
  q: q.default(''),
  filters: SavedSearchFilters.default({}),
  alert: alert.default('none'),
});
export type SavedSearchCreate = z.input<typeof SavedSearchCreate>;

/** The search page's dialog: a name and an alert (the text and filters are the page's). */
export const SaveSearchForm = z.object({ name, alert });
export type SaveSearchForm = z.infer<typeof SaveSearchForm>;

/** PUT /api/me/saved-searches/{id}: the fields given change; `visited` marks the search as just rerun. */
export const SavedSearchUpdate = z.object({
  name: name.optional(),
  q: q.optional(),
  filters: SavedSearchFilters.optional(),
  alert: alert.optional(),
  visited: z.literal(true).optional(),
});
export type SavedSearchUpdate = z.input<typeof SavedSearchUpdate>;

export const SavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  q: z.string(),
  filters: SavedSearchFiltersAnswer,
  alert: z.enum(ALERT_FREQUENCIES),
  /** When the last alert mail was sent; null before the first. */
  lastAlertAt: z.string().nullable(),
  /** Texts published since the search was last rerun that it finds. */
  newSinceLastVisit: z.number().int(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

/** What the caller's plan allows, so the screen can say it. */
export const AlertLimits = z.object({
  plan: z.enum(['free', 'premium']),
  maxAlerts: z.number().int(),
  frequencies: z.array(z.enum(ALERT_FREQUENCIES)),
  alertsUsed: z.number().int(),
  maxSavedSearches: z.number().int(),
});
export type AlertLimits = z.infer<typeof AlertLimits>;

export const SavedSearchesAnswer = z.object({ savedSearches: z.array(SavedSearch), limits: AlertLimits });
export type SavedSearchesAnswer = z.infer<typeof SavedSearchesAnswer>;

export const SavedSearchAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  savedSearch: SavedSearch,
});
export type SavedSearchAnswer = z.infer<typeof SavedSearchAnswer>;

export const SavedSearchDeleted = z.object({ success: z.literal(true), message: z.string() });

export const UnsubscribeParams = z.object({ token: z.string().min(1).max(200) });

/** GET /api/alerts/unsubscribe/{token}. */
export const UnsubscribeAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The saved search whose alert stopped. */
  name: z.string(),
});
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswer>;
