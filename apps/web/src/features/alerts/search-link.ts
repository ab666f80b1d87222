import type { SavedSearch } from '@lexfaso/contracts';
import { paths } from '@/config/paths';

/** The search page's address for a saved search: its text and filters, under the names the page reads. */
export function searchLinkOf(s: Pick<SavedSearch, 'q' | 'filters'>) {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  for (const [key, value] of Object.entries(s.filters))
    if (value !== undefined && value !== false && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `${paths.search()}?${query}` : paths.search();
}
