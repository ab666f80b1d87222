import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthModal } from './auth-modal-context';

/** 'Retour à la connexion': home, then the login modal. */
export function useBackToLogin() {
  const navigate = useNavigate();
  const { open } = useAuthModal();
  return useCallback(() => {
    navigate(paths.home());
    open('login');
  }, [navigate, open]);
}
