import { FRENCH_MONTHS as MONTHS } from '@lexfaso/contracts';

/** French dates, written out without Intl; invalid or empty input gives ''. */
type DateInput = string | number | Date | null | undefined;

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  // A calendar day ('2021-04-01') is that day wherever the reader is, not midnight UTC.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const d = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : value instanceof Date
      ? value
      : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * « 20 août 2025 », « 1er avril 2021 » (French writes the first of the month as an ordinal). Written out
 * rather than through Intl.DateTimeFormat: the first one of a page loads the locale's data, a long task
 * on a slow phone, and dates are on first screens (home news, document header).
 */
export const formatLongDate = (value: DateInput) => {
  const d = toDate(value);
  if (!d) return '';
  const day = d.getDate();
  return `${day === 1 ? '1er' : day} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** « 1er avril 2021 à 14:30 » */
export const formatDateTime = (value: DateInput) => {
  const d = toDate(value);
  return d ? `${formatLongDate(d)} à ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}` : '';
};

/** For `<time dateTime>`: the ISO form, or undefined. */
export const isoDate = (value: DateInput) => toDate(value)?.toISOString();

/** True when the date is within the last `days` days (news 'recent' badge: 7 days). */
export function isWithinDays(value: DateInput, days: number, now = Date.now()) {
  const d = toDate(value);
  if (!d) return false;
  const age = now - d.getTime();
  return age >= 0 && age <= days * 86_400_000;
}
