import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-state';
import { useAuthModal } from './auth-modal-context';
import type { AuthModalMode } from './auth-modal-types';

/**
 * /login and /register, which people type: the home page with the sign-in or register dialog open
 * (a signed-in visitor just gets the home page).
 */
export function AuthAddress({ mode }: { mode: AuthModalMode }) {
  const { open } = useAuthModal();
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (!isAuthenticated) open(mode);
  }, [isAuthenticated, mode, open]);
  return <Navigate to={paths.home()} replace />;
}
