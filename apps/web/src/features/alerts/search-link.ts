import type { SavedSearch } from '@lexfaso/contracts';
import { paths } from '@/config/paths';

/** The search page's address for a saved search: its text and filters, under the names the page reads. */
export const searchLinkOf = (s: Pick<SavedSearch, 'q' | 'filters'>) =>
  paths.search({ q: s.q || undefined, ...s.filters });
