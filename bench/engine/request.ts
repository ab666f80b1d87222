import { type Period, periodRange } from '@lexfaso/contracts';
import type { SearchRequest } from '../../apps/api/src/search/engine/types';

export interface Names {
  typeId: (name: string) => number;
  domainId: (name: string) => number;
}

/** A bench query's URL parameters as the engine's request, names resolved to ids as the API does. */
export function toRequest(params: Record<string, string>, names: Names, today: string): SearchRequest {
  const range = params.period ? periodRange(params.period as Period, today) : null;
  return {
    q: params.q,
    sort: params.sort === 'date' ? 'date' : 'relevance',
    page: params.page ? Number(params.page) : 1,
    filters: {
      typeId: params.documentType ? names.typeId(params.documentType) : null,
      category: params.category ?? null,
      domainId: params.domain ? names.domainId(params.domain) : null,
      jurisdiction: params.jurisdiction ?? null,
      dateFrom: range?.dateFrom ?? params.dateFrom ?? null,
      dateTo: range?.dateTo ?? params.dateTo ?? null,
      withPdf: params.withPdf === 'true',
    },
  };
}
