import type { DashboardAnswer } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminQueryOptions } from '../../lib/admin-query';

/** GET /admin/dashboard: the four figures of the dashboard's cards. */
const getDashboardQueryOptions = () => adminQueryOptions<DashboardAnswer>('/admin/dashboard');

export const useDashboard = () => useQuery(getDashboardQueryOptions());
