import { DOCUMENT_TEXTS as T } from '@lexfaso/contracts';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { EmptyState, LoadingBlock } from '@/components/ui';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { useDocument } from './api';
import { DocumentPreview } from './DocumentPreview';
import { DocumentView } from './DocumentView';
import './document.css';

/** A document id as the server takes it (the same rule as its link previews): anything else is a 404. */
const isDocumentId = (id: string | undefined): id is string => !!id && /^[1-9]\d{0,15}$/.test(id);

/**
 * /document/:id — for a reader, the document (or why it is not shown); for a visitor (or a session the
 * server no longer knows), its facts and plan with the way to sign in. `notFound` is the app's 404 page,
 * shown for an address that cannot be a document's.
 */
export function DocumentPage({ notFound }: { notFound: ReactNode }) {
  const { id } = useParams();
  const [params] = useSearchParams();
  // ?version= opens an earlier version of the text (GET /documents/{id}/versions).
  const versionParam = params.get('version');
  const version = versionParam && /^[1-9]\d{0,9}$/.test(versionParam) ? Number(versionParam) : null;
  const { isAuthenticated, token } = useAuth();
  const valid = isDocumentId(id);
  const query = useDocument(id ?? '', valid && isAuthenticated ? token : null, version);
  if (!valid) return notFound;
  const expired = isApiError(query.error) && query.error.status === 401;
  if (!isAuthenticated || expired) return <DocumentPreview id={id} />;
  // Full height while loading: the footer stays below the fold instead of being pushed away (CLS).
  if (query.isPending)
    return (
      <div className="site-main__pending">
        <LoadingBlock label={T.loading} />
      </div>
    );
  if (query.isError || !query.data)
    return (
      <main className="container page">
        <PageHead title={T.notFound} description={T.notFoundDescription} noindex />
        <EmptyState
          title={T.notFound}
          actions={
            <Link className="btn btn--primary" to={paths.search()}>
              {T.backToSearch}
            </Link>
          }
        >
          {query.error?.message !== T.notFound && query.error?.message}
        </EmptyState>
      </main>
    );
  return <DocumentView doc={query.data} />;
}
