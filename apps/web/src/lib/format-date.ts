import { FRENCH_MONTHS as MONTHS } from '@lexfaso/contracts';

/** French date formatting (Intl 'fr-FR'); invalid or empty input gives ''. */
type DateInput = string | number | Date | null | undefined;

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

const cache = new Map<string, Intl.DateTimeFormat>();
const formatter = (options: Intl.DateTimeFormatOptions) => {
  const key = JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('fr-FR', options);
    cache.set(key, f);
  }
  return f;
};

export const formatDate = (value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) => {
  const d = toDate(value);
  return d ? formatter(options).format(d) : '';
};

/**
 * « 20 août 2025 »: the text of Intl's fr-FR dateStyle 'long', written out. The first Intl.DateTimeFormat
 * of a page loads the locale's data, a long task on a slow phone, and this one is on first screens (home
 * news, document header). Years outside 1000–9999 go through Intl.
 */
export const formatLongDate = (value: DateInput) => {
  const d = toDate(value);
  if (!d) return '';
  const year = d.getFullYear();
  if (year < 1000 || year > 9999) return formatDate(d, { dateStyle: 'long' });
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${year}`;
};
/** « 20 août 2025 à 14:30 » */
export const formatDateTime = (value: DateInput) =>
  formatDate(value, { dateStyle: 'long', timeStyle: 'short' });

/** For `<time dateTime>`: the ISO form, or undefined. */
export const isoDate = (value: DateInput) => toDate(value)?.toISOString();

/** True when the date is within the last `days` days (news 'recent' badge: 7 days). */
export function isWithinDays(value: DateInput, days: number, now = Date.now()) {
  const d = toDate(value);
  if (!d) return false;
  const age = now - d.getTime();
  return age >= 0 && age <= days * 86_400_000;
}
