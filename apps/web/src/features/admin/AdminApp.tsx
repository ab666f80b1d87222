import { ADMIN_SHELL_TEXTS, type AdminLoginAnswer } from '@lexfaso/contracts';
import { useCallback, useEffect, useState } from 'react';
import { PageHead } from '@/components/PageHead';
import { signOut as signOutOnServer } from './auth/api/sign-out';
import { LoginForm } from './auth/LoginForm';
import { forgetCsrfToken } from './lib/admin-api';
import { type AdminSession, clearAdminSession, readAdminSession, saveAdminSession } from './lib/session';
import { AdminShell } from './shell/AdminShell';
import './admin.css';

/**
 * The /admin back-office (back-office.md §2): the login form, or the shell once an admin session is stored.
 * Loaded as its own chunk; the public header and footer are not part of it.
 */
export function AdminApp() {
  const [session, setSession] = useState<AdminSession | null>(() => readAdminSession());

  const signOut = useCallback(() => {
    const current = readAdminSession();
    if (current)
      // Best effort: the token is forgotten locally whatever the server answers.
      signOutOnServer().catch(() => {});
    forgetCsrfToken();
    clearAdminSession();
    setSession(null);
  }, []);

  // The session ends by itself at its expiry time.
  useEffect(() => {
    if (!session) return;
    const ms = session.expiresAt * 1000 - Date.now();
    const timer = setTimeout(
      () => {
        clearAdminSession();
        setSession(null);
      },
      Math.max(0, Math.min(ms, 2_147_000_000)),
    );
    return () => clearTimeout(timer);
  }, [session]);

  const signIn = (answer: AdminLoginAnswer) => {
    const next: AdminSession = { token: answer.token, user: answer.user, expiresAt: answer.expires_at };
    saveAdminSession(next);
    forgetCsrfToken();
    setSession(next);
  };

  return (
    <>
      <PageHead title={ADMIN_SHELL_TEXTS.title} description={ADMIN_SHELL_TEXTS.description} noindex />
      {session ? <AdminShell session={session} onSignOut={signOut} /> : <LoginForm onSignedIn={signIn} />}
    </>
  );
}
