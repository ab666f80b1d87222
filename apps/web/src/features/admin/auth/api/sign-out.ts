import { adminRequest } from '../../lib/admin-api';

/** POST /admin/auth/logout: revokes the token on the server. */
export const signOut = () => adminRequest('/admin/auth/logout', { method: 'POST' });
