import { MAX_QUERY_LENGTH } from './query-types';

/**
 * The part of a query the search reads: its first MAX_QUERY_LENGTH characters, without the word the limit
 * would split. Everything that reads the query (parser, references, text names, suggestions, highlighting)
 * reads this, so none costs more than the parsed query does. `cut` when something was left out.
 */
export function boundedQueryText(text: string): { text: string; cut: boolean } {
  if (text.length <= MAX_QUERY_LENGTH) return { text, cut: false };
  const head = text.slice(0, MAX_QUERY_LENGTH);
  const whole = /\s/.test(text[MAX_QUERY_LENGTH]) ? head : head.replace(/\S+$/, '');
  return { text: (whole.trim() === '' ? head : whole).trimEnd(), cut: true };
}
