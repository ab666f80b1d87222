import {
  DOCUMENT_TOC_TEXTS,
  DOCUMENT_PREVIEW_TEXTS as P,
  DOCUMENT_TEXTS as T,
  type TocEntry,
} from '@lexfaso/contracts';
import { Link, useNavigate } from 'react-router';
import { PageHead } from '@/components/PageHead';
import { Button, EmptyState, LoadingBlock } from '@/components/ui';
import { paths } from '@/config/paths';
import { useAuthModal } from '@/features/auth/auth-modal-context';
import { useDocumentOutline } from './api';
import { DecisionFacts } from './case-law/DecisionFacts';
import { DocumentHeader } from './DocumentHeader';

/**
 * A document seen by a visitor, typically through a shared link: its facts and plan (never its text) and
 * the way in. Signing in keeps the address, #anchor included, so the reader lands where the link pointed;
 * a click on an entry of the plan points the address there first.
 */
export function DocumentPreview({ id }: { id: string }) {
  const outline = useDocumentOutline(id, true);
  const authModal = useAuthModal();
  const navigate = useNavigate();
  if (outline.isPending)
    return (
      <div className="site-main__pending">
        <LoadingBlock label={T.loading} />
      </div>
    );
  if (outline.isError)
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
        />
      </main>
    );
  const doc = outline.data;
  const open = (entry: TocEntry) => {
    navigate({ hash: entry.id }, { replace: true });
    authModal.open('login');
  };
  return (
    <main className="container page document-page document-preview">
      <PageHead
        title={doc.title}
        description={[doc.docType?.type, doc.title].filter(Boolean).join(' : ')}
        type="article"
        canonicalPath={paths.document(doc.id)}
      />
      <DocumentHeader doc={doc} />
      {doc.decision && <DecisionFacts decision={doc.decision} source={doc.source ?? null} />}
      <section className="document-preview__invite card" aria-labelledby="document-preview-title">
        <h2 id="document-preview-title">{P.title}</h2>
        <p>{P.text}</p>
        <div className="actions">
          <Button onClick={() => authModal.open('login')}>{P.signIn}</Button>
          <Button variant="outline" onClick={() => authModal.open('register')}>
            {P.register}
          </Button>
        </div>
      </section>
      {doc.toc.length > 0 && (
        <nav className="toc document-preview__toc card" aria-label={DOCUMENT_TOC_TEXTS.toc}>
          <h2 className="toc-panel__title">{DOCUMENT_TOC_TEXTS.toc}</h2>
          <ol className="toc__list">
            {doc.toc.map((e) => (
              <li
                key={e.id}
                className={`toc__item toc__item--${e.kind} toc__item--l${Math.min(Math.max(e.level, 1), 8)}`}
              >
                <a
                  href={`#${e.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    open(e);
                  }}
                >
                  {e.label}
                  {e.heading ? ` — ${e.heading}` : ''}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </main>
  );
}
