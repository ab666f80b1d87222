import { PERIODS, type Period, SEARCH } from '@lexfaso/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Everything a search is made of; it lives in the URL so a search can be bookmarked and shared. */
export interface SearchState {
  q: string;
  page: number;
  documentType: string;
  category: string;
  domain: string;
  jurisdiction: string;
  period: Period;
  dateFrom: string;
  dateTo: string;
  withPdf: boolean;
  /** Repealed articles left out (status=en_vigueur). */
  inForceOnly: boolean;
  sort: 'relevance' | 'date';
  /** Decisions (api.md "Case law"): a court's id, a solution, a year of decision ('' for any). */
  court: string;
  solution: string;
  decisionYear: string;
}

type FilterKey = Exclude<keyof SearchState, 'q' | 'page' | 'sort'>;

const TEXT_KEYS = [
  'documentType',
  'category',
  'domain',
  'jurisdiction',
  'dateFrom',
  'dateTo',
  'court',
  'solution',
  'decisionYear',
] as const;

export function readSearchState(params: URLSearchParams): SearchState {
  const period = params.get('period') as Period | null;
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    documentType: params.get('documentType') ?? '',
    category: params.get('category') ?? '',
    domain: params.get('domain') ?? '',
    jurisdiction: params.get('jurisdiction') ?? '',
    period: period && PERIODS.includes(period) ? period : 'all',
    dateFrom: params.get('dateFrom') ?? '',
    dateTo: params.get('dateTo') ?? '',
    withPdf: params.get('withPdf') === 'true',
    inForceOnly: params.get('status') === 'en_vigueur',
    sort: params.get('sort') === 'date' ? 'date' : 'relevance',
    court: params.get('court') ?? '',
    solution: params.get('solution') ?? '',
    decisionYear: /^\d{4}$/.test(params.get('decisionYear') ?? '') ? (params.get('decisionYear') ?? '') : '',
  };
}

function writeSearchState(s: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.q.trim()) p.set('q', s.q.replace(/\s+/g, ' ').trim());
  for (const key of TEXT_KEYS) if (s[key]) p.set(key, s[key]);
  if (s.period !== 'all') p.set('period', s.period);
  if (s.period !== 'custom') {
    p.delete('dateFrom');
    p.delete('dateTo');
  }
  if (s.withPdf) p.set('withPdf', 'true');
  if (s.inForceOnly) p.set('status', 'en_vigueur');
  if (s.sort === 'date') p.set('sort', 'date');
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}

/** True when some filter (not the text) is set. */
export const hasFilters = (s: SearchState) =>
  !!(
    s.documentType ||
    s.category ||
    s.domain ||
    s.jurisdiction ||
    s.withPdf ||
    s.inForceOnly ||
    s.period !== 'all' ||
    s.court ||
    s.solution ||
    s.decisionYear
  );
/** True when the text is long enough to search (public-area.md §4). */
export const hasSearchText = (s: SearchState) => s.q.replace(/\s+/g, ' ').trim().length >= SEARCH.minChars;

export const EMPTY_FILTERS: Pick<SearchState, FilterKey> = {
  documentType: '',
  category: '',
  domain: '',
  jurisdiction: '',
  period: 'all',
  dateFrom: '',
  dateTo: '',
  withPdf: false,
  inForceOnly: false,
  court: '',
  solution: '',
  decisionYear: '',
};

/** The search state from the URL, and a setter that writes it back (page resets unless given). */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const update = useCallback(
    (patch: Partial<SearchState>, opts: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const now = readSearchState(current);
          return writeSearchState({ ...now, page: 1, ...patch });
        },
        { replace: opts.replace ?? false },
      );
    },
    [setParams],
  );
  return { state, update };
}
