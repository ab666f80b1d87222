import type { AdminActuality, AdminPageQuery } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListOptions } from '../../lib/admin-query';

/** GET /admin/actualities: one page of news items, drafts included, optionally of one category. */
type NewsParams = Partial<AdminPageQuery> & { category?: string };

const getNewsQueryOptions = (params: NewsParams) =>
  adminListOptions<AdminActuality>('/admin/actualities', params);

export const useNews = (params: NewsParams) => useQuery(getNewsQueryOptions(params));
