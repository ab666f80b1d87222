import type { AdminUser, AdminUserListQuery } from '@lexfaso/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminListOptions } from '../../lib/admin-query';

/** GET /admin/users: one page of accounts, filtered by search, role and account status. */
type UsersParams = Pick<AdminUserListQuery, 'page' | 'limit' | 'search'> & {
  role?: string;
  status?: string;
};

const getUsersQueryOptions = (params: UsersParams) => adminListOptions<AdminUser>('/admin/users', params);

export const useUsers = (params: UsersParams) => useQuery(getUsersQueryOptions(params));
