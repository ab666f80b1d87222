import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** State passed to the error pages through navigation. */
export interface ErrorPageState {
  message?: string;
  status?: number;
}

/**
 * Where an HTTP status sends the user (public-area.md §4): 403 and 404 to their own page,
 * 500/502/503/504 to the server-error page, anything else to the server-error page with
 * 'HTTP Error {status}'.
 */
export function errorRouteFor(status: number): { to: string; state: ErrorPageState } {
  if (status === 403) return { to: paths.error403(), state: { status } };
  if (status === 404) return { to: paths.error404(), state: { status } };
  if ([500, 502, 503, 504].includes(status)) return { to: paths.error500(), state: { status } };
  return { to: paths.error500(), state: { status, message: `HTTP Error ${status}` } };
}

/** Returns `redirect(status, message?)`, which replaces the current history entry. */
export function useHttpErrorRedirect() {
  const navigate = useNavigate();
  return useCallback(
    (status: number, message?: string) => {
      const { to, state } = errorRouteFor(status);
      navigate(to, { replace: true, state: message ? { ...state, message } : state });
    },
    [navigate],
  );
}
