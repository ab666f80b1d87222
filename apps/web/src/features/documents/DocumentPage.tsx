import { DOCUMENT_TEXTS as T } from '@lexfaso/contracts';
import { Link, useParams } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { EmptyState, LoadingBlock } from '@/components/ui';
import { paths } from '@/config/paths';
import { useDocument } from './api';
import { DocumentView } from './DocumentView';
import './document.css';

/** /document/:id — the document once loaded, or why it is not shown. */
export function DocumentPage() {
  const { id } = useParams();
  const query = useDocument(id);
  if (!id)
    return (
      <main className="container page">
        <EmptyState title={T.missingId} actions={<Link to={paths.search()}>{T.backToSearch}</Link>} />
      </main>
    );
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
