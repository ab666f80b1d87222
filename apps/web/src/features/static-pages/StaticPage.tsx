import { STATIC_PAGE_TEXTS as T } from '@lexfaso/contracts';
import type { ReactNode } from 'react';
import { PageHead } from '@/components/PageHead';

const LAST_UPDATED_ISO = '2025-08-20';

interface StaticPageProps {
  title: string;
  description: string;
  path: string;
  /** Document version (CGU, privacy and cookie policies: '1.0'). */
  version?: string;
  /** Lead paragraph under the title. */
  lead?: ReactNode;
  /** Show the 'Dernière mise à jour' line (legal texts). */
  dated?: boolean;
  children: ReactNode;
}

/** Shared frame of the static pages: head tags, title block, readable text column. */
export function StaticPage({
  title,
  description,
  path,
  version,
  lead,
  dated = true,
  children,
}: StaticPageProps) {
  return (
    <main className="container page static-page">
      <PageHead title={title} description={description} canonicalPath={path} />
      <header className="page-header">
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {(dated || version) && (
          <p className="page-header__meta">
            {version && (
              <span>
                {T.version}
                {version}
              </span>
            )}
            {dated && (
              <span>
                {T.updated}
                <time dateTime={LAST_UPDATED_ISO}>{T.lastUpdated}</time>
              </span>
            )}
          </p>
        )}
      </header>
      <div className="prose">{children}</div>
    </main>
  );
}
