import { ADMIN, hasRole, ROLE_LABELS, ADMIN_SHELL_TEXTS as T } from '@lexfaso/contracts';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { CategoriesSection } from '../categories/CategoriesSection';
import { DashboardSection } from '../dashboard/DashboardSection';
import { DocumentsSection } from '../documents/DocumentsSection';
import type { AdminSession } from '../lib/session';
import { NewsSection } from '../news/NewsSection';
import { ReferenceSection } from '../reference-data/ReferenceSection';
import { SettingsSection } from '../settings/SettingsSection';
import { UsersSection } from '../users/UsersSection';
import { SECTIONS, type SectionId } from './sections';

const initialsOf = (firstname: string, lastname: string, email: string | null) =>
  `${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase() || (email ?? '?').charAt(0).toUpperCase();

/** Sidebar (collapsible, role label, logout) and header (breadcrumb, badge, public link, initials, role). */
export function AdminShell({ session, onSignOut }: { session: AdminSession; onSignOut: () => void }) {
  const [section, setSection] = useState<SectionId>('dashboard');
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const isSuper = hasRole(session.user.roles, 'ROLE_SUPER_ADMIN');
  const roleLabel = isSuper ? ROLE_LABELS.ROLE_SUPER_ADMIN : ROLE_LABELS.ROLE_ADMIN;
  const current = SECTIONS.find((s) => s.id === section)!;

  const go = (id: SectionId) => {
    setSection(id);
    setMobileOpen(false);
  };

  return (
    <div className={`admin ${collapsed ? 'admin--collapsed' : ''} ${mobileOpen ? 'admin--menu-open' : ''}`}>
      <aside className="admin-sidebar" aria-label={T.navigation}>
        <div className="admin-sidebar__top">
          <span className="admin-sidebar__brand">{collapsed ? PRODUCT_NAME.charAt(0) : PRODUCT_NAME}</span>
          <button
            type="button"
            className="admin-sidebar__collapse"
            onClick={() => setCollapsed((c) => !c)}
            aria-expanded={!collapsed}
            aria-label={collapsed ? T.expandMenu : T.collapseMenu}
          >
            {collapsed ? '»' : '«'}
          </button>
        </div>
        {!collapsed && <p className="admin-sidebar__role">{roleLabel}</p>}
        <nav>
          <ul className="admin-nav">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="admin-nav__item"
                  aria-current={s.id === section ? 'page' : undefined}
                  onClick={() => go(s.id)}
                  title={collapsed ? s.label : undefined}
                >
                  <span className="admin-nav__icon" aria-hidden="true">
                    {s.icon}
                  </span>
                  <span className="admin-nav__label">{s.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="admin-nav__item admin-sidebar__logout" onClick={onSignOut}>
          <span className="admin-nav__icon" aria-hidden="true">
            ⎋
          </span>
          <span className="admin-nav__label">{T.signOut}</span>
        </button>
      </aside>
      <div className="admin-main">
        <header className="admin-header">
          <button
            type="button"
            className="admin-header__menu"
            onClick={() => setMobileOpen((o) => !o)}
            aria-label={T.menu}
            aria-expanded={mobileOpen}
          >
            ☰
          </button>
          <nav aria-label={T.breadcrumb} className="admin-breadcrumb">
            <ol>
              <li>{T.title}</li>
              <li aria-current="page">{current.label}</li>
            </ol>
          </nav>
          <div className="admin-header__right">
            <span className="admin-badge" title={T.notifications}>
              <svg
                aria-hidden="true"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
                <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
              </svg>
              <span className="admin-badge__count">{ADMIN.notificationBadge}</span>
              <span className="visually-hidden">{T.notificationsCount}</span>
            </span>
            <a className="admin-header__public" href={paths.home()}>
              {T.publicSite}
            </a>
            <span className="admin-user">
              <span className="avatar admin-user__initials" aria-hidden="true">
                {initialsOf(session.user.firstname, session.user.lastname, session.user.email)}
              </span>
              <span className="admin-user__text">
                <span className="admin-user__name">{session.user.fullName}</span>
                <span className="admin-user__role">{roleLabel}</span>
              </span>
            </span>
          </div>
        </header>
        <main className="admin-content" id="admin-content">
          <h1 className="admin-content__title">{current.label}</h1>
          {section === 'dashboard' && <DashboardSection />}
          {section === 'users' && (
            <UsersSection isSuperAdmin={isSuper} currentUserId={session.user.id} onUnauthorized={onSignOut} />
          )}
          {section === 'documents' && <DocumentsSection />}
          {section === 'domains' && <ReferenceSection kind="domains" />}
          {section === 'types' && <ReferenceSection kind="types" />}
          {section === 'bodies' && <ReferenceSection kind="bodies" />}
          {section === 'news' && <NewsSection />}
          {section === 'categories' && <CategoriesSection />}
          {section === 'settings' && <SettingsSection />}
        </main>
      </div>
    </div>
  );
}
