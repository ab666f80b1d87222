import type { ReactNode } from 'react';

/**
 * The frame of the pages reached from a mailed link or the login modal (forgotten password, new
 * password, address confirmation): the page, its head tags, one centred card.
 */
export function AccountPage({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <main className="container page account-page">
      {head}
      <div className="account-card">{children}</div>
    </main>
  );
}

/** The outcome shown in the card: an icon, a title and what follows (text, actions). */
export function AccountOutcome({
  icon,
  title,
  role,
  children,
}: {
  icon: string;
  title: ReactNode;
  /** 'status' for a success, 'alert' for a failure: read out as the page changes. */
  role: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <div className="account-card__success" role={role}>
      <div className="account-card__icon" aria-hidden="true">
        {icon}
      </div>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
