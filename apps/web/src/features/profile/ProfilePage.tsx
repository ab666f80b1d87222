import {
  AUTH_MESSAGES,
  hasAnyRole,
  PDF_ROLES,
  ROLE_LABELS,
  type Role,
  PROFILE_TEXTS as T,
  USER_STATUT_LABELS,
  type UserStatut,
} from '@lexfaso/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { useComingSoon } from '@/hooks/use-coming-soon';
import { useAuth } from '@/lib/auth-state';
import { formatLongDate } from '@/lib/format-date';
import { type AuthUser, displayName } from '@/types/user';
import { PersonalInfoForm } from './PersonalInfoForm';
import './profile.css';

type Tab = 'info' | 'security';

/** /profile (public-area.md §2): personal information, security, and a preferences tab that is not built yet. */
export function ProfilePage() {
  const { user, isAuthenticated } = useAuth();
  const { open } = useAuthModal();
  const [tab, setTab] = useState<Tab>('info');
  const comingSoon = useComingSoon();
  const ids = useId();

  const head = (
    <PageHead title={T.title} description={T.description} canonicalPath={paths.profile()} noindex />
  );

  if (!isAuthenticated || !user)
    return (
      <main className="container page">
        {head}
        <EmptyState title={T.title} actions={<Button onClick={() => open('login')}>{T.signIn}</Button>}>
          <p>{AUTH_MESSAGES.profileSignedOut}</p>
        </EmptyState>
      </main>
    );

  const tabs: Array<{ id: Tab | 'preferences'; label: string }> = [
    { id: 'info', label: T.tabs.info },
    { id: 'security', label: T.tabs.security },
    { id: 'preferences', label: T.tabs.preferences },
  ];

  return (
    <main className="container page profile-page">
      {head}
      <ProfileHeader user={user} />
      <div className="profile-tabs" role="tablist" aria-label={T.sections}>
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${ids}-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`${ids}-panel`}
            // The preferences tab is not opened: it only announces the feature (3 s toast).
            onClick={() => (t.id === 'preferences' ? comingSoon() : setTab(t.id))}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section
        id={`${ids}-panel`}
        role="tabpanel"
        aria-labelledby={`${ids}-${tab}`}
        className="profile-panel"
      >
        {tab === 'info' ? <PersonalInfoForm key={user.id} user={user} /> : <SecurityTab user={user} />}
      </section>
    </main>
  );
}

function ProfileHeader({ user }: { user: AuthUser }) {
  const statut = user.statut ? (USER_STATUT_LABELS[user.statut as UserStatut] ?? user.statut) : null;
  return (
    <header className="profile-header">
      <span className="avatar avatar--lg" aria-hidden="true">
        {displayName(user)
          .split(/\s+/)
          .slice(0, 2)
          .map((w) => w[0]?.toUpperCase())
          .join('')}
      </span>
      <div>
        <h1>{displayName(user)}</h1>
        <p className="muted">
          {[
            statut,
            user.roles.map((r) => ROLE_LABELS[r as Role] ?? r).join(', '),
            // What the role gives, so that role and access never disagree on screen.
            hasAnyRole(user.roles, PDF_ROLES) ? T.premium : T.free,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {user.createdAt && <p className="muted">{T.memberSince(formatLongDate(user.createdAt))}</p>}
      </div>
    </header>
  );
}

function SecurityTab({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="profile-security">
      <h2>{T.password}</h2>
      <p>
        {T.passwordText}
        {user.email ? (
          <>
            {T.to}
            <strong>{user.email}</strong>
          </>
        ) : null}
        {T.passwordAfter}
      </p>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <div className="actions">
        <Button
          onClick={() =>
            user.email
              ? navigate(paths.forgotPassword(user.email))
              : setMessage(AUTH_MESSAGES.profileNeedsEmail)
          }
        >
          {T.changePassword}
        </Button>
      </div>
      <h2>{T.session}</h2>
      <p>{T.sessionText}</p>
      <div className="actions">
        <Button variant="outline" onClick={() => void logout().then(() => navigate(paths.home()))}>
          {T.signOut}
        </Button>
      </div>
    </div>
  );
}
