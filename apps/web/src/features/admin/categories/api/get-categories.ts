import type { AdminActualityCategory, AdminPageQuery } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListOptions } from '../../lib/admin-query';

/** GET /admin/actuality-categories: one page of the news categories, inactive ones included. */
const getCategoriesQueryOptions = (params: Partial<AdminPageQuery>) =>
  adminListOptions<AdminActualityCategory>('/admin/actuality-categories', params);

export const useCategories = (params: Partial<AdminPageQuery>) => useQuery(getCategoriesQueryOptions(params));
