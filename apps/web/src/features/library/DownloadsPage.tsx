import { type DownloadItem, DOWNLOADS_TEXTS as T } from '@lexfaso/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNotify } from '@/components/notifications';
import { PageHead } from '@/components/PageHead';
import { Button, EmptyState, LoadingBlock, Pagination } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-state';
import { downloadPdf } from '@/lib/download-pdf';
import { formatDateTime } from '@/lib/format-date';
import { useDownloads } from './library-api';
import './library.css';

/** /downloads: the reader's PDF downloads, newest first, each with a way to download it again. */
export function DownloadsPage() {
  const { isAuthenticated } = useAuth();
  const { open } = useAuthModal();
  const head = (
    <PageHead title={T.title} description={T.description} canonicalPath={paths.downloads()} noindex />
  );
  return (
    <main className="container page library-page">
      {head}
      {isAuthenticated ? (
        <DownloadList />
      ) : (
        <EmptyState title={T.title} actions={<Button onClick={() => open('login')}>{T.signIn}</Button>}>
          <p>{T.signedOut}</p>
        </EmptyState>
      )}
    </main>
  );
}

function DownloadRow({ item }: { item: DownloadItem }) {
  const { notify } = useNotify();
  const [busy, setBusy] = useState(false);
  const { document: doc } = item;
  const again = async () => {
    setBusy(true);
    try {
      await downloadPdf(doc.id);
    } catch (error) {
      notify({ type: 'error', message: isApiError(error) && error.message ? error.message : T.failed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="download-item card">
      <div>
        {doc.docType && <span className="tag tag--type">{doc.docType.type}</span>}
        <h2 className="download-item__title">
          <Link to={paths.document(doc.id)}>{doc.title}</Link>
        </h2>
        <p className="download-item__meta">
          {T.downloadedOn}
          {formatDateTime(item.downloadedAt)}
          {T.times(item.count)}
        </p>
      </div>
      <Button variant="outline" size="sm" aria-label={T.again(doc.title)} isLoading={busy} onClick={again}>
        {T.againShort}
      </Button>
    </li>
  );
}

function DownloadList() {
  const [page, setPage] = useState(1);
  const downloads = useDownloads(page);
  const answer = downloads.data;
  return (
    <>
      <header className="page-header">
        <h1>{T.title}</h1>
        <p className="lead">{T.description}</p>
      </header>
      {downloads.isError ? (
        <EmptyState
          title={T.loadFailed}
          actions={<Button onClick={() => void downloads.refetch()}>{T.retry}</Button>}
        />
      ) : !answer ? (
        <LoadingBlock />
      ) : answer.downloads.length === 0 ? (
        <EmptyState title={T.empty} />
      ) : (
        <ul className="download-list" aria-label={T.list}>
          {answer.downloads.map((d) => (
            <DownloadRow key={d.document.id} item={d} />
          ))}
        </ul>
      )}
      {answer && (
        <Pagination
          page={answer.pagination.page}
          totalPages={answer.pagination.pages}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
