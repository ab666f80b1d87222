import { COMMON_TEXTS, NEWS } from '@lexfaso/contracts';

/** Collapses whitespace and strips tags, so excerpts never cut through markup. */
export const plainText = (value: string | null | undefined) =>
  (value ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Shortens to at most `max` characters at a word boundary, with an ellipsis (limits: EXCERPTS). */
export function excerpt(value: string | null | undefined, max: number): string {
  const text = plainText(value);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export const wordCount = (value: string | null | undefined) => {
  const text = plainText(value);
  return text ? text.split(' ').length : 0;
};

/** Reading time in minutes: 200 words per minute, at least 1 minute. */
export const readingTimeMinutes = (value: string | null | undefined) =>
  Math.max(1, Math.ceil(wordCount(value) / NEWS.wordsPerMinute));

/** The home cards' estimate: 2 minutes per 1000 characters, at least 1 minute. */
export const homeCardReadingMinutes = (value: string | null | undefined) =>
  Math.max(1, Math.ceil((plainText(value).length / 1000) * NEWS.homeMinutesPer1000Chars));

export const formatReadingTime = COMMON_TEXTS.readingTime;
