import { AdminIdentity } from '@lexfaso/contracts';
import { PRODUCT_SLUG } from '@/config/product';

/** The back-office session (back-office.md §3), kept apart from the public one under its own key. */
export interface AdminSession {
  token: string;
  user: AdminIdentity;
  /** Epoch seconds. */
  expiresAt: number;
}

export const ADMIN_STORAGE_KEY = `${PRODUCT_SLUG}-admin-auth`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The stored session, if any and not expired. One that cannot be read (not JSON, a user without its
 * names: stored by an older version, or edited by hand) or that has expired is cleared: the screens
 * would otherwise fail on it.
 */
export function readAdminSession(): AdminSession | null {
  try {
    const raw = localStorage.getItem(ADMIN_STORAGE_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<AdminSession> | null;
    if (
      typeof s?.token !== 'string' ||
      !s.token ||
      typeof s.expiresAt !== 'number' ||
      !AdminIdentity.safeParse(s.user).success
    ) {
      clearAdminSession();
      return null;
    }
    if (s.expiresAt <= nowSeconds()) {
      clearAdminSession();
      return null;
    }
    return s as AdminSession;
  } catch {
    clearAdminSession();
    return null;
  }
}

export function saveAdminSession(session: AdminSession) {
  try {
    localStorage.setItem(ADMIN_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Private mode: the session lives for this page only.
  }
}

export function clearAdminSession() {
  try {
    localStorage.removeItem(ADMIN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
