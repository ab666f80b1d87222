import { useState } from 'react';
import { useDebounced } from '../lib/hooks';

/**
 * The state above a back-office list: its page, its search (sent 300 ms after the last keystroke) and
 * its filters; a new search or filter goes back to page 1.
 */
export function useListControls<F extends Record<string, string>>(initialFilters: F) {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [filters, setFilters] = useState(initialFilters);
  const debounced = useDebounced(search.trim(), 300);
  return {
    page,
    setPage,
    search,
    /** The search as sent: trimmed, debounced, left out when empty. */
    searchParam: debounced || undefined,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    filters,
    /** The value and setter of a filter, for a FilterSelect. */
    filter: (key: keyof F) => ({
      value: filters[key],
      onChange: (value: string) => {
        setFilters((f) => ({ ...f, [key]: value }));
        setPage(1);
      },
    }),
  };
}

export type ListControls = Pick<
  ReturnType<typeof useListControls>,
  'page' | 'setPage' | 'search' | 'setSearch'
>;
