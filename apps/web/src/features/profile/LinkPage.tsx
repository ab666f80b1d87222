import type { ReactNode } from 'react';
import './profile.css';

/**
 * The frame of the pages a mailed link opens on an account (a new address to confirm, "ce n'était pas moi"):
 * an icon, the page's heading, its text and its actions. `role` announces an outcome as the page changes.
 */
export function LinkPage({
  head,
  icon,
  title,
  role,
  children,
  actions,
}: {
  head: ReactNode;
  icon: string;
  title: string;
  role?: 'status' | 'alert';
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main className="container page link-page">
      {head}
      <div className="empty-state" role={role}>
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
        <h1 className="empty-state__title">{title}</h1>
        {children && <div className="empty-state__text">{children}</div>}
        {actions && <div className="empty-state__actions">{actions}</div>}
      </div>
    </main>
  );
}
